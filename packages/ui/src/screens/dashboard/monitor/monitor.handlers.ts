import type { RequestHandler } from 'msw';
import { demoUsers } from '../../../mocks/auth/auth.fixtures';
import { sessionOf, unauthorizedResponse } from '../../../mocks/auth/mockSession';
import { mockLatency } from '../../../mocks/delay';
import {
  mockLocaleOf,
  textsIn,
  type Bilingual,
  mockMessagesInChinese,
} from '../../../mocks/locale';
import type { Locale } from '../../../i18n/locale';
import { defineFeatureMocks } from '../../../mocks/feature';
import { readJsonObject, trimmedText } from '../../../mocks/request';
import { debugFail, debugOk } from '../../../mocks/responses';
import { mockScenarioKit, type MockResolver } from '../../../mocks/readScenarios';
import { mockRoute } from '../../../mocks/route';
import { sessionStore, withRowsAdded } from '../../../mocks/sessionStore';
import { monitorEndpoints as endpoints } from './monitor.endpoints';
import {
  CHAT_INTERVAL_MS,
  CHAT_SEED_COUNT,
  CHAT_WINDOW,
  scriptedChatEntry,
  studios,
  studiosIn,
} from './monitor.fixtures';
import { CHAT_MESSAGE_MAX } from './monitor.schema';
import { isStudioOperation, type ChatItem } from './monitor.types';

/**
 * MSW handlers of the monitor: POST /api/chat/list and the calls of our own:
 * /api/chat/send, /api/chat/collect, /api/monitor/studio/list and /api/monitor/studio/operation.
 *
 * The chat is a live room: from the first list call on, one scripted message arrives every CHAT_INTERVAL_MS of the
 * clock (the script is fixed, so the same moment always holds the same messages — no random source). Sent and
 * collected messages are remembered until `resetMonitorMockState` (between tests and stories) or a page reload.
 */

export const MONITOR_MOCK_MESSAGES = mockMessagesInChinese(
  {
    contentRequired: 'message content is required',
    contentTooLong: `a message is at most ${CHAT_MESSAGE_MAX} characters`,
    unknownMessage: 'unknown chat message',
    invalidCollect: 'isCollect must be true or false',
    unknownStudio: 'unknown studio',
    invalidOperation: 'unknown studio operation',
    auditLocked: 'the studio failed audit; its stream cannot be changed',
    chatError: 'chat service unavailable',
    studioError: 'studio service unavailable',
    sendFailed: 'the message could not be sent',
  } as const,
  {
    contentRequired: '消息内容不能为空',
    contentTooLong: `一条消息最多 ${CHAT_MESSAGE_MAX} 个字符`,
    unknownMessage: '未知的聊天消息',
    invalidCollect: 'isCollect 只能是 true 或 false',
    unknownStudio: '未知的直播间',
    invalidOperation: '未知的直播间操作',
    auditLocked: '该直播间审核未通过，不能更改其直播流',
    chatError: '聊天服务暂不可用',
    studioError: '直播间服务暂不可用',
    sendFailed: '消息未能发送',
  },
);

interface ChatRoom {
  /** When the chat was first asked for (ms); scripted messages are due from then on. */
  readonly openedAt: number;
  /** Scripted messages added so far (the seed included). */
  readonly scripted: number;
  /** Whether scripted messages keep arriving after the seed (false in the `quiet` scenario). */
  readonly live: boolean;
  readonly nextId: number;
  /** The last CHAT_WINDOW messages. Scripted ones carry both languages; what people sent stays as they typed it. */
  readonly messages: readonly Bilingual<ChatItem>[];
  /** The ids of the collected messages. */
  readonly collected: ReadonlySet<number>;
}

/** The chat of the session, opened on first use; in the page's memory (a reload starts a new room). */
const store = sessionStore<ChatRoom | null>({ initial: () => null });

/** Forgets the chat (sent and collected messages, the clock it started at). */
export function resetMonitorMockState(): void {
  store.reset();
}

/** The room with `message` said in it (the oldest past CHAT_WINDOW gone), and the message as kept. */
function said(
  room: ChatRoom,
  message: Bilingual<Omit<ChatItem, 'id' | 'isCollect'>>,
): { room: ChatRoom; item: Bilingual<ChatItem> } {
  const item = { ...message, id: room.nextId, isCollect: false };
  const messages = withRowsAdded(room.messages, [item], { at: 'end', cap: CHAT_WINDOW });
  return { room: { ...room, nextId: room.nextId + 1, messages }, item };
}

/** A room opened at `now` with its seed, the seed's messages dated as if they had come before. */
function opened(now: number, live: boolean): ChatRoom {
  let room: ChatRoom = {
    openedAt: now,
    scripted: CHAT_SEED_COUNT,
    live,
    nextId: 1,
    messages: [],
    collected: new Set(),
  };
  for (let index = 0; index < CHAT_SEED_COUNT; index += 1) {
    ({ room } = said(room, {
      ...scriptedChatEntry(index),
      time: new Date(now - (CHAT_SEED_COUNT - index) * CHAT_INTERVAL_MS).toISOString(),
    }));
  }
  return room;
}

/**
 * The chat as it stands at `now`: opened on first use with its seed, then every due scripted message added while
 * the room is live. Whether it is live is decided by the call that opens it.
 */
function chatAt(now: number, { live = true }: { live?: boolean } = {}): ChatRoom {
  let room = store.get() ?? opened(now, live);
  const due = room.live
    ? CHAT_SEED_COUNT + Math.floor((now - room.openedAt) / CHAT_INTERVAL_MS)
    : CHAT_SEED_COUNT;
  while (room.scripted < due) {
    const arrivedAt = room.openedAt + (room.scripted - CHAT_SEED_COUNT + 1) * CHAT_INTERVAL_MS;
    ({ room } = said(room, {
      ...scriptedChatEntry(room.scripted),
      time: new Date(arrivedAt).toISOString(),
    }));
    room = { ...room, scripted: room.scripted + 1 };
  }
  const current = room;
  store.update(() => current);
  return current;
}

function listOf(target: ChatRoom, locale: Locale): ChatItem[] {
  return textsIn<ChatItem[]>(target.messages, locale).map((message) => ({
    ...message,
    isCollect: target.collected.has(message.id),
  }));
}

/** The chat list call; `live: false` opens the room without arrivals (the `quiet` scenario's, below). */
const chatListIn =
  ({ live }: { live: boolean }): MockResolver =>
  async ({ request }) => {
    await mockLatency();
    return debugOk(listOf(chatAt(Date.now(), { live }), mockLocaleOf(request)));
  };

const resolvers = {
  chatList: chatListIn({ live: true }),
  // Admin calls: mockRoute has refused a request without an admin session (mocks/access.ts).
  chatSend: async ({ request }) => {
    await mockLatency();
    const session = sessionOf(request);
    if (!session) return unauthorizedResponse();
    const body = await readJsonObject(request);
    const content = trimmedText(body.content);
    if (!content) return debugFail(MONITOR_MOCK_MESSAGES.contentRequired);
    if (content.length > CHAT_MESSAGE_MAX) return debugFail(MONITOR_MOCK_MESSAGES.contentTooLong);
    const now = Date.now();
    const { room, item } = said(chatAt(now), {
      username: demoUsers[session.username]?.userInfo.name ?? session.username,
      content,
      time: new Date(now).toISOString(),
    });
    store.update(() => room);
    return debugOk(textsIn<ChatItem>(item, mockLocaleOf(request)));
  },
  chatCollect: async ({ request }) => {
    await mockLatency();
    const { id, isCollect } = await readJsonObject(request);
    if (typeof isCollect !== 'boolean') return debugFail(MONITOR_MOCK_MESSAGES.invalidCollect);
    const room = chatAt(Date.now());
    if (typeof id !== 'number' || !room.messages.some((message) => message.id === id)) {
      return debugFail(MONITOR_MOCK_MESSAGES.unknownMessage);
    }
    const collected = new Set(room.collected);
    if (isCollect) collected.add(id);
    else collected.delete(id);
    store.update(() => ({ ...room, collected }));
    return debugOk({ id, isCollect });
  },
  monitorStudioList: async ({ request }) => {
    await mockLatency();
    return debugOk(studiosIn(mockLocaleOf(request)));
  },
  monitorStudioOperation: async ({ request }) => {
    await mockLatency();
    const { studioId, operation } = await readJsonObject(request);
    const studio = studios.find((candidate) => candidate.id === studioId);
    if (!studio) return debugFail(MONITOR_MOCK_MESSAGES.unknownStudio);
    if (!isStudioOperation(operation)) return debugFail(MONITOR_MOCK_MESSAGES.invalidOperation);
    if (studio.auditStatus === 'failed') return debugFail(MONITOR_MOCK_MESSAGES.auditLocked);
    return debugOk(null);
  },
} satisfies Record<string, MockResolver>;

const kit = mockScenarioKit(resolvers);
type MonitorEndpointName = (typeof kit.names)[number];
const { answering } = kit;

/** The happy-path handlers of the monitor. */
export const monitorHandlers: RequestHandler[] = kit.handlers;

const reads: readonly MonitorEndpointName[] = ['chatList', 'monitorStudioList'];

/** The chat list of a room where nobody but the user speaks: it opens with the seed and nothing arrives after it. */
const quietChatList = mockRoute(endpoints.chatList, chatListIn({ live: false }));

/**
 * The scenario names of the monitor's mocks (`monitorScenarios`): no studios and a silent chat, both reads failing
 * (50000), taking 3 s or answering HTTP 401, only the chat failing, a quiet room, and sending refused.
 */
export type MonitorScenarioName =
  'empty' | 'error' | 'slow' | 'unauthorized' | 'chatError' | 'quiet' | 'sendError';

/**
 * Complete handler lists for `parameters.msw.handlers.monitor` (stories) or `server.use(...)` (tests): the
 * scenario's handlers first, then the normal ones.
 */
export const monitorScenarios: Readonly<Record<MonitorScenarioName, RequestHandler[]>> = {
  /** No studios, and a chat where nobody says anything. */
  empty: answering(reads, () => debugOk([])),
  /** Both reads answer the debug failure code 50000. */
  error: answering(reads, (name) =>
    debugFail(
      name === 'chatList' ? MONITOR_MOCK_MESSAGES.chatError : MONITOR_MOCK_MESSAGES.studioError,
    ),
  ),
  /** Only the chat fails; the studio blocks load. */
  chatError: answering(['chatList'], () => debugFail(MONITOR_MOCK_MESSAGES.chatError)),
  /** Every read takes 3 s, to show the loading skeletons. */
  slow: kit.slowly(reads),
  /** Every call answers HTTP 401: the client asks the user to log in again. */
  unauthorized: answering(kit.names, () => unauthorizedResponse()),
  /**
   * A quiet room: the chat opens with its seed and nobody but the user says anything after it, so what the chat
   * shows does not depend on how long the page has been open (sending, collecting, a screenshot after either).
   */
  quiet: [quietChatList, ...kit.handlers],
  /** Sending is refused (the error policy toasts the message; the typed text stays), in a quiet room. */
  sendError: [
    quietChatList,
    ...answering(['chatSend'], () => debugFail(MONITOR_MOCK_MESSAGES.sendFailed)),
  ],
};

export const monitorMocks = defineFeatureMocks({
  name: 'monitor',
  handlers: monitorHandlers,
  scenarios: monitorScenarios,
  reset: resetMonitorMockState,
});
