import {
  queryOptions,
  useMutation,
  useMutationState,
  useQueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import type { ApiClient } from '../../api/client';
import { messageBoxEndpoints as endpoints } from './messageBox.endpoints';
import { farmQueryKey, type ApiScope } from '../../data/apiScope';
import type { PastureMutationMeta } from '../../data/errorPolicy';
import type { Message, MessageType } from './messageBox.types';

/** Options shared by the message calls. */
export interface MessageCallOptions {
  /** Cancels the request (the box unmounts or loads again). */
  signal?: AbortSignal;
}

/** POST /api/message/list: the messages, notices and todos of the navbar box (debug envelope). */
export function getMessageList(
  client: ApiClient,
  options: MessageCallOptions = {},
): Promise<Message[]> {
  return client.request<Message[]>({
    ...endpoints.messageList,
    envelope: 'debug',
    signal: options.signal,
  });
}

/** POST /api/message/read `{ ids }`: marks these entries read. Resolves once the server confirmed it. */
export async function markMessagesRead(
  client: ApiClient,
  { ids }: { ids: readonly number[] },
  options: MessageCallOptions = {},
): Promise<void> {
  await client.request<unknown>({
    ...endpoints.messageRead,
    body: { ids: [...ids] },
    envelope: 'debug',
    signal: options.signal,
  });
}

/**
 * Where the message box reads its messages and marks them read: a host's message service. The message calls are
 * the debug mocks' only, so a real server is not assumed to have them.
 */
export interface MessageSource {
  /** Names the source in the query cache, so two sources never share cached messages. */
  readonly id: string;
  /** The messages, notices and todos of the logged-in user. */
  list(client: ApiClient, options: MessageCallOptions): Promise<Message[]>;
  /** Marks these entries read; resolves once the service confirmed it. */
  markRead(
    client: ApiClient,
    request: { ids: readonly number[] },
    options: MessageCallOptions,
  ): Promise<void>;
}

/**
 * The debug mocks' message calls (POST /api/message/list and /api/message/read, debug envelope): the message box's
 * source in debug mode, and for a server that answers these calls the same way.
 */
export const messageCallsSource: MessageSource = {
  id: 'message-calls',
  list: getMessageList,
  markRead: markMessagesRead,
};

/** The message list of the logged-in user, from `source` (the message calls by default). */
export function messageListQueryOptions(
  scope: ApiScope,
  source: MessageSource = messageCallsSource,
) {
  return queryOptions({
    queryKey: farmQueryKey(scope, 'message-box', 'list', source.id),
    queryFn: ({ signal }) => source.list(scope.client, { signal }),
  });
}

/** What one read call marks: the ids, and which tab's "mark all read" sent it (`null` for a single entry). */
export interface MarkReadVariables {
  ids: readonly number[];
  all: MessageType | 'all' | null;
}

const MARK_READ_KEY = ['message-box', 'read'] as const;

function markedRead(list: Message[] | undefined, ids: readonly number[]): Message[] | undefined {
  return list?.map((message) => (ids.includes(message.id) ? { ...message, status: 1 } : message));
}

/**
 * Marks entries read (only once the server confirmed it, no optimistic flip). A list request still on its
 * way was sent before the read and would bring the entries back as unread, so it is cancelled first. The box shows
 * a failure in place, next to the entries, so the toast of the error policy is left out.
 */
export function useMarkMessagesRead(scope: ApiScope, source: MessageSource = messageCallsSource) {
  const queryClient = useQueryClient();
  const listKey: QueryKey = messageListQueryOptions(scope, source).queryKey;
  return useMutation({
    mutationKey: MARK_READ_KEY,
    meta: { errorToast: false } satisfies PastureMutationMeta,
    mutationFn: async ({ ids }: MarkReadVariables) => {
      await queryClient.cancelQueries({ queryKey: listKey });
      await source.markRead(scope.client, { ids }, {});
    },
    onSuccess: (_answer, { ids }) => {
      queryClient.setQueryData<Message[]>(listKey, (list) => markedRead(list, ids));
    },
  });
}

/** The read calls in flight: every id on its way, and the tabs whose "mark all read" is running. */
export function usePendingReads(): {
  ids: ReadonlySet<number>;
  all: ReadonlySet<MessageType | 'all'>;
} {
  const pending = useMutationState({
    filters: { mutationKey: MARK_READ_KEY, status: 'pending' },
    select: (mutation) => mutation.state.variables as MarkReadVariables | undefined,
  });
  const ids = new Set<number>();
  const all = new Set<MessageType | 'all'>();
  for (const variables of pending) {
    variables?.ids.forEach((id) => ids.add(id));
    if (variables?.all) all.add(variables.all);
  }
  return { ids, all };
}
