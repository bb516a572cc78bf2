#!/usr/bin/env node
// `npm run serve:api`: the console's mock server (the MSW handlers of packages/ui/src/mocks/features.ts) as a real
// HTTP server on loopback, for running the PRODUCTION console (debug off, no service worker) against something
// that speaks the contract: the real-server calls (MobileLogin, GetUserByToken, GetFarmList, ChangeFarmId, …) in
// the real envelope, the debug-mode and our own calls in the debug envelope, each as contract §7 / §10.2 give it.
//   npm run serve:api                                   http://127.0.0.1:3100, answers at once
//   npm run serve:api -- --port 8080 --delay demo       the demo's 600–1000 ms per call (or --delay 250)
//   npm run serve:api -- --allow-origin http://127.0.0.1:4173   CORS for a console on another origin
//   npm run serve:api -- --log                          one line per request
//   npm run serve:api -- --body-limit 2mb --upload-limit 8mb   largest body a call / an upload takes (413 past it)
// README.md "Running the production console" shows the whole setup.
import { parseArgs } from 'node:util';
import {
  DEFAULT_BODY_LIMIT,
  DEFAULT_UPLOAD_LIMIT,
  loadMocks,
  parseByteSize,
  startApiServer,
} from './lib/api-server.mjs';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '3100' },
    host: { type: 'string', default: '127.0.0.1' },
    'allow-origin': { type: 'string', multiple: true, default: [] },
    delay: { type: 'string', default: 'none' },
    'body-limit': { type: 'string', default: String(DEFAULT_BODY_LIMIT) },
    'upload-limit': { type: 'string', default: String(DEFAULT_UPLOAD_LIMIT) },
    log: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
if (values.help) {
  console.log(
    'Usage: npm run serve:api -- [--port 3100] [--host 127.0.0.1] [--allow-origin <origin>]... ' +
      '[--delay none|demo|<ms>] [--body-limit 1mb] [--upload-limit 4mb] [--log]',
  );
  process.exit(0);
}

/** @returns {'none' | 'demo' | number} */
function delayMode(value) {
  if (value === 'none' || value === 'demo') return value;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 0) {
    console.error(`--delay takes none, demo or a whole number of ms, not "${value}".`);
    process.exit(2);
  }
  return ms;
}
const delay = delayMode(values.delay);

/** A size flag in bytes (`1048576`, `512kb`, `1mb`). */
function byteSize(flag) {
  const bytes = parseByteSize(values[flag]);
  if (bytes === null) {
    console.error(`--${flag} takes a size such as 1048576, 512kb or 1mb, not "${values[flag]}".`);
    process.exit(2);
  }
  return bytes;
}
const bodyLimit = byteSize('body-limit');
const uploadLimit = byteSize('upload-limit');
if (!['127.0.0.1', 'localhost', '::1'].includes(values.host)) {
  // The demo accounts and their passwords are public: this server must not face a network.
  console.warn(
    `⚠ serve:api listens on ${values.host}: anyone who reaches it can log in with the demo accounts.`,
  );
}

const { mocks, close: closeMocks } = await loadMocks();
mocks.setMockDelay(delay);
const api = await startApiServer({
  handlers: mocks.handlers,
  contract: mocks,
  bodyLimit,
  uploadLimit,
  allowOrigins: values['allow-origin'],
  host: values.host,
  port: Number(values.port),
  log: values.log ? (line) => console.log(line) : undefined,
});
// The handlers answer their endpoints on this server's own origin only (each request's URL is built on it).
mocks.setMockBaseUrl(api.url);
console.log(
  `Contract server on ${api.url} (${mocks.handlers.length} handlers, delay ${delay}, ` +
    `bodies up to ${bodyLimit} bytes, uploads ${uploadLimit}` +
    `${values['allow-origin'].length ? `, CORS for ${values['allow-origin'].join(', ')}` : ', same-origin only'}).`,
);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    await api.close();
    await closeMocks();
    process.exit(0);
  });
}
