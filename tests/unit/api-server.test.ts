// @vitest-environment node
import md5 from 'md5';
import { http, HttpResponse, passthrough } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startApiServer } from '../../scripts/lib/api-server.mjs';
import { endpoints } from '../../packages/ui/src/api/endpoints';
import { demoAccounts } from '../../packages/ui/src/mocks/auth/auth.fixtures';
import { setMockBaseUrl } from '../../packages/ui/src/mocks/baseUrl';
import { handlers } from '../../packages/ui/src/mocks/handlers';
import { server } from '../../packages/ui/src/mocks/node';

/**
 * The contract server's adapter (scripts/lib/api-server.mjs, ADR 020) over real HTTP: the mock handlers answer,
 * CORS only for the configured origin and on error answers too, a network error drops the connection.
 */
const consoleOrigin = 'http://127.0.0.1:4173';
let api: Awaited<ReturnType<typeof startApiServer>>;

beforeAll(async () => {
  api = await startApiServer({
    handlers: [http.get('*/api/test/network-error', () => HttpResponse.error()), ...handlers],
    allowOrigins: [consoleOrigin],
  });
  // The handlers answer the API's own origin, as serve-api sets it.
  setMockBaseUrl(api.url);
});
afterAll(async () => {
  setMockBaseUrl('');
  await api.close();
});
// The unit setup's in-process MSW server would answer these requests itself: let them reach the HTTP server.
beforeEach(() => {
  server.use(http.all(`${api.url}/*`, () => passthrough()));
});

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${api.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

describe('contract server', () => {
  it('logs in with the real contract and knows the token it issued', async () => {
    const admin = demoAccounts.find((account) => account.role === 'admin');
    if (!admin) throw new Error('no admin account');
    const login = await post(endpoints.mobileLogin.path, {
      Mobile: admin.mobile,
      Pwd: md5(admin.password),
      clientTypeId: 1,
      clientId: 1,
    });
    const { Code, data } = (await login.json()) as { Code: number; data: { Token: string } };
    expect(Code).toBe(200);
    const user = await post(endpoints.getUserByToken.path, undefined, { Token: data.Token });
    expect(user.status).toBe(200);
    expect(((await user.json()) as { data: { FarmId: number } }).data.FarmId).toBeGreaterThan(0);
  });

  it('speaks the debug envelope too: debug login, then user info with a bearer token', async () => {
    const admin = demoAccounts.find((account) => account.role === 'admin');
    if (!admin) throw new Error('no admin account');
    const login = await post(endpoints.userLogin.path, {
      mobile: admin.mobile,
      password: md5(admin.password),
    });
    const { code, data } = (await login.json()) as { code: number; data: { token: string } };
    expect(code).toBe(20000);
    const info = await post(endpoints.userInfo.path, undefined, {
      Authorization: `Bearer ${data.token}`,
    });
    expect(((await info.json()) as { code: number }).code).toBe(20000);
  });

  it('answers CORS to the configured origin only, on a 401 too', async () => {
    const refused = await post(endpoints.getUserByToken.path, undefined, { Origin: consoleOrigin });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('access-control-allow-origin')).toBe(consoleOrigin);
    expect(refused.headers.get('vary')).toBe('Origin');

    const preflight = await fetch(`${api.url}${endpoints.getFarmList.path}`, {
      method: 'OPTIONS',
      headers: { Origin: consoleOrigin, 'Access-Control-Request-Headers': 'token' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/\bToken\b/);

    const stranger = await fetch(`${api.url}${endpoints.getFarmList.path}`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://evil.example', 'Access-Control-Request-Headers': 'token' },
    });
    expect(stranger.status).toBe(403);
    expect(stranger.headers.get('access-control-allow-origin')).toBeNull();
    const strangerGet = await fetch(`${api.url}${endpoints.getFarmList.path}`, {
      headers: { Origin: 'http://evil.example' },
    });
    expect(strangerGet.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers a path without a handler with a JSON 404 and drops the connection for a network error', async () => {
    const missing = await fetch(`${api.url}/api/no/such/call`);
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { Message: string }).Message).toMatch(/No handler/);
    await expect(fetch(`${api.url}/api/test/network-error`)).rejects.toThrow();
  });
});
