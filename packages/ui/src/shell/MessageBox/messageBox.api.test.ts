import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../api/client';
import { endpoints } from '../../endpoints';
import { isApiError } from '../../api/errors';
import { MockLimits, ResponseCode } from '../../constants';
import { server } from '../../mocks/node';
import { getMessageList, markMessagesRead } from './messageBox.api';
import { messageFixtures } from './messageBox.fixtures';
import {
  MESSAGE_MOCK_MESSAGES,
  messageScenarios,
  resetMessageMockState,
} from './messageBox.handlers';
import { countUnread } from './messageBox.types';
import { issueDemoToken } from '../../mocks/auth/demoToken';

// Every call but login, forgot-password and the menu needs a session (mocks/access.ts).
const adminToken = issueDemoToken({ username: 'admin', farmId: 1001, clientTypeId: 1 });

function setup(language?: string) {
  const onSessionExpired = vi.fn();
  const client = createApiClient({
    debug: true,
    getToken: () => adminToken,
    onSessionExpired,
    language: () => language,
  });
  return { client, onSessionExpired };
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: unknown) => error,
  );
}

afterEach(() => {
  server.resetHandlers();
});

describe('message calls', () => {
  it('loads exactly six messages of the contract shape', async () => {
    const { client } = setup();
    const list = await getMessageList(client);
    expect(list).toHaveLength(MockLimits.messageCount);
    expect(list[0]).toEqual({
      id: 1,
      type: 'message',
      title: '郑曦月',
      subTitle: '的私信',
      avatar: '',
      content: '三号牛舍的饲喂计划审批请求已发送，请查收',
      time: expect.stringMatching(/^\d{4}-\d{2}-\d{2} 12:30:01$/),
      status: 0,
    });
    expect(list.filter((message) => message.type === 'message')).toHaveLength(3);
    expect(list.filter((message) => message.messageType !== undefined).map((m) => m.type)).toEqual([
      'notice',
      'notice',
      'todo',
    ]);
    expect(countUnread(list)).toEqual({ message: 2, notice: 1, todo: 1 });
  });

  it('answers its texts in the language the client asks for; names stay names', async () => {
    const [english] = await getMessageList(setup('en-US').client);
    expect(english).toMatchObject({ title: '郑曦月', subTitle: 'sent you a message' });
    expect(english?.content).toMatch(/^The approval request/);
    const [chinese] = await getMessageList(setup('zh-CN').client);
    expect(chinese).toMatchObject({ title: '郑曦月', subTitle: '的私信' });
  });

  it('uses POST on both paths', () => {
    expect(endpoints.messageList).toMatchObject({ method: 'POST', path: '/api/message/list' });
    expect(endpoints.messageRead).toMatchObject({ method: 'POST', path: '/api/message/read' });
  });

  it('turns the sent ids read, and only those', async () => {
    const { client } = setup();
    await markMessagesRead(client, { ids: [1, 4] });
    const list = await getMessageList(client);
    expect(list.filter((message) => message.status === 0).map((message) => message.id)).toEqual([
      2, 6,
    ]);
    // Already read entries stay read.
    expect(list.find((message) => message.id === 3)?.status).toBe(1);
  });

  it('starts from the fixtures again after a reset', async () => {
    const { client } = setup();
    await markMessagesRead(client, { ids: [1, 2, 6] });
    resetMessageMockState();
    const list = await getMessageList(client);
    expect(list.map((message) => message.status)).toEqual(
      messageFixtures.map((message) => message.status),
    );
  });

  it('answers a debug failure for a body that is not { ids: number[] }', async () => {
    const { client } = setup();
    for (const body of [{ ids: 'all' }, { ids: [1, 'x'] }, {}, [1, 2]]) {
      const error = await rejection(
        client.request({ ...endpoints.messageRead, body, envelope: 'debug' }),
      );
      expect(error).toMatchObject({
        kind: 'business',
        code: ResponseCode.failure,
        message: MESSAGE_MOCK_MESSAGES.invalidIds,
      });
    }
    const list = await getMessageList(client);
    expect(countUnread(list)).toEqual({ message: 2, notice: 1, todo: 1 });
  });

  it('refuses unknown ids and changes nothing', async () => {
    const { client } = setup();
    const error = await rejection(markMessagesRead(client, { ids: [1, 99] }));
    expect(error).toMatchObject({ message: MESSAGE_MOCK_MESSAGES.unknownId });
    expect((await getMessageList(client)).find((message) => message.id === 1)?.status).toBe(0);
  });

  it('rejects with the server message when the list fails (the box shows it inline)', async () => {
    server.use(...messageScenarios.serverError);
    const { client } = setup();
    const error = await rejection(getMessageList(client));
    expect(isApiError(error)).toBe(true);
    expect(error).toMatchObject({
      kind: 'business',
      code: ResponseCode.failure,
      message: MESSAGE_MOCK_MESSAGES.listFailed,
    });
  });

  it('keeps entries unread when the read call fails', async () => {
    server.use(...messageScenarios.readFails);
    const { client } = setup();
    const error = await rejection(markMessagesRead(client, { ids: [1] }));
    expect(error).toMatchObject({ message: MESSAGE_MOCK_MESSAGES.readFailed });
    expect((await getMessageList(client)).find((message) => message.id === 1)?.status).toBe(0);
  });

  it('serves the empty, all-read and network-error scenarios', async () => {
    const { client } = setup();
    server.use(...messageScenarios.empty);
    await expect(getMessageList(client)).resolves.toEqual([]);
    server.resetHandlers();
    server.use(...messageScenarios.allRead);
    const allRead = await getMessageList(client);
    expect(allRead).toHaveLength(6);
    expect(allRead.every((message) => message.status === 1)).toBe(true);
    server.resetHandlers();
    server.use(...messageScenarios.networkError);
    await expect(getMessageList(client)).rejects.toMatchObject({ kind: 'network' });
  });

  it('asks to log in again on HTTP 401', async () => {
    server.use(...messageScenarios.unauthorized);
    const { client, onSessionExpired } = setup();
    await expect(getMessageList(client)).rejects.toMatchObject({ kind: 'session', status: 401 });
    expect(onSessionExpired).toHaveBeenCalledWith(expect.objectContaining({ reason: 'http401' }));
  });
});
