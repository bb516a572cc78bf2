import md5 from 'md5';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient, type ApiRequest } from '../../api/client';
import { coreEndpoints as endpoints } from '../../api/endpoints';
import { isApiError, type ApiError } from '../../api/errors';
import { handlers, handlersByFeature } from '../handlers';
import { server } from '../node';
import { DEMO_VERIFICATION_CODE, demoAccounts, demoFarms, demoUsers } from './auth.fixtures';
import { authHandlers, authScenarios, resetAuthMockState } from './auth.handlers';
import { issueDemoToken } from './demoToken';

const [admin, operator] = demoAccounts;
if (!admin || !operator) throw new Error('The auth fixtures need two demo accounts.');
const adminToken = issueDemoToken({ username: 'admin', farmId: 1001, clientTypeId: 1 });

function setup({ token = null as string | null, debug = false } = {}) {
  const onSessionExpired = vi.fn();
  const client = createApiClient({
    debug,
    getToken: () => token,
    onSessionExpired,
  });
  return { client, onSessionExpired };
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

// Login and forgot-password calls go out without a token, flagged as the auth API flags them (the client sends no
// other call without one).
const noSession = { skipLogoutModal: true } as const;

const realLogin: ApiRequest = {
  ...endpoints.mobileLogin,
  ...noSession,
  envelope: 'real',
  body: { Mobile: admin.mobile, Pwd: md5(admin.password), clientTypeId: 1, clientId: 1 },
};
const debugLoginRequest: ApiRequest = {
  ...endpoints.userLogin,
  ...noSession,
  envelope: 'debug',
  body: { mobile: admin.mobile, password: md5(admin.password) },
};

afterEach(() => {
  vi.useRealTimers();
  resetAuthMockState();
});

describe('fixtures', () => {
  it('has exactly the two demo accounts: one admin, one user', () => {
    expect(demoAccounts).toEqual([
      {
        role: 'admin',
        username: 'admin',
        mobile: '13800000001',
        password: 'Admin123',
        name: '张牧远',
      },
      {
        role: 'user',
        username: 'operator',
        mobile: '13800000002',
        password: 'User1234',
        name: '李青禾',
      },
    ]);
  });

  it('gives each account user info of the contract §3 shape with its role and no remote avatar', () => {
    for (const account of demoAccounts) {
      const { userInfo } = demoUsers[account.username] ?? {};
      expect(Object.keys(userInfo ?? {}).sort()).toEqual(
        [
          'accountId',
          'avatar',
          'certification',
          'email',
          'introduction',
          'job',
          'jobName',
          'location',
          'locationName',
          'name',
          'organization',
          'organizationName',
          'personalWebsite',
          'phone',
          'registrationDate',
          'role',
        ].sort(),
      );
      expect(userInfo?.role).toBe(account.role);
      expect(userInfo?.avatar).toMatch(/^data:/);
    }
  });

  it('has four farms, and every account may enter only existing ones', () => {
    expect(demoFarms).toHaveLength(4);
    const ids = demoFarms.map((farm) => farm.FarmId);
    for (const user of Object.values(demoUsers)) {
      for (const farmId of user.farmIds) expect(ids).toContain(farmId);
    }
  });
});

describe('registry', () => {
  it('registers the auth handlers under the auth feature', () => {
    expect(handlersByFeature.auth).toBe(authHandlers);
    for (const handler of authHandlers) expect(handlers).toContain(handler);
  });

  it('lists every scenario as the failing handlers followed by all normal ones', () => {
    for (const [name, scenario] of Object.entries(authScenarios)) {
      expect(scenario.slice(-authHandlers.length), name).toEqual(authHandlers);
      expect(scenario.length, name).toBeGreaterThan(authHandlers.length);
    }
  });
});

describe('real contract handlers', () => {
  it('answer MobileLogin only for the right md5 password', async () => {
    const { client } = setup();
    await expect(client.request(realLogin)).resolves.toEqual({
      Token: expect.stringMatching(/^demo\.admin\./),
    });
    const plain = {
      ...realLogin,
      body: { ...(realLogin.body as object), Pwd: admin.password },
    };
    await expect(client.request(plain)).rejects.toMatchObject({ kind: 'business' });
  });

  it('ask for the mobile and the password', async () => {
    const { client } = setup();
    const noMobile = await rejection(
      client.request({ ...realLogin, body: { Pwd: 'x', clientTypeId: 1, clientId: 1 } }),
    );
    const noPassword = await rejection(
      client.request({
        ...realLogin,
        body: { Mobile: admin.mobile, clientTypeId: 1, clientId: 1 },
      }),
    );
    expect([noMobile.message, noPassword.message]).toEqual([
      'Please enter the mobile number',
      'Please enter the password',
    ]);
  });

  it.each([
    ['GetUserByToken', { ...endpoints.getUserByToken }],
    ['GetFarmList', { ...endpoints.getFarmList }],
    ['ChangeFarmId', { ...endpoints.changeFarm, body: { FarmId: 1002 } }],
    ['GetTokenByClientTypeId', { ...endpoints.getTokenByClientTypeId, query: { clientTypeId: 2 } }],
  ])('answer %s with HTTP 401 without a valid token', async (_name, request) => {
    const { client, onSessionExpired } = setup({ token: 'not-a-demo-token' });
    const error = await rejection(client.request({ ...request, envelope: 'real' }));
    expect(error).toMatchObject({ kind: 'session', status: 401 });
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('refuse the verification-free reset and accept it after the demo code', async () => {
    const { client } = setup();
    const reset = { ...endpoints.resetPassword, ...noSession, envelope: 'real' as const };
    await rejection(
      client.request({ ...reset, body: { Mobile: admin.mobile, Pwd: md5('Fresh123') } }),
    );
    await client.request({
      ...endpoints.verificationMobile,
      ...noSession,
      envelope: 'real',
      body: { Mobile: admin.mobile, IdentifyingCode: DEMO_VERIFICATION_CODE },
    });
    await client.request({ ...reset, body: { Mobile: admin.mobile, Pwd: md5('Fresh123') } });
    await expect(
      client.request({
        ...realLogin,
        body: { ...(realLogin.body as object), Pwd: md5('Fresh123') },
      }),
    ).resolves.toHaveProperty('Token');
  });

  it('forget a changed password on resetAuthMockState', async () => {
    const { client } = setup();
    await client.request({
      ...endpoints.verificationMobile,
      ...noSession,
      envelope: 'real',
      body: { Mobile: admin.mobile, IdentifyingCode: DEMO_VERIFICATION_CODE },
    });
    await client.request({
      ...endpoints.resetPassword,
      ...noSession,
      envelope: 'real',
      body: { Mobile: admin.mobile, Pwd: md5('Fresh123') },
    });
    resetAuthMockState();
    await expect(client.request(realLogin)).resolves.toHaveProperty('Token');
  });
});

describe('debug handlers', () => {
  it('answer /api/user/info with the account and 20000', async () => {
    const { client } = setup({ debug: true, token: adminToken });
    await expect(
      client.request({ ...endpoints.userInfo, envelope: 'debug' }),
    ).resolves.toMatchObject({
      name: '张牧远',
      role: 'admin',
    });
  });

  it('accept the token from a bearer Authorization header alone', async () => {
    const answer = async (authorization: string) => {
      const response = await fetch(`${location.origin}${endpoints.userInfo.path}`, {
        method: 'POST',
        headers: { Authorization: authorization },
      });
      return (await response.json()) as { code: number; msg: string };
    };
    expect(await answer(`Bearer ${adminToken}`)).toMatchObject({ code: 20000 });
    expect(await answer('Bearer forged')).toMatchObject({ code: 50008, msg: 'not logged in' });
  });
});

describe('authScenarios', () => {
  it('loginBusinessError: real login answers a Code other than 200 with a Message', async () => {
    server.use(...authScenarios.loginBusinessError);
    const { client } = setup();
    const error = await rejection(client.request(realLogin));
    expect(error).toMatchObject({
      kind: 'business',
      code: 500,
      message: 'This account has been disabled, please contact the administrator',
    });
  });

  it('debugLoginWrongPassword: even the right password is refused', async () => {
    server.use(...authScenarios.debugLoginWrongPassword);
    const { client } = setup({ debug: true });
    await expect(client.request(debugLoginRequest)).rejects.toMatchObject({
      code: 50000,
      message: 'wrong account or password',
    });
  });

  it('unauthorized: every call answers 401', async () => {
    server.use(...authScenarios.unauthorized);
    const { client, onSessionExpired } = setup({ token: adminToken });
    await expect(client.request(realLogin)).rejects.toMatchObject({ kind: 'session', status: 401 });
    await expect(
      client.request({ ...endpoints.getFarmList, envelope: 'real' }),
    ).rejects.toMatchObject({
      status: 401,
    });
    // A refused login is said by the login form; only the session call asks to log in again.
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it("serverError: every call answers 500 and the client says 'Request Error'", async () => {
    server.use(...authScenarios.serverError);
    const { client } = setup({ token: adminToken });
    await expect(
      client.request({ ...endpoints.getUserByToken, envelope: 'real' }),
    ).rejects.toMatchObject({
      kind: 'http',
      status: 500,
      message: 'Request Error',
    });
  });

  it('networkError: every call fails at the network level', async () => {
    server.use(...authScenarios.networkError);
    const { client } = setup();
    await expect(client.request(debugLoginRequest)).rejects.toMatchObject({ kind: 'network' });
  });

  it('slow: login answers normally after about 3 s', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    server.use(...authScenarios.slow);
    const { client } = setup();
    let answer: unknown = 'pending';
    const request = client.request(realLogin).then((data) => {
      answer = data;
    });
    await vi.advanceTimersByTimeAsync(2_900);
    expect(answer).toBe('pending');
    await vi.advanceTimersByTimeAsync(200);
    await request;
    expect(answer).toEqual({ Token: expect.stringMatching(/^demo\.admin\./) });
  });

  it('userInfoFailure: login works, user info does not', async () => {
    server.use(...authScenarios.userInfoFailure);
    const { client } = setup({ token: adminToken });
    await expect(client.request(realLogin)).resolves.toHaveProperty('Token');
    await expect(
      client.request({ ...endpoints.getUserByToken, envelope: 'real' }),
    ).rejects.toMatchObject({
      kind: 'business',
      message: 'Failed to load the user information',
    });
    await expect(
      client.request({ ...endpoints.userInfo, envelope: 'debug' }),
    ).rejects.toMatchObject({
      code: 50000,
    });
  });

  it.each([
    [
      'sendCodeError',
      endpoints.getIdentifyingCode,
      { Mobile: admin.mobile },
      'Verification codes are sent too often, please try again later',
    ],
    [
      'verifyCodeError',
      endpoints.verificationMobile,
      { Mobile: admin.mobile, IdentifyingCode: DEMO_VERIFICATION_CODE },
      'The verification code is incorrect',
    ],
    [
      'resetPasswordError',
      endpoints.resetPassword,
      { Mobile: admin.mobile, Pwd: md5('Fresh123') },
      'The password could not be changed, please try again later',
    ],
  ] as const)('%s fails its call with a business error', async (name, endpoint, body, message) => {
    server.use(...authScenarios[name]);
    const { client } = setup();
    await expect(
      client.request({ ...endpoint, ...noSession, body, envelope: 'real' }),
    ).rejects.toMatchObject({
      kind: 'business',
      message,
    });
  });
});
