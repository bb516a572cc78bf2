#!/usr/bin/env node
// First loads of the built console from every entry (`npm test` runs `--suite` after the console builds). Each build is
// served as it is deployed (docs/deploying.md: gzip -9 on loopback, a file or else index.html — `/x` → `x.html`
// first when a build has one, as another app's may; hashed assets cacheable, HTML revalidated; our production build
// with the recommended headers, strict CSP and Trusted Types included, and `/api/` answered by the contract server
// in this process). Every load gets a fresh Chromium (cold HTTP cache, no code cache, nothing shared), other hosts
// unreachable by resolver rule, and no request interception: the browser fetches as it would.
//
// Entries, logged out and logged in (a session saved by logging in through the form once per side):
//   /          logged out: the login form (index.html is the login page, its first script puts the visitor there)
//   /login     logged out: the login form; then its first page after login, until that page shows its data
//   deep       logged out: a bookmarked page (the login form, with the page to return to)
//   / in, /login in, deep in   logged in: the same entries with a saved session
// Per load: the password field in the page ("field"), the fields editable ("editable"), the login API called after
// filling the fields and clicking Login as soon as they take input ("interactive"), or the page's data on screen
// ("data"); and until that moment: HTML+JS+CSS gzip bytes as the server sent them (kB of 1000, as size-limit
// counts), JS/CSS files, documents, and the depth of the request chain from the browser's DevTools events (a document
// is 1, what it links is 2, what those load is 3, …; a redirect to another document starts a new chain). A load's
// times count from its first page's navigation (the browser's initial about:blank is the harness's, not the load's).
//
// `--suite` (`npm test`): the production build, one load per entry, no warm-up; it asserts bytes, files, documents
// and chain depth (budgets below), never milliseconds: those depend on the machine. Without it: five loads per entry
// after a warm-up round, production and demo builds. Timings mean something side by side: `--compare <profile.mjs>` measures another app in the same run
// with the same harness, rounds alternating between the sides so load hits both alike, and prints medians, spreads
// and ratios (`--targets` asserts issue 21's ratios against it; `npm run bench:arco` builds the anchor, Arco Pro
// React, and runs it). A profile module's default export is a side (see
// `pastureProduction` below for the shape); its `dir` is a built folder served like ours.
//
// Usage: node scripts/bench.mjs [--suite] [--runs N] [--only /,/login,deep,…] [--side production|demo]
//        [--dir <our production build>] [--demo-dir <our demo build>] [--compare <profile.mjs>]… [--targets]
//        [--json <file>] [--list]   (--list: every request of every load, with its start and depth)
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { chromiumArgs, findChromium } from './chromium.mjs';
import { loadMocks, startApiServer } from './lib/api-server.mjs';
import { loginInputs, noMockDelay } from './lib/demo-login.mjs';
import { securityHeaders } from './lib/security-headers.mjs';
import { root } from './lib/serve.mjs';

const { fields: ourFields, submit: ourSubmit } = loginInputs();
const byLabel = (label) => ({ role: 'textbox', name: label });
/** The login page the console rendered for a logged-in visitor (index.html's own markup is hidden from them). */
const RENDERED_LOGIN_PAGE = 'html[data-prerender="replaced"] input[type="password"]';
/** The shop window's farm list has rows, or the workplace its welcome: the first page after login shows its data. */
const SHOP_WINDOW_DATA = 'main ul li';
const WORKPLACE_DATA = 'main section[aria-labelledby] h2, main [aria-labelledby] h2';
const FIRST_PAGE_DATA = `${SHOP_WINDOW_DATA}, ${WORKPLACE_DATA}`;

/**
 * A side: an app build and how to drive it. `entries[].kind`: `login` (logged out: field, editable, interactive;
 * `afterLogin`: then the first page's data), `page` (logged in: `ready` on screen). `login.fields`: what to type,
 * by role and accessible name or by CSS selector; `login.call`: a part of the login API's URL.
 */
const pastureProduction = {
  id: 'production',
  label: 'Pasture production',
  dir: 'packages/console/dist',
  headers: securityHeaders(),
  contractApi: true,
  login: {
    fields: ourFields.map(([label, value]) => [byLabel(label), value]),
    submit: { role: 'button', name: ourSubmit },
    call: '/api/',
  },
  entries: [
    { id: '/', path: '/', kind: 'login' },
    { id: '/login', path: '/login', kind: 'login', afterLogin: FIRST_PAGE_DATA },
    { id: 'deep', path: '/list/search-table', kind: 'login' },
    // Logged in: `/` and `/login` are the login page still (contract §2); the bookmark is the first page.
    { id: '/ in', path: '/', kind: 'page', session: true, ready: RENDERED_LOGIN_PAGE },
    { id: '/login in', path: '/login', kind: 'page', session: true, ready: RENDERED_LOGIN_PAGE },
    {
      id: 'deep in',
      path: '/product/shop-window',
      kind: 'page',
      session: true,
      ready: SHOP_WINDOW_DATA,
    },
  ],
};

/** The demo build (MSW answers in the browser, mock latency 0): its first page after login is the workplace. */
const pastureDemo = {
  id: 'demo',
  label: 'Pasture demo',
  dir: 'packages/console/dist-demo',
  init: noMockDelay,
  login: pastureProduction.login,
  entries: [
    { id: '/login', path: '/login', kind: 'login', afterLogin: FIRST_PAGE_DATA },
    {
      id: 'deep in',
      path: '/dashboard/workplace',
      kind: 'page',
      session: true,
      ready: WORKPLACE_DATA,
    },
  ],
};

/**
 * Budgets of the suite's run (our builds; medians): what the page fetches before it is usable, never time. The
 * login form is usable once the login call has gone out; a logged-in page once its data is on screen.
 */
const budgets = {
  production: {
    // One document for every entry: index.html is the login page, and its first script puts a visitor bound for it
    // there without another request (ADR 023).
    // Five files: the entry script, the runtime helpers, the early login's chunk, which index.html links on its own
    // so that a Login pressed before hydration goes at once (ADR 023 §9) — the login call needs nothing more
    // (depth 2: document → early login) — and the console and its packages, which the entry script imports when the
    // visitor lets it start (ADR 023 §10): at the press of Login at the latest, so this harness, which presses at
    // once, sees them fetched (depth 3: document → entry script → console) before the call.
    '/': { bytes: 215_000, files: 5, depth: 3, documents: 1 },
    '/login': { bytes: 215_000, files: 5, depth: 3, documents: 1 },
    deep: { bytes: 215_000, files: 5, depth: 3, documents: 1 },
    // Logged in, the login page renders once the console has asked who the user is (document → entry → that call).
    '/ in': { bytes: 215_000, files: 5, depth: 3, documents: 1 },
    '/login in': { bytes: 215_000, files: 5, depth: 3, documents: 1 },
    'deep in': { bytes: 300_000, files: 12, depth: 3, documents: 1 },
  },
  demo: {},
};

/** Issue 21's targets: ours / the anchor's median, per entry and measure. */
const targets = [
  { entry: '/', measure: 'field', ratio: 0.5 },
  { entry: '/login', measure: 'field', ratio: 0.5 },
  { entry: 'deep', measure: 'field', ratio: 0.5 },
  { entry: '/login', measure: 'interactive', ratio: 0.6 },
  { entry: '/', measure: 'interactive', ratio: 0.6 },
  { entry: 'deep', measure: 'interactive', ratio: 0.6 },
  { entry: '/login', measure: 'afterLogin', ratio: 0.7 },
  { entry: 'deep in', measure: 'data', ratio: 0.7 },
];

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: process.env.BENCH_RUNS },
    only: { type: 'string' },
    side: { type: 'string', multiple: true },
    dir: { type: 'string' },
    'demo-dir': { type: 'string' },
    compare: { type: 'string', multiple: true },
    targets: { type: 'boolean', default: false },
    json: { type: 'string' },
    list: { type: 'boolean', default: false },
    suite: { type: 'boolean', default: false },
  },
});
if (values.dir) pastureProduction.dir = values.dir;
if (values['demo-dir']) pastureDemo.dir = values['demo-dir'];
const compared = [];
for (const file of values.compare ?? []) {
  const { default: side } = await import(pathToFileURL(path.resolve(file)).href);
  compared.push(side);
}
// The suite's run (`--suite`): the production build only, one load per entry and no warm-up: its budgets are
// bytes, files and chain depth, which one load measures.
const ours = [pastureProduction, pastureDemo].filter((side) =>
  values.suite ? side === pastureProduction : !values.side || values.side.includes(side.id),
);
const sides = [...ours, ...compared];
const only = values.only?.split(',');
for (const side of sides)
  side.entries = side.entries.filter((entry) => !only || only.includes(entry.id));
const runs = values.suite ? 1 : Math.max(1, Number.parseInt(values.runs ?? '', 10) || 5);
const warmUp = !values.suite;

const executablePath = await findChromium();
/** Every host but loopback fails to resolve: no third-party request leaves the machine or waits on a network. */
const launchArgs = [...chromiumArgs, '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1'];

let failures = 0;
const servers = [];
/** @type {Map<string, Record<string, Sample[]>>} */
const results = new Map();
try {
  let api;
  if (sides.some((side) => side.contractApi)) {
    const { mocks, close } = await loadMocks();
    mocks.setMockDelay('none');
    api = await startApiServer({ handlers: mocks.handlers, contract: mocks });
    // The handlers answer their endpoints on the API server's own origin (each request's URL is built on it).
    mocks.setMockBaseUrl(api.url);
    servers.push({ close: async () => (await api.close(), await close()) });
  }
  for (const side of sides) {
    const dir = path.resolve(root, side.dir);
    if (!existsSync(path.join(dir, 'index.html')))
      throw new Error(`${side.dir} has no index.html: build it first (\`npm test\` does).`);
    const server = await serveBuild(dir, {
      headers: side.headers,
      api: side.contractApi ? api.url : null,
    });
    servers.push(server);
    side.origin = server.url;
    side.served = server.served;
    results.set(side.id, {});
  }
  for (const side of sides) {
    if (side.entries.some((entry) => entry.session)) side.session = await saveSession(side);
  }
  const entryIds = [...new Set(sides.flatMap((side) => side.entries.map((entry) => entry.id)))];
  console.log(
    `First loads, ${runs} per entry and side${warmUp ? ' after one warm-up' : ''}, a fresh browser each` +
      `${sides.length > 1 ? ', sides alternating' : ''}: ${sides.map((side) => `${side.label} (${side.dir})`).join(', ')}`,
  );
  // Round 0 warms the OS file cache and the servers' gzip cache; it is not counted.
  for (let round = warmUp ? 0 : 1; round <= runs; round += 1) {
    for (const entryId of entryIds) {
      const order = round % 2 ? [...sides].reverse() : sides;
      for (const side of order) {
        const entry = side.entries.find((candidate) => candidate.id === entryId);
        if (!entry) continue;
        const sample = await measure(side, entry);
        if (round > 0) (results.get(side.id)[entryId] ??= []).push(sample);
        if (sample.error) console.log(`  ✗ ${side.label} ${entryId}: ${sample.error}`);
      }
    }
    process.stdout.write(round === 0 ? '  warm-up done\n' : `  round ${round} done\n`);
  }
  failures += report(entryIds);
} catch (error) {
  console.error(`✗ Benchmark could not run: ${error.stack ?? error.message}`);
  failures += 1;
} finally {
  for (const server of servers) await server.close().catch(() => undefined);
}
if (values.json) writeFileSync(values.json, JSON.stringify(Object.fromEntries(results), null, 2));
if (failures) {
  console.error(`\n✗ ${failures} benchmark problem(s).`);
  process.exit(1);
}
console.log('\n✓ First loads within budget.');

/**
 * Serves a build folder: gzip -9 for text files (compressed once, then from memory); `/x` → `x.html` when the
 * build has it, else index.html for client routes; a missing file with an extension is a 404. Hashed assets may be
 * cached, HTML is revalidated (docs/deploying.md). `api`: an origin to forward `/api/` to, as a reverse proxy.
 */
async function serveBuild(absolute, { headers = {}, api = null } = {}) {
  const cache = new Map();
  /** Every file answered, as sent: wall-clock ms of the request, path, bytes on the wire (body), HTML or not. */
  const served = [];
  const file = (relative) => {
    const full = path.join(absolute, relative);
    if (!full.startsWith(absolute) || !existsSync(full) || !statSync(full).isFile()) return null;
    if (!cache.has(full)) {
      const body = readFileSync(full);
      const text = /\.(html|js|mjs|css|json|svg|map|txt)$/.test(full);
      cache.set(full, { body: text ? gzipSync(body, { level: 9 }) : body, gzip: text });
    }
    return { ...cache.get(full), type: contentType(full), path: full };
  };
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (api && url.pathname.startsWith('/api/')) {
      const upstream = http.request(
        `${api}${url.pathname}${url.search}`,
        { method: req.method, headers: { ...req.headers, host: new URL(api).host } },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', () => res.writeHead(502).end());
      req.pipe(upstream);
      return;
    }
    let pathname;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      return res.writeHead(400).end();
    }
    const found =
      file(pathname) ??
      (path.extname(pathname) ? null : (file(`${pathname}.html`) ?? file('index.html')));
    if (!found) return res.writeHead(404).end();
    served.push({
      at: Date.now(),
      path: url.pathname,
      bytes: found.body.length,
      document: found.type.startsWith('text/html'),
      code: /\.(m?js|css)$/.test(found.path),
    });
    res.writeHead(200, {
      ...headers,
      'Content-Type': found.type,
      'Cache-Control': found.path.includes(`${path.sep}assets${path.sep}`)
        ? 'public, max-age=31536000, immutable'
        : 'no-cache',
      ...(found.gzip ? { 'Content-Encoding': 'gzip' } : {}),
    });
    res.end(found.body);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    url: `http://127.0.0.1:${port}`,
    served,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve(undefined));
      }),
  };
}

function contentType(file) {
  const types = {
    '.html': 'text/html; charset=utf-8',
    '.js': 'text/javascript; charset=utf-8',
    '.mjs': 'text/javascript; charset=utf-8',
    '.css': 'text/css; charset=utf-8',
    '.json': 'application/json',
    '.svg': 'image/svg+xml',
    '.png': 'image/png',
    '.ico': 'image/x-icon',
    '.woff2': 'font/woff2',
  };
  return types[path.extname(file)] ?? 'application/octet-stream';
}

/** A locator from `{ role, name }` or a CSS selector. */
function locate(page, target) {
  return typeof target === 'string'
    ? page.locator(target).first()
    : page.getByRole(target.role, { name: target.name, exact: true });
}

async function fillAndSubmit(page, side) {
  for (const [field, value] of side.login.fields) await locate(page, field).fill(value);
  await locate(page, side.login.submit).click();
}

/** Logs in through the form once, in a browser of its own, and keeps the saved session for the logged-in loads. */
async function saveSession(side) {
  const browser = await chromium.launch({ executablePath, args: launchArgs, headless: true });
  try {
    const context = await browser.newContext({
      locale: 'zh-CN',
      viewport: { width: 1280, height: 800 },
    });
    if (side.init) await context.addInitScript(side.init);
    const page = await context.newPage();
    await page.goto(`${side.origin}/login`);
    await fillAndSubmit(page, side);
    await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    return await context.storageState();
  } finally {
    await browser.close();
  }
}

/**
 * Runs in every document before its scripts: reports when the password field, editable fields and the data
 * selector first exist, and when the page calls the login API (fetch or XMLHttpRequest, whoever replaces it), as
 * wall-clock ms (comparable across the documents of one load).
 */
function instrument({ dataSelector, loginCall }) {
  const report = (name) => {
    /** @type {any} */ (window).__benchMark?.(name, performance.timeOrigin + performance.now());
  };
  // Only the pages the load navigates to count: the browser's initial about:blank (which a new page has before
  // it navigates, and which runs this too) started when the harness opened the page, not when the load did.
  if (!window.location.protocol.startsWith('http')) return;
  // The document's navigation start: the first document's is the load's origin.
  /** @type {any} */ (window).__benchMark?.('document', performance.timeOrigin);
  const seen = new Set();
  const once = (name) => {
    if (seen.has(name)) return;
    seen.add(name);
    report(name);
  };
  const check = () => {
    const password = document.querySelector('input[type="password"]');
    if (password) once('field');
    if (password && !password.readOnly && !password.disabled) once('editable');
    if (dataSelector && document.querySelector(dataSelector)) once('data');
  };
  new MutationObserver(check).observe(document, {
    childList: true,
    subtree: true,
    attributes: true,
  });
  document.addEventListener('DOMContentLoaded', check);
  const isLogin = (url) => loginCall !== null && String(url).includes(loginCall);
  const fetch = window.fetch;
  window.fetch = function benchFetch(input, init) {
    if (isLogin(input instanceof Request ? input.url : input)) once('interactive');
    return fetch.call(this, input, init);
  };
  const wrap = (XHR) => {
    if (!XHR?.prototype || XHR.prototype.__bench) return;
    const { open, send } = XHR.prototype;
    XHR.prototype.__bench = true;
    XHR.prototype.open = function benchOpen(method, url, ...rest) {
      this.__benchUrl = url;
      return open.call(this, method, url, ...rest);
    };
    XHR.prototype.send = function benchSend(body) {
      if (isLogin(this.__benchUrl)) once('interactive');
      return send.call(this, body);
    };
  };
  // A mock library may replace XMLHttpRequest (mockjs does): wrap whatever is put there.
  let current = window.XMLHttpRequest;
  wrap(current);
  Object.defineProperty(window, 'XMLHttpRequest', {
    configurable: true,
    get: () => current,
    set: (value) => {
      wrap(value);
      current = value;
    },
  });
}

/**
 * @typedef {{ field?: number, editable?: number, interactive?: number, afterLogin?: number, data?: number,
 *   bytes: number, files: number, depth: number, documents: number, totalBytes: number, totalFiles: number,
 *   error?: string }} Sample
 */

/** One load of `entry` in a fresh browser. */
async function measure(side, entry) {
  const browser = await chromium.launch({ executablePath, args: launchArgs, headless: true });
  /** @type {Record<string, number>} */
  const marks = {};
  const waiters = [];
  const markSeen = (name) =>
    marks[name] !== undefined
      ? Promise.resolve()
      : new Promise((resolve) => waiters.push({ name, resolve }));
  try {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      locale: 'zh-CN',
      storageState: entry.session ? side.session : undefined,
    });
    await context.exposeFunction('__benchMark', (name, at) => {
      if (name === 'document') {
        marks.origin ??= at;
        marks.documents = (marks.documents ?? 0) + 1;
        return;
      }
      marks[name] ??= at;
      for (const waiter of waiters.filter((candidate) => candidate.name === name)) waiter.resolve();
    });
    if (side.init) await context.addInitScript(side.init);
    const dataSelector = entry.kind === 'page' ? entry.ready : entry.afterLogin;
    await context.addInitScript(instrument, {
      dataSelector,
      loginCall: entry.kind === 'login' ? side.login.call : null,
    });
    const page = await context.newPage();
    const network = await watchNetwork(context, page);
    const url = `${side.origin}${entry.path}`;
    side.served.length = 0;
    await page.goto(url, { waitUntil: 'commit', timeout: 30_000 });
    const deadline = (promise, what) =>
      Promise.race([
        promise,
        new Promise((_, reject) =>
          setTimeout(() => reject(new Error(`no ${what} within 30 s`)), 30_000),
        ),
      ]);
    let until;
    if (entry.kind === 'login') {
      await fillAndSubmit(page, side);
      await deadline(markSeen('interactive'), 'login call');
      until = marks.interactive;
      if (entry.afterLogin) await deadline(markSeen('data'), 'data after login');
    } else {
      await deadline(markSeen('data'), `${entry.ready} on screen`);
      until = marks.data;
    }
    const origin = marks.origin;
    const counted = { depth: network.depth(until), ...servedSummary(side.served, until) };
    if (values.list) network.print(origin, until);
    const since = (name) => (marks[name] === undefined ? undefined : marks[name] - origin);
    // A logged-in page may carry the login form hidden (index.html's markup): field and editable are the login's.
    const login = entry.kind === 'login';
    return {
      field: login ? since('field') : undefined,
      editable: login ? since('editable') : undefined,
      interactive: since('interactive'),
      afterLogin: entry.kind === 'login' && entry.afterLogin ? since('data') : undefined,
      data: entry.kind === 'page' ? since('data') : undefined,
      ...counted,
    };
  } catch (error) {
    if (process.env.BENCH_DEBUG)
      await browser
        .contexts()[0]
        ?.pages()[0]
        ?.screenshot({ path: `bench-${side.id}-${entry.id.replace(/\W+/g, '_')}.png` })
        .catch(() => undefined);
    return {
      error: error.message.split('\n')[0],
      bytes: NaN,
      files: NaN,
      depth: NaN,
      documents: NaN,
    };
  } finally {
    await browser.close().catch(() => undefined);
  }
}

/**
 * What the browser asked for, from its DevTools network events (observed, not intercepted): per request its URL,
 * type, initiator and start (wall clock), for the depth of the request chain.
 */
async function watchNetwork(context, page) {
  const cdp = await context.newCDPSession(page);
  /** @type {{ url: string, type: string, parent: string | null, at: number }[]} */
  const requests = [];
  cdp.on('Network.requestWillBeSent', ({ request, initiator, wallTime, type }) => {
    if (/^https?:/.test(request.url))
      requests.push({
        url: request.url,
        type: type ?? '',
        parent: initiatorUrl(initiator),
        at: wallTime * 1000,
      });
  });
  await cdp.send('Network.enable');
  return {
    /** `--list`: every request of the load, with its start and depth; `*` after the measured moment. */
    print(origin, until) {
      for (const request of requests) {
        const late = until !== undefined && request.at > until ? '*' : ' ';
        console.log(
          `    ${late}${ms(request.at - origin).padStart(6)} ms  depth ${chainDepth(requests, [request])}  ${request.type.padEnd(10)} ${new URL(request.url).pathname}`,
        );
      }
    },
    /** The depth of the request chain of what started before `until` (wall-clock ms). */
    depth: (until) =>
      chainDepth(
        requests,
        requests.filter((request) => until === undefined || request.at <= until),
      ),
  };
}

/**
 * Bytes (gzip, as sent), JS/CSS files and documents the server answered for this load: before `until` (wall-clock
 * ms) and in all. Counted where they are sent, so a request a document gave up (a redirect) counts as sent, and one
 * the browser served from its cache does not.
 */
function servedSummary(served, until) {
  const before = served.filter((file) => until === undefined || file.at <= until);
  const sum = (list) => list.reduce((total, file) => total + file.bytes, 0);
  const counted = (list) => list.filter((file) => file.code || file.document);
  return {
    bytes: sum(counted(before)),
    files: before.filter((file) => file.code).length,
    documents: before.filter((file) => file.document).length,
    totalBytes: sum(counted(served)),
    totalFiles: served.filter((file) => file.code).length,
  };
}

/** The URL of whatever started a request: the parser's document or stylesheet, or the script on top of the stack. */
function initiatorUrl(initiator) {
  if (initiator.url) return initiator.url;
  for (let stack = initiator.stack; stack; stack = stack.parent) {
    const frame = stack.callFrames.find((candidate) => candidate.url);
    if (frame) return frame.url;
  }
  return null;
}

/**
 * Depth of the longest chain among `before`: a document is 1 (a client-side redirect starts a new chain; the
 * documents are counted apart), a request its parser or a preload starts is 2, a request a script of depth n starts
 * is n + 1.
 */
function chainDepth(all, before) {
  const memo = new Map();
  const depth = (request, seen = new Set()) => {
    if (request.type === 'Document') return 1;
    if (memo.has(request)) return memo.get(request);
    if (seen.has(request)) return 1;
    seen.add(request);
    const parent = request.parent
      ? all.findLast((candidate) => candidate.url === request.parent && candidate.at <= request.at)
      : undefined;
    const value = parent ? depth(parent, seen) + 1 : 2;
    memo.set(request, value);
    return value;
  };
  let deepest = 0;
  for (const request of before) deepest = Math.max(deepest, depth(request));
  return deepest;
}

function median(list) {
  const sorted = list.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

function ms(value) {
  return Number.isFinite(value) ? `${Math.round(value)}` : '–';
}
/** kB of 1000 bytes, as size-limit counts. */
function kb(value) {
  return Number.isFinite(value) ? `${(value / 1000).toFixed(1)}` : '–';
}

/** Prints one table per entry (medians, spreads, ratios to the first compared side) and checks budgets/targets. */
function report(entryIds) {
  let problems = 0;
  const timings = ['field', 'editable', 'interactive', 'afterLogin', 'data'];
  const anchor = compared[0];
  for (const entryId of entryIds) {
    console.log(`\n${entryId}`);
    for (const side of sides) {
      const samples = results.get(side.id)[entryId];
      if (!samples) continue;
      const failed = samples.filter((sample) => sample.error);
      if (failed.length) problems += failed.length;
      const ok = samples.filter((sample) => !sample.error);
      const cell = (key, format) => {
        const list = ok.map((sample) => sample[key]).filter(Number.isFinite);
        if (!list.length) return null;
        const mid = format(median(list));
        const low = format(Math.min(...list));
        const high = format(Math.max(...list));
        return low === high ? mid : `${mid} (${low}–${high})`;
      };
      const times = timings
        .map((key) => [key, cell(key, ms)])
        .filter(([, value]) => value !== null)
        .map(([key, value]) => `${key} ${value} ms`);
      console.log(`  ${side.label}: ${times.join(', ')}`);
      console.log(
        `    until then ${cell('bytes', kb)} kB gz in ${cell('files', String)} files, chain depth ` +
          `${cell('depth', String)}, documents ${cell('documents', String)}; in all ${cell('totalBytes', kb)} kB, ` +
          `${cell('totalFiles', String)} files`,
      );
      const budget = budgets[side.id]?.[entryId];
      for (const [key, limit] of Object.entries(budget ?? {})) {
        const value = median(ok.map((sample) => sample[key]));
        const within = Number.isFinite(value) && value <= limit;
        if (!within) problems += 1;
        console.log(
          `    ${within ? '✓' : '✗'} ${key} ${value} (budget ${limit}${within || !Number.isFinite(value) ? '' : `: ${value - limit} over, +${Math.round(((value - limit) / limit) * 100)} %`})`,
        );
      }
    }
    if (anchor) {
      for (const side of ours) {
        const mine = results.get(side.id)[entryId];
        const theirs = results.get(anchor.id)[entryId];
        if (!mine || !theirs) continue;
        const ratios = timings
          .map((key) => {
            const ratio = median(mine.map((s) => s[key])) / median(theirs.map((s) => s[key]));
            return Number.isFinite(ratio) ? `${key} ${ratio.toFixed(2)}×` : null;
          })
          .filter(Boolean);
        if (ratios.length) console.log(`  ${side.label} / ${anchor.label}: ${ratios.join(', ')}`);
      }
    }
  }
  if (anchor && values.targets) {
    console.log(`\nTargets (${pastureProduction.label} / ${anchor.label}, medians):`);
    for (const target of targets) {
      const mine = results.get(pastureProduction.id)[target.entry];
      const theirs = results.get(anchor.id)[target.entry];
      if (!mine || !theirs) continue;
      const ratio =
        median(mine.map((s) => s[target.measure])) / median(theirs.map((s) => s[target.measure]));
      const met = Number.isFinite(ratio) && ratio <= target.ratio;
      if (!met) problems += 1;
      console.log(
        `  ${met ? '✓' : '✗'} ${target.entry} ${target.measure}: ${ratio.toFixed(2)}× (target ≤ ${target.ratio}×${met ? '' : `: ${(ratio - target.ratio).toFixed(2)}× over`})`,
      );
    }
  }
  return problems;
}
