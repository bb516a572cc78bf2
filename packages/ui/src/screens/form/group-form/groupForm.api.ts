import type { ApiClient } from '../../../api/client';
import { groupFormEndpoints as endpoints } from './groupForm.endpoints';
import type { GroupFormRequest } from './groupForm.types';

/** Options of the group form's call. */
export interface GroupFormCallOptions {
  /** Cancels the request. */
  signal?: AbortSignal;
}

/**
 * POST /api/group-form/submit (ours; debug envelope): saves the video and audio parameters. Rejects
 * with an `ApiError` whose message is the one to show; as a mutation, the data layer toasts it.
 */
export async function submitGroupForm(
  client: ApiClient,
  body: GroupFormRequest,
  options: GroupFormCallOptions = {},
): Promise<void> {
  await client.request<unknown>({
    ...endpoints.groupFormSubmit,
    body,
    envelope: 'debug',
    signal: options.signal,
  });
}
