import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../api/client';
import { isApiError } from '../api/errors';
import { authScenarios, resetAuthMockState } from '../mocks/auth/auth.handlers';
import { demoAccounts } from '../mocks/auth/auth.fixtures';
import { issueDemoToken } from '../mocks/auth/demoToken';
import { server } from '../mocks/node';
import { createSessionStore, profileFromRealUser, type SessionStore } from './session';
import { createTokenStore } from './tokenStore';

const [admin, operator] = demoAccounts;
if (!admin || !operator) throw new Error('The auth fixtures need two demo accounts.');

const stores: SessionStore[] = [];

function setup({ debug = false, onLogout = vi.fn() } = {}) {
  const tokenStore = createTokenStore();
  const client = createApiClient({
    debug,
    getToken: tokenStore.get,
    onSessionExpired: vi.fn(),
  });
  const store = createSessionStore({ client, tokenStore, onLogout });
  stores.push(store);
  return { store, tokenStore, onLogout };
}

function countRequests(method: 'get' | 'post', path: string) {
  const counter = { count: 0 };
  server.use(
    http[method](`*${path}`, () => {
      counter.count += 1;
    }),
  );
  return counter;
}

afterEach(() => {
  for (const store of stores.splice(0)) store.dispose();
  resetAuthMockState();
});

describe('createSessionStore', () => {
  it('starts anonymous', () => {
    const { store } = setup();
    expect(store.getState()).toEqual({ status: 'anonymous', user: null, role: null, farm: null });
  });

  it('starts with the cached farm when a token is stored', () => {
    localStorage.setItem('token', 'stored');
    localStorage.setItem('farmCode', 'NX-YC-003');
    localStorage.setItem('farmId', '1003');
    localStorage.setItem('farmName', '宁夏银川生态奶源基地');
    const { store } = setup();
    expect(store.getState()).toMatchObject({
      status: 'anonymous',
      farm: { farmCode: 'NX-YC-003', farmId: 1003, farmName: '宁夏银川生态奶源基地' },
    });
  });
});

describe('login on the real server', () => {
  it('stores the token, loads the user as admin and caches the farm', async () => {
    const { store, tokenStore } = setup();
    const statuses: string[] = [];
    store.subscribe(() => statuses.push(store.getState().status));
    const state = await store.login({ mobile: operator.mobile, password: operator.password });
    expect(state).toBe(store.getState());
    expect(state).toMatchObject({
      status: 'authenticated',
      // contract §3: the real server's users are always admin, the operator account too.
      role: 'admin',
      user: { name: '李青禾', UserTrueName: '李青禾', UserId: 10002, datasource_id: 1 },
      farm: { farmCode: 'NM-HHHT-001', farmId: 1001, farmName: '呼和浩特奶牛示范牧场' },
    });
    expect(tokenStore.get()).toMatch(/^demo\.operator\./);
    expect({
      farmCode: localStorage.getItem('farmCode'),
      farmId: localStorage.getItem('farmId'),
      farmName: localStorage.getItem('farmName'),
    }).toEqual({ farmCode: 'NM-HHHT-001', farmId: '1001', farmName: '呼和浩特奶牛示范牧场' });
    expect(statuses[0]).toBe('loading');
    expect(statuses.at(-1)).toBe('authenticated');
  });

  it('clears the token and rethrows when the login fails', async () => {
    const { store, tokenStore } = setup();
    tokenStore.set('stale');
    await expect(store.login({ mobile: admin.mobile, password: 'Wrong123' })).rejects.toMatchObject(
      {
        kind: 'business',
      },
    );
    expect(tokenStore.get()).toBeNull();
    expect(store.getState()).toEqual({ status: 'anonymous', user: null, role: null, farm: null });
  });

  it('clears the token when the user info fails after a good login', async () => {
    server.use(...authScenarios.userInfoFailure);
    const { store, tokenStore } = setup();
    await expect(
      store.login({ mobile: admin.mobile, password: admin.password }),
    ).rejects.toMatchObject({
      kind: 'business',
      message: 'Failed to load the user information',
    });
    expect(tokenStore.get()).toBeNull();
    expect(store.getState().status).toBe('anonymous');
  });
});

describe('login in debug mode', () => {
  it.each([
    [admin, 'admin'],
    [operator, 'user'],
  ] as const)('gives %s the role of the account (%s)', async (account, role) => {
    const { store } = setup({ debug: true });
    const state = await store.login(account);
    expect(state.role).toBe(role);
    expect(state.user).toMatchObject({ name: account.name, jobName: expect.any(String) });
    expect(state.user).not.toHaveProperty('role');
  });

  it("rejects with the server's message", async () => {
    const { store } = setup({ debug: true });
    await expect(store.login({ mobile: admin.mobile, password: '' })).rejects.toMatchObject({
      message: 'password empty',
    });
  });
});

describe('loadUser', () => {
  it('shares one request between concurrent callers', async () => {
    const requests = countRequests('post', '/api/Login/GetUserByToken');
    const { store, tokenStore } = setup();
    tokenStore.set(issueDemoToken({ username: 'admin', farmId: 1002, clientTypeId: 1 }));
    const [first, second] = await Promise.all([store.loadUser(), store.loadUser()]);
    expect(first).toBe(second);
    expect(requests.count).toBe(1);
    expect(store.getState().farm?.farmId).toBe(1002);
  });

  it('clears the token when the stored token is no longer valid', async () => {
    const { store, tokenStore } = setup();
    tokenStore.set('demo.admin.1001.1.0000000000000000');
    await expect(store.loadUser()).rejects.toMatchObject({ kind: 'session', status: 401 });
    expect(tokenStore.get()).toBeNull();
    expect(store.getState().status).toBe('anonymous');
  });

  it('rejects without a request when no token is stored', async () => {
    const requests = countRequests('post', '/api/Login/GetUserByToken');
    const { store } = setup();
    const error: unknown = await store.loadUser().catch((reason: unknown) => reason);
    expect(isApiError(error) && error.kind).toBe('session');
    expect(requests.count).toBe(0);
  });

  it('keeps the token when the caller aborts', async () => {
    const { store, tokenStore } = setup();
    tokenStore.set(issueDemoToken({ username: 'admin', farmId: 1001, clientTypeId: 1 }));
    await expect(store.loadUser({ signal: AbortSignal.abort() })).rejects.toMatchObject({
      kind: 'aborted',
    });
    expect(tokenStore.get()).not.toBeNull();
    expect(store.getState().status).toBe('anonymous');
  });
});

describe('logout', () => {
  it('clears user, token and farm cache and calls onLogout', async () => {
    const { store, tokenStore, onLogout } = setup();
    await store.login(admin);
    await store.logout();
    expect(store.getState()).toEqual({ status: 'anonymous', user: null, role: null, farm: null });
    expect(tokenStore.get()).toBeNull();
    expect(localStorage.getItem('farmId')).toBeNull();
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('tells the debug server, and does not call it on the real server', async () => {
    const requests = countRequests('post', '/api/user/logout');
    const real = setup();
    await real.store.login(admin);
    await real.store.logout();
    expect(requests.count).toBe(0);
    const debug = setup({ debug: true });
    await debug.store.login(admin);
    await debug.store.logout();
    await vi.waitFor(() => expect(requests.count).toBe(1));
  });

  it('ends the local session at once, without waiting for the debug logout answer, and sends it the token', async () => {
    const { store, tokenStore } = setup({ debug: true });
    await store.login(admin);
    const token = tokenStore.get();
    const sent: (string | null)[] = [];
    server.use(
      http.post('*/api/user/logout', async ({ request }) => {
        sent.push(request.headers.get('Token'));
        await new Promise(() => undefined);
      }),
    );
    await store.logout();
    expect(tokenStore.get()).toBeNull();
    expect(store.getState().status).toBe('anonymous');
    await vi.waitFor(() => expect(sent).toEqual([token]));
  });

  it('ends the local session even when the debug logout call fails', async () => {
    const { store, tokenStore } = setup({ debug: true });
    await store.login(admin);
    server.use(...authScenarios.networkError);
    await store.logout();
    expect(tokenStore.get()).toBeNull();
    expect(store.getState().status).toBe('anonymous');
  });
});

describe('role and farm', () => {
  it('switches the role', async () => {
    const { store } = setup({ debug: true });
    await store.login(admin);
    const listener = vi.fn();
    store.subscribe(listener);
    store.setRole('user');
    store.setRole('user');
    expect(store.getState().role).toBe('user');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('sets and caches the farm', () => {
    const { store } = setup();
    store.setFarm({ farmCode: 'NM-XLGL-002', farmId: 1002, farmName: '锡林郭勒草原肉牛牧场' });
    expect(store.getState().farm?.farmId).toBe(1002);
    expect(localStorage.getItem('farmCode')).toBe('NM-XLGL-002');
  });

  it('changes farm on the server and keeps the new token', async () => {
    const { store, tokenStore } = setup();
    await store.login(admin);
    const farm = await store.changeFarm({ farmId: 1003 });
    expect(farm).toEqual({ farmCode: 'NX-YC-003', farmId: 1003, farmName: '宁夏银川生态奶源基地' });
    expect(tokenStore.get()).toMatch(/^demo\.admin\.1003\./);
    expect(store.getState()).toMatchObject({ status: 'authenticated', farm });
    await store.loadUser();
    expect(store.getState().farm?.farmId).toBe(1003);
  });

  it.each([false, true])(
    'works in the farm the account chose last after logging out and in again (debug %s)',
    async (debug) => {
      const { store, tokenStore } = setup({ debug });
      await store.login(admin);
      await store.changeFarm({ farmId: 1003 });
      await store.logout();
      expect(localStorage.getItem('farmId')).toBeNull();

      const state = await store.login(admin);
      expect(state.farm?.farmId).toBe(1003);
      expect(tokenStore.get()).toMatch(/^demo\.admin\.1003\./);

      // Per account: the operator, who never switched, starts in the server's farm.
      await store.logout();
      expect((await store.login(operator)).farm?.farmId).toBe(1001);
    },
  );

  it('forgets a remembered farm the server no longer gives the account, staying in the server’s', async () => {
    const { store } = setup();
    // The operator may work in 1001 and 1003 only.
    localStorage.setItem('pasture.lastFarms', JSON.stringify({ 'user:10002': 1002 }));
    const changes = countRequests('post', '/api/Login/ChangeFarmId');
    expect((await store.login(operator)).farm?.farmId).toBe(1001);
    expect(changes.count).toBe(1);
    expect(JSON.parse(localStorage.getItem('pasture.lastFarms') ?? '{}')).toEqual({});
  });
});

describe('other tabs', () => {
  it('forgets the user when another tab logs out', async () => {
    const { store } = setup();
    await store.login(admin);
    localStorage.removeItem('token');
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'token', newValue: null, storageArea: localStorage }),
    );
    expect(store.getState()).toEqual({ status: 'anonymous', user: null, role: null, farm: null });
  });

  it('asks for the user again when another tab logs in as someone else', async () => {
    const { store } = setup();
    await store.login(admin);
    const other = issueDemoToken({ username: 'operator', farmId: 1003, clientTypeId: 1 });
    localStorage.setItem('token', other);
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'token', newValue: other, storageArea: localStorage }),
    );
    expect(store.getState()).toMatchObject({ status: 'anonymous', user: null, role: null });
  });

  it('stops listening after dispose', async () => {
    const { store } = setup();
    await store.login(admin);
    store.dispose();
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'token', newValue: null, storageArea: localStorage }),
    );
    expect(store.getState().status).toBe('authenticated');
  });
});

describe('profileFromRealUser', () => {
  it('names the user after UserTrueName and leaves an empty avatar out', () => {
    expect(
      profileFromRealUser({ UserTrueName: '王', UserId: 3, avatar: null, datasource_id: 2 }),
    ).toEqual({
      name: '王',
      UserTrueName: '王',
      UserId: 3,
      datasource_id: 2,
    });
  });
});

describe('relogin (in place, after the session ended mid-work)', () => {
  it('keeps the current state and token when the new login fails', async () => {
    const { store, tokenStore } = setup({ debug: true });
    await store.login({ mobile: admin.mobile, password: admin.password });
    tokenStore.set('expired-token');
    const before = store.getState();
    await expect(
      store.relogin({ mobile: admin.mobile, password: 'Wrong999' }),
    ).rejects.toMatchObject({ message: 'wrong account or password' });
    expect(store.getState()).toBe(before);
    expect(tokenStore.get()).toBe('expired-token');
  });

  it('stores the new token and reloads the user on success', async () => {
    const { store, tokenStore } = setup({ debug: true });
    await store.login({ mobile: admin.mobile, password: admin.password });
    tokenStore.set('expired-token');
    const state = await store.relogin({ mobile: admin.mobile, password: admin.password });
    expect(tokenStore.get()).not.toBe('expired-token');
    expect(state).toMatchObject({ status: 'authenticated', role: 'admin' });
  });
});

describe('farm in debug mode', () => {
  it('learns the farm from the real contract after a debug login and caches it', async () => {
    const { store } = setup({ debug: true });
    const state = await store.login({ mobile: operator.mobile, password: operator.password });
    expect(state.role).toBe('user');
    expect(state.farm).not.toBeNull();
    expect(localStorage.getItem('farmName')).toBe(state.farm?.farmName);
  });
});
