import {
  delay,
  HttpResponse,
  type DefaultBodyType,
  type HttpResponseResolver,
  type PathParams,
  type RequestHandler,
} from 'msw';
import { messageBoxEndpoints as endpoints } from './messageBox.endpoints';
import { ResponseCode } from '../../constants';
import { mockLatency } from '../../mocks/delay';
import { debugFail, debugOk } from '../../mocks/responses';
import { mockRoute } from '../../mocks/route';
import { mockLocaleOf, mockMessagesInChinese } from '../../mocks/locale';
import { buildMessages, messageFixtures, messageFixturesIn } from './messageBox.fixtures';
import type { Message } from './messageBox.types';
import { defineFeatureMocks } from '../../mocks/feature';

/**
 * MSW handlers of the message box's debug calls: POST /api/message/list and POST /api/message/read
 * `{ ids }`. Stateful like the template's mock: an id sent to the read call answers `status: 1` from then on.
 * Imports only endpoints, fixtures and mock helpers, so the worker bundle stays small.
 */

export const MESSAGE_MOCK_MESSAGES = mockMessagesInChinese(
  {
    invalidIds: 'ids must be an array of message ids',
    unknownId: 'unknown message id',
    listFailed: 'message service unavailable',
    readFailed: 'marking messages read failed',
    unauthorized: 'Unauthorized',
    tokenExpired: 'Token expired',
  } as const,
  {
    invalidIds: 'ids 必须是消息 id 的数组',
    unknownId: '未知的消息 id',
    listFailed: '消息服务暂不可用',
    readFailed: '标记已读失败',
  },
);

type Resolver = HttpResponseResolver<PathParams, DefaultBodyType, DefaultBodyType>;

// Ids the read call has marked read. Lost on a page reload in the browser demo (the fixtures' own status then
// shows again); `resetMessageMockState` clears it between tests and stories.
const readIds = new Set<number>();

/** Forgets which messages were marked read (call between tests and stories). */
export function resetMessageMockState(): void {
  readIds.clear();
}

/** The messages in the request's language, with what the read call changed. */
function currentMessages(request: Request): Message[] {
  return messageFixturesIn(mockLocaleOf(request)).map((message) => ({
    ...message,
    status: readIds.has(message.id) ? 1 : message.status,
  }));
}

/** The `ids` of a read call's body, or `null` when the body is not `{ ids: number[] }`. */
async function readIdsOf(request: Request): Promise<number[] | null> {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return null;
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const ids: unknown = (body as { ids?: unknown }).ids;
  if (!Array.isArray(ids) || !ids.every((id) => Number.isInteger(id))) return null;
  return ids as number[];
}

const resolvers = {
  messageList: async ({ request }) => {
    await mockLatency();
    return debugOk(currentMessages(request));
  },
  messageRead: async ({ request }) => {
    await mockLatency();
    const ids = await readIdsOf(request);
    if (ids === null) return debugFail(MESSAGE_MOCK_MESSAGES.invalidIds);
    const known = new Set(messageFixtures.map((message) => message.id));
    if (ids.some((id) => !known.has(id))) return debugFail(MESSAGE_MOCK_MESSAGES.unknownId);
    for (const id of ids) readIds.add(id);
    return debugOk(true);
  },
} satisfies Record<string, Resolver>;

/** The happy-path handlers of the message box. */
export const messageHandlers: RequestHandler[] = [
  mockRoute(endpoints.messageList, resolvers.messageList),
  mockRoute(endpoints.messageRead, resolvers.messageRead),
];

const SLOW_MS = 3_000;

/**
 * The scenario names of the message box's mocks (`messageScenarios`): no messages, all read, the list failing
 * (50000, connection reset, logout code 50014, HTTP 401), the read calls failing, and a 3 s list.
 */
export type MessageScenarioName =
  | 'empty'
  | 'allRead'
  | 'serverError'
  | 'readFails'
  | 'networkError'
  | 'slow'
  | 'unauthorized'
  | 'tokenExpired';

/**
 * Complete handler lists for `parameters.msw.handlers.messageBox` (stories) or `server.use(...)` (tests): the
 * scenario's handlers first, then the normal ones.
 */
export const messageScenarios: Readonly<Record<MessageScenarioName, RequestHandler[]>> = {
  /** No messages at all. */
  empty: [
    mockRoute(endpoints.messageList, async () => {
      await mockLatency();
      return debugOk([]);
    }),
    ...messageHandlers,
  ],
  /** All six entries are already read: no badge. */
  allRead: [
    mockRoute(endpoints.messageList, async ({ request }) => {
      await mockLatency();
      return debugOk(buildMessages({ status: 1 }, mockLocaleOf(request)));
    }),
    ...messageHandlers,
  ],
  /** The list call answers the debug failure code 50000. */
  serverError: [
    mockRoute(endpoints.messageList, async () => {
      await mockLatency();
      return debugFail(MESSAGE_MOCK_MESSAGES.listFailed);
    }),
    ...messageHandlers,
  ],
  /** The list loads; every read call answers 50000 and changes nothing. */
  readFails: [
    mockRoute(endpoints.messageRead, async () => {
      await mockLatency();
      return debugFail(MESSAGE_MOCK_MESSAGES.readFailed);
    }),
    ...messageHandlers,
  ],
  /** The list call answers the debug logout code 50014 (token expired): the user is asked to log in again. */
  tokenExpired: [
    mockRoute(endpoints.messageList, async () => {
      await mockLatency();
      return debugFail(MESSAGE_MOCK_MESSAGES.tokenExpired, ResponseCode.tokenExpired);
    }),
    ...messageHandlers,
  ],
  /** The list call gets no answer (connection reset). */
  networkError: [
    mockRoute(endpoints.messageList, async () => {
      await mockLatency();
      return HttpResponse.error();
    }),
    ...messageHandlers,
  ],
  /** The list call takes 3 s, to show the loading state. */
  slow: [
    mockRoute(endpoints.messageList, async ({ request }) => {
      await delay(SLOW_MS);
      return debugOk(currentMessages(request));
    }),
    ...messageHandlers,
  ],
  /** Both calls answer HTTP 401: the client asks the user to log in again. */
  unauthorized: [
    ...[endpoints.messageList, endpoints.messageRead].map((endpoint) =>
      mockRoute(endpoint, async () => {
        await mockLatency();
        return HttpResponse.json(
          { code: 401, msg: MESSAGE_MOCK_MESSAGES.unauthorized, data: null, status: 'fail' },
          { status: 401 },
        );
      }),
    ),
    ...messageHandlers,
  ],
};

export const messageBoxMocks = defineFeatureMocks({
  name: 'messageBox',
  handlers: messageHandlers,
  scenarios: messageScenarios,
  reset: resetMessageMockState,
});
