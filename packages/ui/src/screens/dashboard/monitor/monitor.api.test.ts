import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoUsers } from '../../../mocks/auth/auth.fixtures';
import {
  collectChatMessage,
  getChatList,
  getStudioList,
  runStudioOperation,
  sendChatMessage,
} from './monitor.api';
import { CHAT_INTERVAL_MS, CHAT_SEED_COUNT, scriptedChatLine, studios } from './monitor.fixtures';
import { server } from '../../../mocks/node';
import { apiRejection, createTestClient } from '../../../testing';
import { MONITOR_MOCK_MESSAGES, monitorScenarios } from './monitor.handlers';

const START = Date.UTC(2026, 10, 22, 5, 0, 0);

afterEach(() => {
  vi.useRealTimers();
});

describe('the chat mock', () => {
  it('opens with its seed and adds one scripted message per interval of the clock, the same on every run', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(START);
    const first = await getChatList(createTestClient());
    expect(first).toHaveLength(CHAT_SEED_COUNT);
    expect(first[0]).toMatchObject({ id: 1, ...scriptedChatLine(0), isCollect: false });

    vi.setSystemTime(START + CHAT_INTERVAL_MS * 3 + 10);
    const later = await getChatList(createTestClient());
    expect(later).toHaveLength(CHAT_SEED_COUNT + 3);
    expect(later.slice(0, CHAT_SEED_COUNT)).toEqual(first);
    expect(later.at(-1)).toMatchObject({
      id: CHAT_SEED_COUNT + 3,
      ...scriptedChatLine(CHAT_SEED_COUNT + 2),
      time: new Date(START + CHAT_INTERVAL_MS * 3).toISOString(),
    });
    // Oldest first, ids growing: what the page's "n new messages" counts on.
    const ids = later.map((message) => message.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  it('in a quiet room, keeps the seed and what the user sent, however much time passes', async () => {
    server.use(...monitorScenarios.quiet);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(START);
    const first = await getChatList(createTestClient());
    expect(first).toHaveLength(CHAT_SEED_COUNT);
    vi.setSystemTime(START + CHAT_INTERVAL_MS * 5);
    const sent = await sendChatMessage(createTestClient(), { content: '出栏了吗？' });
    vi.setSystemTime(START + CHAT_INTERVAL_MS * 10);
    expect(await getChatList(createTestClient())).toEqual([...first, sent]);
  });

  it('appends a sent message as the logged-in user, trimmed, and refuses an empty or too long one', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(START);
    const sent = await sendChatMessage(createTestClient(), { content: '  今天几点出栏？ ' });
    expect(sent).toMatchObject({
      content: '今天几点出栏？',
      username: demoUsers.admin?.userInfo.name,
      isCollect: false,
    });
    expect((await getChatList(createTestClient())).at(-1)).toEqual(sent);

    const empty = await apiRejection(sendChatMessage(createTestClient(), { content: '   ' }));
    expect(empty.message).toBe(MONITOR_MOCK_MESSAGES.contentRequired);
    const long = await apiRejection(
      sendChatMessage(createTestClient(), { content: '挤'.repeat(201) }),
    );
    expect(long.message).toBe(MONITOR_MOCK_MESSAGES.contentTooLong);
  });

  it('keeps a collected message collected in later lists, until it is let go', async () => {
    const [message] = await getChatList(createTestClient());
    if (!message) throw new Error('empty chat');
    expect(
      await collectChatMessage(createTestClient(), { id: message.id, isCollect: true }),
    ).toEqual({
      id: message.id,
      isCollect: true,
    });
    expect((await getChatList(createTestClient()))[0]?.isCollect).toBe(true);
    await collectChatMessage(createTestClient(), { id: message.id, isCollect: false });
    expect((await getChatList(createTestClient()))[0]?.isCollect).toBe(false);

    const unknown = await apiRejection(
      collectChatMessage(createTestClient(), { id: 9999, isCollect: true }),
    );
    expect(unknown.message).toBe(MONITOR_MOCK_MESSAGES.unknownMessage);
  });

  it('refuses writes without a session (the client asks to log in again)', async () => {
    const error = await apiRejection(
      sendChatMessage(createTestClient({ as: null }), { content: '你好' }),
    );
    expect(error.kind).toBe('session');
  });
});

describe('the studios', () => {
  it('lists every studio, with the ones that failed audit marked', async () => {
    const list = await getStudioList(createTestClient());
    expect(list).toHaveLength(studios.length);
    expect(
      list.filter((studio) => studio.auditStatus === 'failed').map((studio) => studio.id),
    ).toEqual(['54e23ade', 'f4a7d2e9']);
  });

  it('runs an operation on a studio, but not on one that failed audit', async () => {
    await expect(
      runStudioOperation(createTestClient(), { studioId: '7b1f09c2', operation: 'switchStream' }),
    ).resolves.toBeNull();
    const locked = await apiRejection(
      runStudioOperation(createTestClient(), { studioId: '54e23ade', operation: 'switchStream' }),
    );
    expect(locked.message).toBe(MONITOR_MOCK_MESSAGES.auditLocked);
  });
});
