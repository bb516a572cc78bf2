import type { ApiClient } from '../../../api/client';
import { stepFormEndpoints as endpoints } from './stepForm.endpoints';
import type { ChannelFormRequest } from './stepForm.types';

/** Options of the step form's call. */
export interface StepFormCallOptions {
  /** Cancels the request. */
  signal?: AbortSignal;
}

/**
 * POST /api/channel-form/submit (debug envelope): creates the channel. Rejects with an `ApiError` whose message is the
 * one to show; as a mutation, the data layer toasts it.
 */
export async function submitChannelForm(
  client: ApiClient,
  body: ChannelFormRequest,
  options: StepFormCallOptions = {},
): Promise<void> {
  await client.request<unknown>({
    ...endpoints.channelFormSubmit,
    body,
    envelope: 'debug',
    signal: options.signal,
  });
}
