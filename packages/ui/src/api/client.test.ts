import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HTTP_TIMEOUT_MS } from '../constants';
import { server } from '../mocks/node';
import { createApiClient, type ApiClientOptions, type SessionExpiredEvent } from './client';
import type { ApiEnvelope } from './envelope';
import { ApiError, isApiError } from './errors';

const API = 'http://localhost:3000';

function setup(overrides: Partial<ApiClientOptions> = {}) {
  const sessionEvents: SessionExpiredEvent[] = [];
  let token: string | null = 'token-1';
  const client = createApiClient({
    getToken: () => token,
    onSessionExpired: (event) => {
      sessionEvents.push(event);
    },
    ...overrides,
  });
  return {
    client,
    sessionEvents,
    setToken(next: string | null) {
      token = next;
    },
  };
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (isApiError(error)) return error;
    throw error;
  }
  throw new Error('Expected the request to reject');
}

const ok: Record<ApiEnvelope, (data: unknown) => Record<string, unknown>> = {
  real: (data) => ({ Code: 200, Message: 'success', data }),
  debug: (data) => ({ code: 20000, msg: 'success', data, status: 'ok' }),
};

afterEach(() => {
  vi.useRealTimers();
});

describe('real envelope { Code, Message, data }', () => {
  it('resolves with data on Code 200', async () => {
    server.use(http.post('*/api/test/item', () => HttpResponse.json(ok.real({ id: 7 }))));
    const { client } = setup();
    await expect(
      client.request({ method: 'POST', path: '/api/test/item', envelope: 'real' }),
    ).resolves.toEqual({ id: 7 });
  });

  it('rejects a business error on another Code with Message as its message', async () => {
    server.use(
      http.post('*/api/test/item', () =>
        HttpResponse.json({ Code: 500, Message: 'Farm is archived', data: null }),
      ),
    );
    const { client } = setup();
    const error = await rejection(
      client.request({ method: 'POST', path: '/api/test/item', envelope: 'real' }),
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      kind: 'business',
      code: 500,
      status: 200,
      message: 'Farm is archived',
    });
  });

  it("falls back to 'Error' when Message is empty", async () => {
    server.use(
      http.post('*/api/test/item', () => HttpResponse.json({ Code: 400, Message: '', data: null })),
    );
    const { client } = setup();
    const error = await rejection(
      client.request({ method: 'POST', path: '/api/test/item', envelope: 'real' }),
    );
    expect(error.message).toBe('Error');
  });

  it('sends no call that needs a session without a token; anonymous and session-starting calls still go', async () => {
    const seen: string[] = [];
    server.use(
      http.get('*/api/test/:name', ({ params }) => {
        seen.push(String(params.name));
        return HttpResponse.json({ code: 20000, data: 'ok' });
      }),
    );
    const { client, setToken, sessionEvents } = setup();
    setToken(null);
    const refused = await rejection(
      client.request({ method: 'GET', path: '/api/test/list', envelope: 'debug' }),
    );
    expect(refused.kind).toBe('session');
    expect(refused.message).toBe('Not logged in');
    await client.request({
      method: 'GET',
      path: '/api/test/menu',
      envelope: 'debug',
      anonymous: true,
    });
    await client.request({
      method: 'GET',
      path: '/api/test/me',
      envelope: 'debug',
      skipLogoutModal: true,
    });
    expect(seen).toEqual(['menu', 'me']);
    expect(sessionEvents).toEqual([]);
  });

  it('uses the translated fallback texts', async () => {
    server.use(
      http.post('*/api/test/item', () => HttpResponse.json({ Code: 400, data: null })),
      http.post('*/api/test/broken', () => new HttpResponse(null, { status: 502 })),
    );
    const texts = {
      'api.error': '出错了',
      'api.requestError': '请求出错',
      'api.notLoggedIn': '未登录',
    } as const;
    const { client } = setup({ translate: (key) => texts[key] });
    const business = await rejection(
      client.request({ method: 'POST', path: '/api/test/item', envelope: 'real' }),
    );
    const transport = await rejection(
      client.request({ method: 'POST', path: '/api/test/broken', envelope: 'real' }),
    );
    expect([business.message, transport.message]).toEqual(['出错了', '请求出错']);
  });

  it('treats a 2xx answer that is not an envelope as an HTTP error', async () => {
    server.use(http.get('*/api/test/html', () => HttpResponse.text('<html></html>')));
    const { client } = setup();
    const error = await rejection(
      client.request({ method: 'GET', path: '/api/test/html', envelope: 'real' }),
    );
    expect(error).toMatchObject({ kind: 'http', status: 200, message: 'Request Error' });
  });

  it('does not accept a debug envelope where a real one is expected', async () => {
    server.use(http.get('*/api/test/item', () => HttpResponse.json(ok.debug({ id: 1 }))));
    const { client } = setup();
    const error = await rejection(
      client.request({ method: 'GET', path: '/api/test/item', envelope: 'real' }),
    );
    expect(error.kind).toBe('http');
  });
});

describe('debug envelope { code, msg, data, status }', () => {
  it('resolves with data on 20000', async () => {
    server.use(http.post('*/api/test/item', () => HttpResponse.json(ok.debug(['a', 'b']))));
    const { client } = setup({ debug: true });
    await expect(
      client.request({ method: 'POST', path: '/api/test/item', envelope: 'debug' }),
    ).resolves.toEqual(['a', 'b']);
  });

  it('rejects with msg as the message on another code', async () => {
    server.use(
      http.post('*/api/test/item', () =>
        HttpResponse.json({
          code: 50000,
          msg: 'wrong account or password',
          data: null,
          status: 'fail',
        }),
      ),
    );
    const { client, sessionEvents } = setup({ debug: true });
    const error = await rejection(
      client.request({ method: 'POST', path: '/api/test/item', envelope: 'debug' }),
    );
    expect(error).toMatchObject({
      kind: 'business',
      code: 50000,
      message: 'wrong account or password',
    });
    expect(sessionEvents).toEqual([]);
  });

  it("falls back to 'Error' without msg", async () => {
    server.use(http.post('*/api/test/item', () => HttpResponse.json({ code: 50000, data: null })));
    const { client } = setup({ debug: true });
    const error = await rejection(
      client.request({ method: 'POST', path: '/api/test/item', envelope: 'debug' }),
    );
    expect(error.message).toBe('Error');
  });

  it.each([50008, 50012, 50014])(
    'code %i asks to log in again (with the message) and rejects with kind session',
    async (code) => {
      server.use(
        http.post('*/api/test/item', () =>
          HttpResponse.json({ code, msg: 'Token expired', data: null, status: 'fail' }),
        ),
      );
      const { client, sessionEvents } = setup({ debug: true });
      const error = await rejection(
        client.request({ method: 'POST', path: '/api/test/item', envelope: 'debug' }),
      );
      expect(error).toMatchObject({
        kind: 'session',
        code,
        message: 'Token expired',
      });
      expect(sessionEvents).toEqual([{ reason: 'logoutCode', code, message: 'Token expired' }]);
    },
  );

  it('never asks to log in again for an anonymous call: it carries no session', async () => {
    server.use(
      http.post('*/api/test/menu', () =>
        HttpResponse.json({ code: 50012, msg: 'Token expired', data: null, status: 'fail' }),
      ),
      http.post('*/api/test/menu-401', () => new HttpResponse(null, { status: 401 })),
    );
    const { client, sessionEvents } = setup({ debug: true });
    const anonymous = (path: string) =>
      client.request({ method: 'POST', path, envelope: 'debug', anonymous: true });
    expect(await rejection(anonymous('/api/test/menu'))).toMatchObject({
      kind: 'business',
      code: 50012,
      message: 'Token expired',
    });
    expect(await rejection(anonymous('/api/test/menu-401'))).toMatchObject({
      kind: 'session',
      status: 401,
    });
    expect(sessionEvents).toEqual([]);
  });

  it('does not ask to log in again for a logout code when skipLogoutModal is set', async () => {
    server.use(
      http.post('*/api/test/info', () =>
        HttpResponse.json({ code: 50008, msg: 'not logged in', data: null, status: 'fail' }),
      ),
    );
    const { client, sessionEvents } = setup({ debug: true });
    const error = await rejection(
      client.request({
        method: 'POST',
        path: '/api/test/info',
        envelope: 'debug',
        skipLogoutModal: true,
      }),
    );
    expect(error).toMatchObject({ kind: 'business', code: 50008, message: 'not logged in' });
    expect(sessionEvents).toEqual([]);
  });

  it('does not ask to log in again for HTTP 401 when skipLogoutModal is set (the logout call)', async () => {
    server.use(http.post('*/api/test/logout', () => new HttpResponse(null, { status: 401 })));
    const { client, sessionEvents } = setup({ debug: true });
    const error = await rejection(
      client.request({
        method: 'POST',
        path: '/api/test/logout',
        envelope: 'debug',
        skipLogoutModal: true,
      }),
    );
    expect(error).toMatchObject({ kind: 'session', status: 401 });
    expect(sessionEvents).toEqual([]);
  });
});

describe.each<ApiEnvelope>(['real', 'debug'])('transport failures (%s envelope)', (envelope) => {
  it('HTTP 401 asks to log in again and rejects with kind session', async () => {
    server.use(http.get('*/api/test/item', () => new HttpResponse(null, { status: 401 })));
    const { client, sessionEvents } = setup({ debug: envelope === 'debug' });
    const error = await rejection(
      client.request({ method: 'GET', path: '/api/test/item', envelope }),
    );
    expect(error).toMatchObject({ kind: 'session', status: 401 });
    expect(sessionEvents).toEqual([{ reason: 'http401', message: 'Unauthorized' }]);
  });

  it("HTTP 500 without a message rejects with 'Request Error'", async () => {
    server.use(http.get('*/api/test/item', () => new HttpResponse(null, { status: 500 })));
    const { client, sessionEvents } = setup();
    const error = await rejection(
      client.request({ method: 'GET', path: '/api/test/item', envelope }),
    );
    expect(error).toMatchObject({ kind: 'http', status: 500, message: 'Request Error' });
    expect(sessionEvents).toEqual([]);
  });

  it("HTTP 500 with the server's message rejects with that message", async () => {
    const body =
      envelope === 'real'
        ? { Code: 500, Message: 'Database unavailable', data: null }
        : { code: 50000, msg: 'Database unavailable', data: null };
    server.use(http.get('*/api/test/item', () => HttpResponse.json(body, { status: 500 })));
    const { client } = setup();
    const error = await rejection(
      client.request({ method: 'GET', path: '/api/test/item', envelope }),
    );
    expect(error).toMatchObject({ kind: 'http', status: 500, message: 'Database unavailable' });
  });

  it("a network failure rejects with 'Request Error' and kind network", async () => {
    server.use(http.get('*/api/test/item', () => HttpResponse.error()));
    const { client } = setup();
    const error = await rejection(
      client.request({ method: 'GET', path: '/api/test/item', envelope }),
    );
    expect(error).toMatchObject({ kind: 'network', message: 'Request Error' });
  });

  it('a request slower than timeoutMs rejects with kind timeout', async () => {
    server.use(
      http.get('*/api/test/slow', async () => {
        await delay(500);
        return HttpResponse.json(ok[envelope](null));
      }),
    );
    const { client } = setup({ timeoutMs: 20 });
    const error = await rejection(
      client.request({ method: 'GET', path: '/api/test/slow', envelope }),
    );
    expect(error).toMatchObject({ kind: 'timeout', message: 'Request Error' });
  });
});

describe('timeout and cancellation', () => {
  /** A fetch that answers only by failing when its signal aborts, like a server that never responds. */
  const hangingFetch = vi.fn<typeof fetch>(
    (_input, init) =>
      new Promise<Response>((_resolve, reject) => {
        if (init?.signal?.aborted)
          reject(new DOMException('The operation was aborted.', 'AbortError'));
        init?.signal?.addEventListener('abort', () =>
          reject(new DOMException('The operation was aborted.', 'AbortError')),
        );
      }),
  );

  it('waits HTTP_TIMEOUT_MS (300000 ms) by default', async () => {
    vi.useFakeTimers();
    const { client } = setup({ fetch: hangingFetch });
    let settled: unknown = 'pending';
    const pending = client
      .request({ method: 'GET', path: '/api/test/item', envelope: 'real' })
      .catch((error: unknown) => {
        settled = error;
      });
    await vi.advanceTimersByTimeAsync(HTTP_TIMEOUT_MS - 1);
    expect(settled).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    await pending;
    expect(settled).toMatchObject({ kind: 'timeout' });
  });

  it("the caller's abort rejects with kind aborted", async () => {
    const { client } = setup({ fetch: hangingFetch });
    const controller = new AbortController();
    const request = client.request({
      method: 'GET',
      path: '/api/test/item',
      envelope: 'real',
      signal: controller.signal,
    });
    controller.abort();
    const error = await rejection(request);
    expect(error.kind).toBe('aborted');
  });

  it('an already aborted signal never sends the request', async () => {
    hangingFetch.mockClear();
    const { client } = setup({ fetch: hangingFetch });
    const error = await rejection(
      client.request({
        method: 'GET',
        path: '/api/test/item',
        envelope: 'real',
        signal: AbortSignal.abort(),
      }),
    );
    expect(error.kind).toBe('aborted');
    expect(hangingFetch).not.toHaveBeenCalled();
  });
});

describe('request building and headers', () => {
  function captureHeaders() {
    const seen: Headers[] = [];
    server.use(
      http.all('*/api/test/headers', ({ request }) => {
        seen.push(request.headers);
        return HttpResponse.json(ok.real(null));
      }),
    );
    return seen;
  }

  it('sends the token in the Token header and no Authorization header outside debug mode', async () => {
    const seen = captureHeaders();
    const { client } = setup();
    await client.request({ method: 'GET', path: '/api/test/headers', envelope: 'real' });
    expect(seen[0]?.get('Token')).toBe('token-1');
    expect(seen[0]?.has('Authorization')).toBe(false);
  });

  it('also sends Authorization: Bearer in debug mode', async () => {
    const seen = captureHeaders();
    const { client } = setup({ debug: true });
    await client.request({ method: 'GET', path: '/api/test/headers', envelope: 'real' });
    expect(seen[0]?.get('Token')).toBe('token-1');
    expect(seen[0]?.get('Authorization')).toBe('Bearer token-1');
  });

  it('tells the demo servers the switched role in debug mode only', async () => {
    const seen = captureHeaders();
    const debugClient = setup({ debug: true, demoRole: () => 'admin' }).client;
    await debugClient.request({ method: 'GET', path: '/api/test/headers', envelope: 'real' });
    const realClient = setup({ demoRole: () => 'admin' }).client;
    await realClient.request({ method: 'GET', path: '/api/test/headers', envelope: 'real' });
    expect(seen[0]?.get('X-Pasture-Role')).toBe('admin');
    expect(seen[1]?.has('X-Pasture-Role')).toBe(false);
  });

  it('sends no token headers without a token or for an anonymous call', async () => {
    const seen = captureHeaders();
    const { client, setToken } = setup({ debug: true });
    await client.request({
      method: 'GET',
      path: '/api/test/headers',
      envelope: 'real',
      anonymous: true,
    });
    setToken(null);
    // A call that starts a session (login) goes without a token.
    await client.request({
      method: 'GET',
      path: '/api/test/headers',
      envelope: 'real',
      skipLogoutModal: true,
    });
    for (const headers of seen) {
      expect(headers.has('Token')).toBe(false);
      expect(headers.has('Authorization')).toBe(false);
    }
    expect(seen).toHaveLength(2);
  });

  it('sends the interface language as Accept-Language, read at each request', async () => {
    const seen = captureHeaders();
    let language = 'zh-CN';
    const { client } = setup({ language: () => language });
    await client.request({ method: 'GET', path: '/api/test/headers', envelope: 'real' });
    language = 'en-US';
    await client.request({ method: 'GET', path: '/api/test/headers', envelope: 'real' });
    expect(seen.map((headers) => headers.get('Accept-Language'))).toEqual(['zh-CN', 'en-US']);
  });

  it('sends the body as JSON and the query in the URL', async () => {
    const seen: { url: string; contentType: string | null; body: unknown }[] = [];
    server.use(
      http.post('*/api/test/echo', async ({ request }) => {
        seen.push({
          url: request.url,
          contentType: request.headers.get('Content-Type'),
          body: await request.json(),
        });
        return HttpResponse.json(ok.real(null));
      }),
    );
    const { client } = setup();
    await client.request({
      method: 'POST',
      path: '/api/test/echo',
      envelope: 'real',
      body: { Mobile: '13800000001', ids: [1, 2] },
      query: { page: 2, type: ['a', 'b'], empty: undefined, none: null, flag: false },
    });
    expect(seen).toEqual([
      {
        url: `${API}/api/test/echo?page=2&type=a&type=b&flag=false`,
        contentType: 'application/json',
        body: { Mobile: '13800000001', ids: [1, 2] },
      },
    ]);
  });

  it('sends a FormData body as multipart with the boundary fetch chose', async () => {
    const seen: { contentType: string | null; fileName: string | null; size: number }[] = [];
    server.use(
      http.post('*/api/test/upload', async ({ request }) => {
        const contentType = request.headers.get('Content-Type');
        const file = (await request.formData()).get('file');
        seen.push({
          contentType,
          fileName: file instanceof File ? file.name : null,
          size: file instanceof File ? file.size : -1,
        });
        return HttpResponse.json(ok.debug(null));
      }),
    );
    const { client } = setup();
    const body = new FormData();
    body.append('file', new File(['cow'], 'cow.png', { type: 'image/png' }));
    await client.request({ method: 'POST', path: '/api/test/upload', envelope: 'debug', body });
    expect(seen).toEqual([
      {
        contentType: expect.stringMatching(/^multipart\/form-data; boundary=/),
        fileName: 'cow.png',
        size: 3,
      },
    ]);
  });

  it('prefixes the base URL, path included, and sends the token to that origin', async () => {
    const seen: { url: string; token: string | null }[] = [];
    server.use(
      http.get('https://api.pasture.test/gateway/api/test/item', ({ request }) => {
        seen.push({ url: request.url, token: request.headers.get('Token') });
        return HttpResponse.json(ok.real('remote'));
      }),
    );
    const { client } = setup({ baseUrl: 'https://api.pasture.test/gateway/' });
    expect(client.origin).toBe('https://api.pasture.test');
    await expect(
      client.request({ method: 'GET', path: '/api/test/item', envelope: 'real' }),
    ).resolves.toBe('remote');
    expect(seen).toEqual([
      { url: 'https://api.pasture.test/gateway/api/test/item', token: 'token-1' },
    ]);
  });

  it('is created without a page origin (a server render) and fails only a call, saying what to pass', async () => {
    vi.stubGlobal('location', undefined);
    try {
      const spy = vi.fn<typeof fetch>();
      const { client } = setup({ baseUrl: '', fetch: spy });
      await expect(
        client.request({ method: 'GET', path: '/api/test/item', envelope: 'real' }),
      ).rejects.toThrow(
        /call to \/api\/test\/item needs an absolute API base URL.+createPastureRuntime\(\{ baseUrl/,
      );
      expect(spy).not.toHaveBeenCalled();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('accepts an absolute URL on the API origin', async () => {
    const seen = captureHeaders();
    const { client } = setup();
    await client.request({ method: 'GET', path: `${API}/api/test/headers`, envelope: 'real' });
    expect(seen[0]?.get('Token')).toBe('token-1');
  });

  it.each([
    'https://evil.example/api/steal',
    '//evil.example/api/steal',
    '/\\evil.example/api/steal',
    'javascript:alert(1)',
    'api/relative',
  ])('refuses %s and never sends the token', async (path) => {
    const spy = vi.fn<typeof fetch>();
    const { client } = setup({ fetch: spy });
    await expect(client.request({ method: 'GET', path, envelope: 'real' })).rejects.toBeInstanceOf(
      TypeError,
    );
    expect(spy).not.toHaveBeenCalled();
  });

  it('refuses a GET with a body', async () => {
    const spy = vi.fn<typeof fetch>();
    const { client } = setup({ fetch: spy });
    await expect(
      client.request({ method: 'GET', path: '/api/test/item', envelope: 'real', body: { a: 1 } }),
    ).rejects.toBeInstanceOf(TypeError);
    expect(spy).not.toHaveBeenCalled();
  });
});

describe('session expiry', () => {
  function deferred<T>() {
    let resolve!: (value: T) => void;
    const promise = new Promise<T>((done) => {
      resolve = done;
    });
    return { promise, resolve };
  }

  it('asks once for three concurrent 401s and rejects all when the session is not renewed', async () => {
    server.use(http.get('*/api/test/item/:id', () => new HttpResponse(null, { status: 401 })));
    const answer = deferred<boolean>();
    const onSessionExpired = vi.fn(() => answer.promise);
    const { client } = setup({ onSessionExpired });
    const requests = [1, 2, 3].map((id) =>
      rejection(client.request({ method: 'GET', path: `/api/test/item/${id}`, envelope: 'real' })),
    );
    await vi.waitFor(() => expect(onSessionExpired).toHaveBeenCalled());
    answer.resolve(false);
    const errors = await Promise.all(requests);
    expect(errors.map((error) => error.kind)).toEqual(['session', 'session', 'session']);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(onSessionExpired).toHaveBeenCalledWith({ reason: 'http401', message: 'Unauthorized' });
  });

  it('retries each failed request once with the new token after a renewal', async () => {
    const hits: (string | null)[] = [];
    server.use(
      http.get('*/api/test/item/:id', ({ request, params }) => {
        hits.push(request.headers.get('Token'));
        return request.headers.get('Token') === 'token-2'
          ? HttpResponse.json(ok.real(`item ${String(params.id)}`))
          : new HttpResponse(null, { status: 401 });
      }),
    );
    const answer = deferred<boolean>();
    const onSessionExpired = vi.fn(() => answer.promise);
    const { client, setToken } = setup({ onSessionExpired });
    const requests = [1, 2, 3].map((id) =>
      client.request({ method: 'GET', path: `/api/test/item/${id}`, envelope: 'real' }),
    );
    await vi.waitFor(() => expect(hits).toHaveLength(3));
    setToken('token-2');
    answer.resolve(true);
    await expect(Promise.all(requests)).resolves.toEqual(['item 1', 'item 2', 'item 3']);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(hits.filter((token) => token === 'token-2')).toHaveLength(3);
  });

  it('sends a refused write again with its whole body after a renewal (a debug logout code)', async () => {
    const sent: { token: string | null; body: unknown }[] = [];
    server.use(
      http.post('*/api/test/form', async ({ request }) => {
        const token = request.headers.get('Token');
        sent.push({ token, body: await request.json() });
        return token === 'token-2'
          ? HttpResponse.json(ok.debug(true))
          : HttpResponse.json({ code: 50008, msg: 'not logged in', data: null, status: 'fail' });
      }),
    );
    const form = { activityName: '春季牧草推广2025', promotionTime: ['2025-04-01', '2025-04-30'] };
    const { client, setToken } = setup({
      debug: true,
      onSessionExpired: async () => {
        setToken('token-2');
        return true;
      },
    });
    await expect(
      client.request({ method: 'POST', path: '/api/test/form', envelope: 'debug', body: form }),
    ).resolves.toBe(true);
    expect(sent).toEqual([
      { token: 'token-1', body: form },
      { token: 'token-2', body: form },
    ]);
  });

  it('shares one prompt between a 401 and a debug logout code', async () => {
    server.use(
      http.get('*/api/test/a', () => new HttpResponse(null, { status: 401 })),
      http.get('*/api/test/b', () =>
        HttpResponse.json({ code: 50014, msg: 'expired', data: null }),
      ),
    );
    const answer = deferred<boolean>();
    const onSessionExpired = vi.fn(() => answer.promise);
    const { client } = setup({ debug: true, onSessionExpired });
    const a = rejection(client.request({ method: 'GET', path: '/api/test/a', envelope: 'debug' }));
    const b = rejection(client.request({ method: 'GET', path: '/api/test/b', envelope: 'debug' }));
    await vi.waitFor(() => expect(onSessionExpired).toHaveBeenCalled());
    answer.resolve(false);
    expect((await a).kind).toBe('session');
    expect((await b).kind).toBe('session');
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('retries only once: a second 401 after renewal rejects without asking again', async () => {
    let hits = 0;
    server.use(
      http.get('*/api/test/item', () => {
        hits += 1;
        return new HttpResponse(null, { status: 401 });
      }),
    );
    const onSessionExpired = vi.fn(async () => true);
    const { client } = setup({ onSessionExpired });
    const error = await rejection(
      client.request({ method: 'GET', path: '/api/test/item', envelope: 'real' }),
    );
    expect(error.kind).toBe('session');
    expect(hits).toBe(2);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('asks again for a later, separate session failure', async () => {
    server.use(http.get('*/api/test/item', () => new HttpResponse(null, { status: 401 })));
    const onSessionExpired = vi.fn(async () => false);
    const { client } = setup({ onSessionExpired });
    await rejection(client.request({ method: 'GET', path: '/api/test/item', envelope: 'real' }));
    await rejection(client.request({ method: 'GET', path: '/api/test/item', envelope: 'real' }));
    expect(onSessionExpired).toHaveBeenCalledTimes(2);
  });

  it('retries without asking when the token changed while the request was in flight', async () => {
    const hits: (string | null)[] = [];
    const { client, setToken } = setup({ onSessionExpired: vi.fn() });
    server.use(
      http.get('*/api/test/item', ({ request }) => {
        const token = request.headers.get('Token');
        hits.push(token);
        if (token === 'token-1') {
          setToken('token-2');
          return new HttpResponse(null, { status: 401 });
        }
        return HttpResponse.json(ok.real('fresh'));
      }),
    );
    await expect(
      client.request({ method: 'GET', path: '/api/test/item', envelope: 'real' }),
    ).resolves.toBe('fresh');
    expect(hits).toEqual(['token-1', 'token-2']);
  });

  it('rejects with kind session when the host callback throws', async () => {
    server.use(http.get('*/api/test/item', () => new HttpResponse(null, { status: 401 })));
    const { client } = setup({
      onSessionExpired: () => {
        throw new Error('modal failed');
      },
    });
    const error = await rejection(
      client.request({ method: 'GET', path: '/api/test/item', envelope: 'real' }),
    );
    expect(error.kind).toBe('session');
  });
});
