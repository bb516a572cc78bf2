import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPastureRuntime } from '@pasture/ui';
import { createEarlyLogin } from './earlyLogin';

const API = 'https://farm-api.test';
const LOGIN_URL = `${API}/api/Login/MobileLogin`;

/** The prerendered login form as the server sent it, with a submit held back by index.html's first script. */
function heldBackForm({ mobile = '138 0000 0001', password = 'secret-1' } = {}): HTMLFormElement {
  const form = document.createElement('form');
  form.method = 'post';
  form.setAttribute('data-submit-pending', '');
  for (const [name, value] of [
    ['username', 'admin'],
    ['mobile', mobile],
    ['password', password],
  ] as const) {
    const input = document.createElement('input');
    input.name = name;
    input.value = value;
    if (name === 'password') input.type = 'password';
    form.append(input);
  }
  document.body.replaceChildren(form);
  return form;
}

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The server: a login answers a token; any other call says whose token it carried, then refuses. */
function server() {
  const calls: { url: string; token: string | null; body: string }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push({
      url,
      token: new Headers(init?.headers).get('Token'),
      body: typeof init?.body === 'string' ? init.body : '',
    });
    if (url === LOGIN_URL)
      return answer(200, { Code: 200, Message: 'ok', data: { Token: `token-${calls.length}` } });
    return answer(401, { Code: 401, Message: 'no' });
  });
  vi.spyOn(globalThis, 'fetch').mockImplementation(fetch);
  return { calls, logins: () => calls.filter((call) => call.url === LOGIN_URL) };
}

/** The console's runtime as consoleApp.tsx makes it: real envelope, the early login's fetch. */
function consoleRuntime(early: ReturnType<typeof createEarlyLogin>) {
  return createPastureRuntime({ baseUrl: API, debug: false, fetch: early.fetch });
}

describe('the login call before the console is live', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/login');
    document.documentElement.lang = 'zh-CN';
    document.documentElement.dataset.prerender = 'fresh';
  });
  afterEach(() => {
    // The unit project shares one document between files (isolate: false): leave no form, attribute or address.
    document.body.replaceChildren();
    delete document.documentElement.dataset.prerender;
    window.history.replaceState(null, '', '/');
  });

  it('is the very call the library sends, so the live form takes its answer instead of logging in again', async () => {
    const { calls, logins } = server();
    const early = createEarlyLogin({ apiBaseUrl: API });
    early.send(heldBackForm());
    expect(logins()).toHaveLength(1);

    // Once hydrated, the console submits the form again: the library logs in with what was typed, tidied.
    const runtime = consoleRuntime(early);
    await runtime.session.login({ mobile: '13800000001', password: 'secret-1' }).catch(() => {});

    expect(logins()).toHaveLength(1);
    expect(JSON.parse(logins()[0]?.body ?? '')).toEqual({
      Mobile: '13800000001',
      Pwd: createHash('md5').update('secret-1').digest('hex'),
      clientTypeId: 1,
      clientId: 1,
    });
    // The session went on with the early call's token.
    expect(calls[1]).toMatchObject({ token: 'token-1' });
  });

  it('sends nothing the form would refuse, and only once', () => {
    const { logins } = server();
    const early = createEarlyLogin({ apiBaseUrl: API });
    early.send(heldBackForm({ mobile: '12345' }));
    early.send(heldBackForm({ password: '' }));
    expect(logins()).toHaveLength(0);
    early.send(heldBackForm());
    early.send(heldBackForm());
    expect(logins()).toHaveLength(1);
  });

  it('sends nothing once the console owns the form, or on another page', () => {
    const { logins } = server();
    document.documentElement.dataset.prerender = 'hydrated';
    createEarlyLogin({ apiBaseUrl: API }).send(heldBackForm());
    document.documentElement.dataset.prerender = 'fresh';
    window.history.replaceState(null, '', '/list/search-table');
    createEarlyLogin({ apiBaseUrl: API }).send(heldBackForm());
    expect(logins()).toHaveLength(0);
  });

  it("lets a different login through to the network: the early answer is not someone else's", async () => {
    const { logins } = server();
    const early = createEarlyLogin({ apiBaseUrl: API });
    early.send(heldBackForm());
    const runtime = consoleRuntime(early);
    await runtime.session.login({ mobile: '13800000001', password: 'other-2' }).catch(() => {});
    expect(logins()).toHaveLength(2);
  });

  it('sends when index.html holds a submit back after it started watching', async () => {
    const { logins } = server();
    const early = createEarlyLogin({ apiBaseUrl: API });
    const form = heldBackForm();
    form.removeAttribute('data-submit-pending');
    early.watch();
    expect(logins()).toHaveLength(0);
    form.setAttribute('data-submit-pending', '');
    await vi.waitFor(() => expect(logins()).toHaveLength(1));
  });

  it('answers an aborted request as fetch would', async () => {
    server();
    const early = createEarlyLogin({ apiBaseUrl: API });
    early.send(heldBackForm());
    const [, sent] = vi.mocked(globalThis.fetch).mock.calls[0] ?? [];
    const controller = new AbortController();
    controller.abort(new DOMException('gone', 'AbortError'));
    await expect(
      early.fetch(LOGIN_URL, { ...sent, signal: controller.signal }),
    ).rejects.toMatchObject({ name: 'AbortError' });
  });
});
