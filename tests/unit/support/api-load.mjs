// Load for the contract server's soak test (tests/unit/api-server.test.ts), in a process of its own so that the
// server's memory is measured alone and no request goes through the test process's MSW interceptors.
//   node tests/unit/support/api-load.mjs <server url> <requests> <concurrency> <body limit in bytes>
// Prints one JSON line: how many answers each kind of request got per status, the answers that were not an envelope,
// and the transport errors. Asserts nothing: the test does.
import { createHash } from 'node:crypto';
import http from 'node:http';
import net from 'node:net';
import { Readable } from 'node:stream';

const [base = '', requestsText = '1000', concurrencyText = '50', limitText = '1048576'] =
  process.argv.slice(2);
const origin = new URL(base);
const total = Number(requestsText);
const concurrency = Number(concurrencyText);
/** A body just past the server's limit. */
const overLimitBytes = Number(limitText) + 64 * 1024;
const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
const md5 = (text) => createHash('md5').update(text).digest('hex');

/**
 * One request; resolves with its status and body, or the transport error. `body` may be a Readable (streamed, never
 * held whole), `path` is sent as is (a malformed target too).
 */
function send({ method = 'GET', path, headers = {}, body }) {
  return new Promise((resolve) => {
    const request = http.request(
      { host: origin.hostname, port: origin.port, method, path, headers, agent },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode, text: Buffer.concat(chunks).toString('utf8') }),
        );
        response.on('error', (error) => resolve({ error: error.code ?? error.message }));
      },
    );
    // A server that answers a large body early and closes may reset the upload: the answer is what counts.
    let answered = false;
    request.on('response', () => (answered = true));
    request.on('error', (error) => {
      if (!answered) resolve({ error: error.code ?? error.message });
    });
    if (body instanceof Readable) body.pipe(request);
    else request.end(body);
  });
}

const json = (value) => ({
  body: JSON.stringify(value),
  headers: { 'Content-Type': 'application/json' },
});

/** A body of `bytes` streamed in 64 KB chunks of one reused buffer. */
function streamedBody(bytes) {
  const chunk = Buffer.alloc(64 * 1024, 0x61);
  let left = bytes;
  return new Readable({
    read() {
      if (left <= 0) return this.push(null);
      const size = Math.min(left, chunk.length);
      left -= size;
      this.push(size === chunk.length ? chunk : chunk.subarray(0, size));
    },
  });
}

async function login(mobile, password) {
  const { body, headers } = json({
    Mobile: mobile,
    Pwd: md5(password),
    clientTypeId: 1,
    clientId: 1,
  });
  const answer = await send({ method: 'POST', path: '/api/Login/MobileLogin', body, headers });
  return JSON.parse(answer.text).data.Token;
}

const admin = await login('13800000001', 'Admin123');
const operator = await login('13800000002', 'User1234');

/** The kinds of request, round robin: what each one sends. */
const kinds = {
  readWithToken: () => ({ path: '/api/list/policy?current=2', headers: { Token: admin } }),
  readWithoutToken: () => ({ path: '/api/content-data' }),
  realReadWithToken: () => ({ path: '/api/BaseFarm/GetFarmList', headers: { Token: operator } }),
  adminWriteAsOperator: () => ({
    method: 'POST',
    ...json({ video: null, audio: null, description: 'soak' }),
    path: '/api/group-form/submit',
    headers: { 'Content-Type': 'application/json', Token: operator },
  }),
  create: (index) => {
    const { body } = json({
      number: String(700_000_000 + index),
      name: `Soak${index}`,
      contentType: 'img',
      filterType: 'rules',
      count: index,
      status: 'online',
    });
    return {
      method: 'POST',
      path: '/api/list/policy/create',
      body,
      headers: { 'Content-Type': 'application/json', Token: admin },
    };
  },
  unreadBody: () => ({
    // 100 KB to a call that reads no body: drained, so the keep-alive connection goes on.
    method: 'POST',
    path: '/api/user/logout',
    body: Buffer.alloc(100 * 1024, 0x20),
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${admin}` },
  }),
  overLimit: () => ({
    method: 'POST',
    path: '/api/Login/MobileLogin',
    body: streamedBody(overLimitBytes),
    headers: { 'Content-Type': 'application/json', 'Content-Length': overLimitBytes },
  }),
  overLimitChunked: () => ({
    method: 'POST',
    path: '/api/list/policy/import',
    body: streamedBody(overLimitBytes),
    headers: { 'Content-Type': 'application/json', Token: admin },
  }),
  unknownPath: () => ({ path: '/api/no/such/call' }),
  malformedTarget: () => ({ path: '//[' }),
};
/** One round of 25 requests: the cheap kinds often, the bodies past the limit once each. */
const round = [
  ...['readWithToken', 'readWithoutToken', 'realReadWithToken', 'adminWriteAsOperator', 'create'],
  ...['readWithToken', 'readWithoutToken', 'realReadWithToken', 'adminWriteAsOperator', 'create'],
  ...['readWithToken', 'readWithoutToken', 'unknownPath', 'malformedTarget', 'unreadBody'],
  ...['readWithToken', 'readWithoutToken', 'unknownPath', 'malformedTarget', 'unreadBody'],
  ...[
    'readWithToken',
    'realReadWithToken',
    'adminWriteAsOperator',
    'overLimit',
    'overLimitChunked',
  ],
];
const kindNames = Object.keys(kinds);

/** Per kind, per status (or transport error), how many answers; and what was not an envelope. */
const counts = Object.fromEntries(kindNames.map((name) => [name, {}]));
const nonEnvelope = [];

function isEnvelope(text) {
  try {
    const body = JSON.parse(text);
    return typeof body?.Code === 'number' || typeof body?.code === 'number';
  } catch {
    return false;
  }
}

async function run(index) {
  const kind = round[index % round.length];
  const answer = await send(kinds[kind](index));
  const key = answer.error ? `error ${answer.error}` : String(answer.status);
  counts[kind][key] = (counts[kind][key] ?? 0) + 1;
  if (!answer.error && !isEnvelope(answer.text)) {
    nonEnvelope.push(`${kind} ${answer.status} ${answer.text.slice(0, 80)}`);
  }
}

/**
 * Slow clients beside the load: three send a small body two bytes at a time (answered once it is complete), two open a
 * connection and send half a request line and nothing more until the load is over. Nobody else may wait for them.
 */
function tricklingClient() {
  return new Promise((resolve) => {
    const socket = net.connect(Number(origin.port), origin.hostname);
    let received = '';
    socket.on('data', (data) => (received += data));
    socket.on('error', () => undefined);
    socket.on('close', () => resolve(received.split('\r\n')[0] ?? ''));
    const body = JSON.stringify({ ids: [1] });
    socket.write(
      `POST /api/message/read HTTP/1.1\r\nHost: x\r\nToken: ${admin}\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${body.length}\r\nConnection: close\r\n\r\n`,
    );
    let sent = 0;
    const timer = setInterval(() => {
      socket.write(body.slice(sent, sent + 2));
      sent += 2;
      if (sent >= body.length) clearInterval(timer);
    }, 60);
  });
}
function idleClient() {
  const socket = net.connect(Number(origin.port), origin.hostname);
  socket.on('error', () => undefined);
  socket.write('GET /api/list/pol');
  return socket;
}

const slow = [tricklingClient(), tricklingClient(), tricklingClient()];
const idle = [idleClient(), idleClient()];
// Five bodies of 20 MB at once, streamed: each is refused past the limit, none is held whole.
const large = Array.from({ length: 5 }, (_, index) =>
  send({
    method: 'POST',
    path: index % 2 ? '/api/list/policy/create' : '/api/Login/MobileLogin',
    body: streamedBody(20 * 1024 * 1024),
    headers: { 'Content-Type': 'application/json', Token: admin },
  }),
);
let next = 0;
await Promise.all(
  Array.from({ length: concurrency }, async () => {
    while (next < total) await run(next++);
  }),
);
const largeAnswers = (await Promise.all(large)).map((answer) =>
  answer.error
    ? `error ${answer.error}`
    : `${answer.status} ${isEnvelope(answer.text) ? 'envelope' : answer.text.slice(0, 40)}`,
);
const slowAnswers = await Promise.all(slow);
const idleOpen = idle.filter((socket) => !socket.destroyed).length;
for (const socket of idle) socket.destroy();
agent.destroy();
process.stdout.write(
  `${JSON.stringify({ counts, nonEnvelope, largeAnswers, slowAnswers, idleOpen })}\n`,
);
