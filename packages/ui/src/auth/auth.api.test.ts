import md5 from 'md5';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../api/client';
import { isApiError, type ApiError } from '../api/errors';
import { demoAccounts, demoServerMenu } from '../mocks/auth/auth.fixtures';
import { resetAuthMockState } from '../mocks/auth/auth.handlers';
import { issueDemoToken, readDemoToken } from '../mocks/auth/demoToken';
import { server } from '../mocks/node';
import {
  changeFarm,
  debugLogin,
  debugLogout,
  getDebugUserInfo,
  getFarmList,
  getIdentifyingCode,
  getServerMenu,
  getTokenByClientTypeId,
  getUserByToken,
  hashPassword,
  mobileLogin,
  resetPassword,
  verificationMobile,
} from './auth.api';

const [admin, operator] = demoAccounts;
if (!admin || !operator) throw new Error('The auth fixtures need two demo accounts.');

function setup({ debug = false, token = null as string | null } = {}) {
  let current = token;
  const onSessionExpired = vi.fn();
  const client = createApiClient({
    debug,
    getToken: () => current,
    onSessionExpired,
  });
  return {
    client,
    onSessionExpired,
    setToken(next: string | null) {
      current = next;
    },
  };
}

/** Records what the client sent to `path`, then lets the normal handler answer. */
function recordRequests(method: 'get' | 'post', path: string) {
  const seen: { body: unknown; headers: Headers; url: string }[] = [];
  server.use(
    http[method](`*${path}`, async ({ request }) => {
      const text = await request.clone().text();
      seen.push({
        body: text ? JSON.parse(text) : undefined,
        headers: request.headers,
        url: request.url,
      });
    }),
  );
  return seen;
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (isApiError(error)) return error;
    throw error;
  }
  throw new Error('Expected the call to reject');
}

async function loginAs(account: { mobile: string; password: string }) {
  const context = setup();
  const { token } = await mobileLogin(context.client, account);
  context.setToken(token);
  return { ...context, token };
}

afterEach(() => resetAuthMockState());

describe('hashPassword', () => {
  it('hashes with md5 and leaves an empty password empty', () => {
    expect(hashPassword('Admin123')).toBe(md5('Admin123'));
    expect(hashPassword('Admin123')).toMatch(/^[0-9a-f]{32}$/);
    expect(hashPassword('')).toBe('');
  });
});

describe('mobileLogin', () => {
  it('sends Mobile, the md5 Pwd and the CK client ids, and returns the token', async () => {
    const seen = recordRequests('post', '/api/Login/MobileLogin');
    const { client } = setup();
    const { token } = await mobileLogin(client, { mobile: admin.mobile, password: admin.password });
    expect(seen[0]?.body).toEqual({
      Mobile: admin.mobile,
      Pwd: md5(admin.password),
      clientTypeId: 1,
      clientId: 1,
    });
    expect(readDemoToken(token)).toEqual({ username: 'admin', farmId: 1001, clientTypeId: 1 });
  });

  it('sends the ids of another client variant', async () => {
    const seen = recordRequests('post', '/api/Login/MobileLogin');
    const { client } = setup();
    await mobileLogin(client, {
      mobile: admin.mobile,
      password: admin.password,
      variant: { clientType: 'XY', clientTypeId: 3, clientId: 7 },
    });
    expect(seen[0]?.body).toMatchObject({ clientTypeId: 3, clientId: 7 });
  });

  it('rejects a wrong password with the server message', async () => {
    const { client } = setup();
    const error = await rejection(
      mobileLogin(client, { mobile: admin.mobile, password: 'Wrong123' }),
    );
    expect(error).toMatchObject({
      kind: 'business',
      message: 'Incorrect mobile number or password',
    });
  });
});

describe('password reset', () => {
  it('texts a code to a registered number only', async () => {
    const seen = recordRequests('post', '/api/Login/GetIdentifyingCode');
    const { client } = setup();
    await expect(getIdentifyingCode(client, { mobile: operator.mobile })).resolves.toBeUndefined();
    expect(seen[0]?.body).toEqual({ Mobile: operator.mobile });
    const error = await rejection(getIdentifyingCode(client, { mobile: '13900000000' }));
    expect(error.message).toBe('This mobile number is not registered');
  });

  it('rejects a wrong verification code', async () => {
    const { client } = setup();
    const error = await rejection(
      verificationMobile(client, { mobile: operator.mobile, identifyingCode: '000000' }),
    );
    expect(error).toMatchObject({
      kind: 'business',
      message: 'The verification code is incorrect',
    });
  });

  it('verifies, then sets the md5 of the new password, which then logs in', async () => {
    const verifySeen = recordRequests('post', '/api/Login/VerificationMobile');
    const resetSeen = recordRequests('post', '/api/Login/ResetPwd');
    const { client } = setup();
    await verificationMobile(client, { mobile: operator.mobile, identifyingCode: '123456' });
    await resetPassword(client, { mobile: operator.mobile, password: 'NewPass9' });
    expect(verifySeen[0]?.body).toEqual({ Mobile: operator.mobile, IdentifyingCode: '123456' });
    expect(resetSeen[0]?.body).toEqual({ Mobile: operator.mobile, Pwd: md5('NewPass9') });
    await expect(
      mobileLogin(client, { mobile: operator.mobile, password: 'NewPass9' }),
    ).resolves.toHaveProperty('token');
    await rejection(mobileLogin(client, { mobile: operator.mobile, password: operator.password }));
  });

  it('refuses a reset without a verification first', async () => {
    const { client } = setup();
    const error = await rejection(
      resetPassword(client, { mobile: operator.mobile, password: 'NewPass9' }),
    );
    expect(error.message).toBe('Please verify the mobile number first');
  });
});

describe('getUserByToken', () => {
  it('returns userInfo and the farm of the token', async () => {
    const { client } = await loginAs(admin);
    const answer = await getUserByToken(client);
    expect(answer).toMatchObject({
      userInfo: { UserTrueName: '张牧远', UserId: 10001, datasource_id: 1 },
      FarmId: 1001,
      FarmCode: 'NM-HHHT-001',
      FarmName: '呼和浩特奶牛示范牧场',
    });
    expect(answer.userInfo.avatar).toMatch(/^data:image\/svg\+xml,/);
  });

  it('rejects as an ended session on HTTP 401 without asking to log in again (the caller goes to login)', async () => {
    const { client, onSessionExpired } = setup({ token: 'demo.admin.1001.1.forged' });
    const error = await rejection(getUserByToken(client));
    expect(error).toMatchObject({ kind: 'session', status: 401 });
    expect(onSessionExpired).not.toHaveBeenCalled();
  });
});

describe('farms', () => {
  it("lists the account's farms", async () => {
    const adminSession = await loginAs(admin);
    const operatorSession = await loginAs(operator);
    expect((await getFarmList(adminSession.client)).map((farm) => farm.FarmId)).toEqual([
      1001, 1002, 1003, 1004,
    ]);
    expect(await getFarmList(operatorSession.client)).toEqual([
      { FarmId: 1001, FarmCode: 'NM-HHHT-001', FarmName: '呼和浩特奶牛示范牧场' },
      { FarmId: 1003, FarmCode: 'NX-YC-003', FarmName: '宁夏银川生态奶源基地' },
    ]);
  });

  it('switches farm with a new token that the server then knows', async () => {
    const seen = recordRequests('post', '/api/Login/ChangeFarmId');
    const session = await loginAs(admin);
    const result = await changeFarm(session.client, { farmId: 1004 });
    expect(seen[0]?.body).toEqual({ FarmId: 1004 });
    expect(result.farm).toEqual({
      farmCode: 'HLJ-QQHR-004',
      farmId: 1004,
      farmName: '齐齐哈尔现代化牧场',
    });
    expect(readDemoToken(result.token)?.farmId).toBe(1004);
    session.setToken(result.token);
    expect((await getUserByToken(session.client)).FarmId).toBe(1004);
  });

  it('refuses a farm the account may not enter', async () => {
    const session = await loginAs(operator);
    const error = await rejection(changeFarm(session.client, { farmId: 1002 }));
    expect(error).toMatchObject({ kind: 'business', message: 'You have no access to this farm' });
  });
});

describe('getTokenByClientTypeId', () => {
  it('sends the client type in the query and returns a token for it', async () => {
    const seen = recordRequests('get', '/api/Login/GetTokenByClientTypeId');
    const session = await loginAs(admin);
    const { token } = await getTokenByClientTypeId(session.client, { clientTypeId: 2 });
    expect(new URL(seen[0]?.url ?? '').searchParams.get('clientTypeId')).toBe('2');
    expect(readDemoToken(token)).toEqual({ username: 'admin', farmId: 1001, clientTypeId: 2 });
  });
});

describe('getServerMenu', () => {
  it.each([false, true])(
    'returns the menu tree without sending a token (debug %s)',
    async (debug) => {
      const seen = recordRequests('post', '/api/user/menu');
      const { client } = setup({ debug, token: 'any' });
      await expect(getServerMenu(client)).resolves.toEqual(demoServerMenu);
      expect(seen[0]?.headers.has('Token')).toBe(false);
      expect(seen[0]?.headers.has('Authorization')).toBe(false);
    },
  );
});

describe('debug calls', () => {
  it('logs in with the md5 password and returns the token', async () => {
    const seen = recordRequests('post', '/api/user/login');
    const { client } = setup({ debug: true });
    const { token } = await debugLogin(client, {
      mobile: operator.mobile,
      password: operator.password,
    });
    expect(seen[0]?.body).toEqual({ mobile: operator.mobile, password: md5(operator.password) });
    expect(readDemoToken(token)?.username).toBe('operator');
  });

  it.each([
    [{ mobile: '', password: 'Admin123' }, 'mobile number empty'],
    [{ mobile: '13800000001', password: '' }, 'password empty'],
    [{ mobile: '13800000001', password: 'User1234' }, 'wrong account or password'],
    [{ mobile: '13900000000', password: 'Admin123' }, 'wrong account or password'],
  ])('rejects %j with %s (code 50000)', async (credentials, message) => {
    const { client } = setup({ debug: true });
    const error = await rejection(debugLogin(client, credentials));
    expect(error).toMatchObject({ kind: 'business', code: 50000, message });
  });

  it.each([
    [admin, 'admin'],
    [operator, 'user'],
  ] as const)('user info of %s carries the role %s', async (account, role) => {
    const context = setup({ debug: true });
    const { token } = await debugLogin(context.client, account);
    context.setToken(token);
    await expect(getDebugUserInfo(context.client)).resolves.toMatchObject({
      name: account.name,
      role,
    });
  });

  it("answers 50008 'not logged in' without a token and does not ask to log in again", async () => {
    const { client, onSessionExpired } = setup({ debug: true });
    const error = await rejection(getDebugUserInfo(client));
    expect(error).toMatchObject({ kind: 'business', code: 50008, message: 'not logged in' });
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('logs out', async () => {
    const seen = recordRequests('post', '/api/user/logout');
    const token = issueDemoToken({ username: 'admin', farmId: 1001, clientTypeId: 1 });
    const { client } = setup({ debug: true, token });
    await expect(debugLogout(client)).resolves.toBeUndefined();
    expect(seen).toHaveLength(1);
  });

  it('sends the logout with the token it ends: without one the server answers 50008, said to nobody', async () => {
    const { client, onSessionExpired } = setup({ debug: true });
    const error = await rejection(debugLogout(client));
    expect(error).toMatchObject({ kind: 'business', code: 50008 });
    expect(onSessionExpired).not.toHaveBeenCalled();
  });
});
