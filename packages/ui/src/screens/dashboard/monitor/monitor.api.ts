import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../api/client';
import { monitorEndpoints as endpoints } from './monitor.endpoints';
import { farmQueryKey, useApiScope, type ApiScope } from '../../../data/apiScope';
import { CHAT_POLL_INTERVAL_MS } from './monitor.constants';
import type {
  ChatCollectRequest,
  ChatItem,
  ChatSendRequest,
  Studio,
  StudioOperationRequest,
} from './monitor.types';

/** Options shared by the monitor's calls. */
export interface MonitorCallOptions {
  /** Cancels the request (a block that unmounts or refetches). */
  signal?: AbortSignal;
}

/** POST /api/chat/list: the latest messages of the studio chat, oldest first (debug envelope). */
export function getChatList(
  client: ApiClient,
  options: MonitorCallOptions = {},
): Promise<ChatItem[]> {
  return client.request<ChatItem[]>({
    ...endpoints.chatList,
    envelope: 'debug',
    signal: options.signal,
  });
}

/** POST /api/chat/send `{ content }` (ours): appends a message as the session's user. */
export function sendChatMessage(client: ApiClient, request: ChatSendRequest): Promise<ChatItem> {
  return client.request<ChatItem>({ ...endpoints.chatSend, body: request, envelope: 'debug' });
}

/** POST /api/chat/collect `{ id, isCollect }` (ours): collects a message or lets it go. */
export function collectChatMessage(
  client: ApiClient,
  request: ChatCollectRequest,
): Promise<ChatCollectRequest> {
  return client.request<ChatCollectRequest>({
    ...endpoints.chatCollect,
    body: request,
    envelope: 'debug',
  });
}

/** GET /api/monitor/studio/list (ours): every studio with its status. */
export function getStudioList(
  client: ApiClient,
  options: MonitorCallOptions = {},
): Promise<Studio[]> {
  return client.request<Studio[]>({
    ...endpoints.monitorStudioList,
    envelope: 'debug',
    signal: options.signal,
  });
}

/** POST /api/monitor/studio/operation `{ studioId, operation }` (ours). */
export function runStudioOperation(
  client: ApiClient,
  request: StudioOperationRequest,
): Promise<null> {
  return client.request<null>({
    ...endpoints.monitorStudioOperation,
    body: request,
    envelope: 'debug',
  });
}

/**
 * The studio chat, polled while a component shows it. Every answer is fresh at once, so a page that comes back
 * from the background asks straight away and then polls again.
 */
export function chatListQueryOptions(scope: ApiScope) {
  return queryOptions({
    queryKey: farmQueryKey(scope, 'monitor', 'chat'),
    queryFn: ({ signal }) => getChatList(scope.client, { signal }),
    refetchInterval: CHAT_POLL_INTERVAL_MS,
    refetchIntervalInBackground: false,
    staleTime: 0,
  });
}

export function studioListQueryOptions(scope: ApiScope) {
  return queryOptions({
    queryKey: farmQueryKey(scope, 'monitor', 'studios'),
    queryFn: ({ signal }) => getStudioList(scope.client, { signal }),
  });
}

/** Sends a chat message; on success the message is in the cached chat at once (the next poll brings it too). */
export function useSendChatMessage() {
  const scope = useApiScope();
  const queryClient = useQueryClient();
  const { queryKey } = chatListQueryOptions(scope);
  return useMutation({
    mutationFn: (request: ChatSendRequest) => sendChatMessage(scope.client, request),
    onSuccess: async (message) => {
      // A poll that left before the write would bring the chat without it: drop it, the next tick asks again.
      await queryClient.cancelQueries({ queryKey });
      queryClient.setQueryData(queryKey, (messages) =>
        messages && !messages.some((known) => known.id === message.id)
          ? [...messages, message]
          : messages,
      );
    },
  });
}

/** Collects a message or lets it go; the star changes when the server has it (no optimistic flip, §10.3). */
export function useCollectChatMessage() {
  const scope = useApiScope();
  const queryClient = useQueryClient();
  const { queryKey } = chatListQueryOptions(scope);
  return useMutation({
    mutationKey: ['monitor', 'chat', 'collect'],
    mutationFn: (request: ChatCollectRequest) => collectChatMessage(scope.client, request),
    onSuccess: async ({ id, isCollect }) => {
      await queryClient.cancelQueries({ queryKey });
      queryClient.setQueryData(queryKey, (messages) =>
        messages?.map((message) => (message.id === id ? { ...message, isCollect } : message)),
      );
    },
  });
}

/** Runs a quick operation on a studio; a refusal is toasted by the error policy. */
export function useStudioOperation() {
  const { client } = useApiScope();
  return useMutation({
    mutationFn: (request: StudioOperationRequest) => runStudioOperation(client, request),
  });
}
