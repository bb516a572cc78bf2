import type { ApiClient } from '../../api/client';
import { endpoints } from '../../api/endpoints';
import type { Message } from './messageBox.types';

/** Options shared by the message calls. */
export interface MessageCallOptions {
  /** Cancels the request (the box unmounts or loads again). */
  signal?: AbortSignal;
}

// The box shows its own inline error (load failed, mark read failed), so the calls stay silent instead of adding a
// toast on top; session codes and 401 still open the re-login dialog in the client.

/** POST /api/message/list: the messages, notices and todos of the navbar box (debug envelope). */
export function getMessageList(
  client: ApiClient,
  options: MessageCallOptions = {},
): Promise<Message[]> {
  return client.request<Message[]>({
    ...endpoints.messageList,
    envelope: 'debug',
    silent: true,
    signal: options.signal,
  });
}

/** POST /api/message/read `{ ids }`: marks these entries read (SPEC §4). Resolves once the server confirmed it. */
export async function markMessagesRead(
  client: ApiClient,
  { ids }: { ids: readonly number[] },
  options: MessageCallOptions = {},
): Promise<void> {
  await client.request<unknown>({
    ...endpoints.messageRead,
    body: { ids: [...ids] },
    envelope: 'debug',
    silent: true,
    signal: options.signal,
  });
}
