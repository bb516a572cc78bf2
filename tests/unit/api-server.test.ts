// @vitest-environment node
import { execFile } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import md5 from 'md5';
import { http, HttpResponse, passthrough } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_BODY_LIMIT, startApiServer } from '../../scripts/lib/api-server.mjs';
import { endpoints } from '../../packages/ui/src/endpoints';
import { demoAccounts } from '../../packages/ui/src/mocks/auth/auth.fixtures';
import { setMockBaseUrl } from '../../packages/ui/src/mocks/baseUrl';
import * as contract from '../../packages/ui/src/mocks/contractServer';
import { handlers } from '../../packages/ui/src/mocks/handlers';
import { server } from '../../packages/ui/src/mocks/node';

/**
 * The contract server's adapter (scripts/lib/api-server.mjs, ADR 020) over real HTTP: the mock handlers answer,
 * CORS only for the configured origin and on error answers too, a network error drops the connection; every answer
 * is an envelope, bodies are bounded and always drained, and it holds under load.
 */
const consoleOrigin = 'http://127.0.0.1:4173';
let api: Awaited<ReturnType<typeof startApiServer>>;

beforeAll(async () => {
  api = await startApiServer({
    handlers: [http.get('*/api/test/network-error', () => HttpResponse.error()), ...handlers],
    contract,
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

/**
 * Raw HTTP/1.1 on one connection (no client library, no MSW interceptor): sends each request after the previous
 * answer arrived, resolves with the answers' status lines and bodies and how the connection ended.
 */
function onOneConnection(requests: (string | Buffer)[]) {
  const { port } = new URL(api.url);
  return new Promise<{ answers: { status: string; body: string }[]; ended: string }>((resolve) => {
    const socket = net.connect(Number(port), '127.0.0.1');
    let received = '';
    const answers: { status: string; body: string }[] = [];
    let next = 0;
    const sendNext = () => {
      const request = requests[next++];
      if (request === undefined) socket.end();
      else socket.write(request);
    };
    socket.on('data', (data: Buffer) => {
      received += data.toString('utf8');
      // Answers carry a Content-Length: cut them off the stream one by one.
      for (;;) {
        const head = received.indexOf('\r\n\r\n');
        if (head < 0) return;
        const length = Number(/content-length: (\d+)/i.exec(received.slice(0, head))?.[1] ?? 0);
        if (received.length < head + 4 + length) return;
        answers.push({
          status: received.slice(0, received.indexOf('\r\n')),
          body: received.slice(head + 4, head + 4 + length),
        });
        received = received.slice(head + 4 + length);
        sendNext();
      }
    });
    socket.on('error', (error: NodeJS.ErrnoException) =>
      resolve({ answers, ended: error.code ?? 'error' }),
    );
    socket.on('close', () => resolve({ answers, ended: 'closed' }));
    sendNext();
  });
}

const raw = (method: string, target: string, body = '', headers = '') =>
  `${method} ${target} HTTP/1.1\r\nHost: x\r\n${headers}Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;

describe('contract server: every answer an envelope, every body drained (issue 21)', () => {
  it('answers a body past the limit 413 in the envelope of the call, without reading it whole', async () => {
    const big = 'x'.repeat(DEFAULT_BODY_LIMIT + 1);
    const login = await post(endpoints.mobileLogin.path, big);
    expect(login.status).toBe(413);
    expect(await login.json()).toMatchObject({ Code: 413, Message: expect.stringMatching(/1 MB/) });
    const create = await post(endpoints.policyCreate.path, big);
    expect(create.status).toBe(413);
    expect(await create.json()).toMatchObject({ code: 50000, status: 'fail', data: null });
    // An upload has its own, larger limit: the handler sees the body (and says what is wrong with it).
    const upload = await post(endpoints.userUpload.path, big);
    expect(upload.status).toBe(200);
    expect(await upload.json()).toMatchObject({ code: 50008 });
  });

  it('drains a body the call does not read, and one it refused, so the connection goes on', async () => {
    const unread = 'x'.repeat(200 * 1024);
    const { answers, ended } = await onOneConnection([
      raw('POST', endpoints.userLogout.path, unread),
      raw('POST', endpoints.serverMenu.path),
      raw('POST', endpoints.mobileLogin.path, 'y'.repeat(DEFAULT_BODY_LIMIT + 64 * 1024)),
      raw('POST', endpoints.serverMenu.path),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([
      'HTTP/1.1 200 OK',
      'HTTP/1.1 200 OK',
      'HTTP/1.1 413 Payload Too Large',
      'HTTP/1.1 200 OK',
    ]);
    expect(ended).toBe('closed');
  });

  it('answers a malformed request target and broken HTTP 400 in an envelope, never a bare status', async () => {
    for (const target of ['//[', '//evil.example/api/list/policy']) {
      const { answers } = await onOneConnection([raw('GET', target)]);
      expect(answers[0]?.status, target).toBe('HTTP/1.1 400 Bad Request');
      expect(JSON.parse(answers[0]?.body ?? ''), target).toMatchObject({ Code: 400, code: 50000 });
    }
    const { answers } = await onOneConnection([
      'GET /api/list/policy HTTP/1.1\r\nBad Header\r\n\r\n',
    ]);
    expect(answers[0]?.status).toBe('HTTP/1.1 400 Bad Request');
    expect(JSON.parse(answers[0]?.body ?? '')).toMatchObject({ Code: 400 });
  });

  it('holds 1,000 mixed requests at concurrency 50 beside slow clients and five 20 MB bodies: every answer an envelope, memory bounded', async () => {
    const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'support/api-load.mjs');
    const before = process.memoryUsage();
    let peak = { rss: before.rss, arrayBuffers: before.arrayBuffers };
    const sampler = setInterval(() => {
      const now = process.memoryUsage();
      peak = {
        rss: Math.max(peak.rss, now.rss),
        arrayBuffers: Math.max(peak.arrayBuffers, now.arrayBuffers),
      };
    }, 20);
    try {
      const { stdout } = await promisify(execFile)(process.execPath, [
        script,
        api.url,
        '1000',
        '50',
        String(DEFAULT_BODY_LIMIT),
      ]);
      const result = JSON.parse(stdout) as {
        counts: Record<string, Record<string, number>>;
        nonEnvelope: string[];
        largeAnswers: string[];
        slowAnswers: string[];
      };
      expect(result.nonEnvelope).toEqual([]);
      // Each kind got its one answer every time: no transport error, no other status.
      expect(result.counts).toEqual({
        readWithToken: { 200: 200 },
        readWithoutToken: { 200: 160 },
        realReadWithToken: { 200: 120 },
        adminWriteAsOperator: { 403: 120 },
        create: { 200: 80 },
        unreadBody: { 200: 80 },
        overLimit: { 413: 40 },
        overLimitChunked: { 413: 40 },
        unknownPath: { 404: 80 },
        malformedTarget: { 400: 80 },
      });
      expect(result.largeAnswers).toEqual(Array(5).fill('413 envelope'));
      expect(result.slowAnswers).toEqual(Array(3).fill('HTTP/1.1 200 OK'));
    } finally {
      clearInterval(sampler);
    }
    // Five 20 MB bodies held whole would be 100 MB of buffers at least (the probe saw the process reach
    // 464 MB); refused past 1 MB they are a few MB. The heap's own growth under 1,000 requests is what remains.
    const MB = 1024 * 1024;
    expect((peak.arrayBuffers - before.arrayBuffers) / MB).toBeLessThan(48);
    expect((peak.rss - before.rss) / MB).toBeLessThan(160);
  }, 120_000);
});
