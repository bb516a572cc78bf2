#!/usr/bin/env node
// First-load benchmark of the built console (`npm test` runs it after both console builds). Serves a build the way it
// is deployed (gzip -9, every file fresh, /login → login.html when the build prerendered it) and loads each page in a
// fresh Chromium context (cold cache, no service worker) several times:
//   production /login                  the login form (ADR 023: prerendered, hydrated)
//   demo /dashboard/workplace          first load after login (a saved session, mock latency 0)
//   demo /list/search-table            the same, the search table's rows
//   demo /login                        the demo build (MSW starts before the first render): reported only
// The workplace and the search table are template pages, in the route table in debug mode only (contract §2), so the
// production build (debug off) has neither: the demo build (debug on, MSW answering in the browser) is the build
// that serves them; its numbers include starting the mock service worker before the first render.
// Reported: first contentful paint; when the page shows what makes it usable (the password field; the workplace's
// welcome; the table's first row) and when that takes input (the prerendered form once hydrated); the HTML, JS and
// CSS transferred until it takes input and in all (gzip, kB of 1000 bytes as size-limit counts), the number of files,
// and the depth of the request chain until then (the HTML is 1, what it links is 2, what those load is 3, …).
// Fails when a median is over its budget. Budgets for timings live here, bytes per chunk set in .size-limit.mjs.
// Usage: node scripts/bench.mjs [--runs N] [--only login|workplace|search-table|demo] [--dir <production build>]
//        [--demo-dir <demo build>]   (the last two: measure another build, e.g. a copy of an older one)
import { existsSync, readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { chromiumArgs, findChromium } from './chromium.mjs';
import { demoAdminSession, noMockDelay } from './lib/demo-login.mjs';
import { root } from './lib/serve.mjs';

/**
 * Medians on a 2-core CI machine over loopback, no throttling. The login budgets leave room for a busy machine (the
 * password field measured 45–83 ms, the hydrated form 230–400 ms here; issue 13 asks ≤ ~250 ms for the field); the
 * others catch a regression of the "a page waits for every screen" kind, not noise. Run it with the console build
 * lock when other work may rebuild the console meanwhile: `flock /tmp/pasture-build-console.lock npm run bench`.
 */
const budgets = {
  login: { fcpMs: 800, readyMs: 800, interactiveMs: 1500, readyDepth: 2, readyBytes: 230_000 },
  // Measured 0.7–1.3 s (workplace) and 1.2–2.5 s (search table) with the machine shared by five sessions.
  workplace: { fcpMs: 2000, readyMs: 6000 },
  'search-table': { fcpMs: 2000, readyMs: 6000 },
  demo: {},
};

const targets = [
  {
    id: 'login',
    label: 'production /login',
    dir: 'packages/console/dist',
    path: '/login',
    // The password field, as the issue measures it; it takes input once the console has hydrated it.
    ready: 'input[type="password"]',
    interactive: 'input[type="password"]:not([readonly])',
  },
  {
    id: 'workplace',
    label: 'demo /dashboard/workplace after login',
    dir: 'packages/console/dist-demo',
    path: '/dashboard/workplace',
    session: true,
    // The welcome panel's heading: the workplace shows the user's own figures under it.
    ready: 'main section[aria-labelledby] h2, main [aria-labelledby] h2',
  },
  {
    id: 'search-table',
    label: 'demo /list/search-table after login',
    dir: 'packages/console/dist-demo',
    path: '/list/search-table',
    session: true,
    // A data row's header cell: the table has its first page.
    ready: 'table tbody th',
  },
  {
    // The demo build adds MSW and every fixture on purpose (it answers every call in the browser), so its numbers
    // are reported, not budgeted; its paints include starting the service worker before the first render.
    id: 'demo',
    label: 'demo /login',
    dir: 'packages/console/dist-demo',
    path: '/login',
    ready: 'input[type="password"]',
    interactive: 'input[type="password"]:not([readonly])',
  },
];

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: process.env.BENCH_RUNS },
    only: { type: 'string', multiple: true },
    // Another build of the production console (e.g. a copy of an older one) for before/after numbers.
    dir: { type: 'string' },
    'demo-dir': { type: 'string' },
  },
});
// Five loads of each login page; the pages after login are reported, not budgeted tightly, and cost more per load
// (a saved session, the demo's service worker), so three unless --runs says otherwise.
const runsOf = (target) =>
  Math.max(1, Number.parseInt(values.runs ?? '', 10) || (target.session ? 3 : 5));
const selected = targets.filter((target) => !values.only || values.only.includes(target.id));
if (selected.length === 0) {
  console.error(`--only takes: ${targets.map((target) => target.id).join(', ')}`);
  process.exit(2);
}
if (values.dir) for (const target of selected) if (target.id === 'login') target.dir = values.dir;
if (values['demo-dir'])
  for (const target of selected) if (target.id !== 'login') target.dir = values['demo-dir'];

const executablePath = await findChromium();
let failures = 0;
let browser;
const servers = new Map();
const sessions = new Map();
try {
  browser = await chromium.launch({ executablePath, args: chromiumArgs, headless: true });
  for (const target of selected) failures += await benchTarget(target);
} catch (error) {
  console.error(`✗ Benchmark could not run: ${error.stack ?? error.message}`);
  failures += 1;
} finally {
  await browser?.close().catch(() => undefined);
  for (const server of servers.values()) await server.close();
}
if (failures) {
  console.error(`\n✗ ${failures} benchmark problem(s).`);
  process.exit(1);
}
console.log('\n✓ First loads within budget.');

/**
 * Serves a build folder: gzip -9 for text files (compressed once, then from memory), `/x` → `x.html` when the build
 * has it (the prerendered login page), else index.html for client routes.
 */
async function serveBuild(dir) {
  const absolute = path.resolve(root, dir);
  const cache = new Map();
  const file = (relative) => {
    const full = path.join(absolute, relative);
    if (!full.startsWith(absolute) || !existsSync(full) || !statSync(full).isFile()) return null;
    if (!cache.has(full)) {
      const body = readFileSync(full);
      const text = /\.(html|js|mjs|css|json|svg|map|txt)$/.test(full);
      cache.set(full, { body: text ? gzipSync(body, { level: 9 }) : body, gzip: text });
    }
    return { ...cache.get(full), type: contentType(full) };
  };
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const pathname = decodeURIComponent(url.pathname);
    const found =
      file(pathname) ??
      (path.extname(pathname) ? null : (file(`${pathname}.html`) ?? file('index.html')));
    if (!found) return res.writeHead(404).end();
    res.writeHead(200, {
      'Content-Type': found.type,
      'Cache-Control': 'no-store',
      ...(found.gzip ? { 'Content-Encoding': 'gzip' } : {}),
    });
    res.end(found.body);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
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

async function benchTarget(target) {
  const runs = runsOf(target);
  console.log(`\n${target.label} (${target.dir}), ${runs} runs after one warm-up:`);
  if (!existsSync(path.resolve(root, target.dir, 'index.html'))) {
    console.error(`✗ ${target.dir} is missing: build it first (\`npm test\` does).`);
    return 1;
  }
  if (!servers.has(target.dir)) servers.set(target.dir, await serveBuild(target.dir));
  const server = servers.get(target.dir);
  // One login per build: every page after login starts from the same saved session.
  if (target.session && !sessions.has(target.dir))
    sessions.set(target.dir, await demoAdminSession(browser, server.url));
  const session = target.session ? sessions.get(target.dir) : undefined;
  const samples = [];
  // The warm-up is not counted: the OS file cache and the server's gzip cache would skew run 1.
  for (let run = 0; run <= runs; run += 1) {
    const sample = await measure(
      `${server.url}${target.path}`,
      target.ready,
      target.interactive ?? target.ready,
      session,
    );
    if (run > 0) samples.push(sample);
    console.log(
      `  ${run === 0 ? 'warm-up' : `run ${run}`.padEnd(7)}  FCP ${ms(sample.fcpMs)}  ready ${ms(sample.readyMs)}  ` +
        `until it takes input: ${kb(sample.readyBytes)} in ${sample.readyFiles} files, depth ${sample.readyDepth}  ` +
        `in all: ${kb(sample.totalBytes)} in ${sample.totalFiles} files`,
    );
  }
  const median = (key) => {
    const sorted = samples.map((sample) => sample[key]).sort((a, b) => a - b);
    const middle = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  };
  const rows = [
    ['first contentful paint', 'fcpMs', ms],
    [
      `usable (${target.id === 'login' || target.id === 'demo' ? 'password field' : 'content'})`,
      'readyMs',
      ms,
    ],
    ['takes input', 'interactiveMs', ms],
    ['HTML+JS+CSS gz until input', 'readyBytes', kb],
    ['files until input', 'readyFiles', String],
    ['request chain until input', 'readyDepth', String],
    ['HTML+JS+CSS gz in all', 'totalBytes', kb],
  ];
  let failed = 0;
  console.log(`  median:`);
  for (const [label, key, format] of rows) {
    const value = median(key);
    const budget = budgets[target.id][key];
    const ok = Number.isFinite(value) && (budget === undefined || value <= budget);
    if (!ok) failed += 1;
    const limit = budget === undefined ? 'reported only' : `budget ${format(budget)}`;
    console.log(`  ${ok ? '✓' : '✗'} ${label.padEnd(30)} ${format(value).padStart(10)}  ${limit}`);
  }
  return failed;
}

function ms(value) {
  return Number.isFinite(value) ? `${Math.round(value)} ms` : 'n/a';
}
/** kB of 1000 bytes, as size-limit and issue 13 count. */
function kb(value) {
  return `${(value / 1000).toFixed(1)} kB`;
}

async function measure(url, ready, interactive, storageState) {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    locale: 'zh-CN',
    storageState,
  });
  if (storageState) await context.addInitScript(noMockDelay);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    /** @type {Map<string, { url: string, parent: string | null, ts: number }>} */
    const requests = new Map();
    cdp.on('Network.requestWillBeSent', ({ requestId, request, initiator, timestamp }) => {
      requests.set(requestId, { url: request.url, parent: initiatorUrl(initiator), ts: timestamp });
    });
    // Installed before any page script: when the element that makes the page usable first exists.
    await page.addInitScript(
      ([readySelector, interactiveSelector]) => {
        const scope = /** @type {any} */ (globalThis);
        scope.__benchReady = 0;
        scope.__benchInteractive = 0;
        const check = () => {
          if (!scope.__benchReady && document.querySelector(readySelector))
            scope.__benchReady = performance.now();
          if (!scope.__benchInteractive && document.querySelector(interactiveSelector))
            scope.__benchInteractive = performance.now();
        };
        new MutationObserver(check).observe(document, {
          childList: true,
          subtree: true,
          attributes: true,
        });
        document.addEventListener('DOMContentLoaded', check);
      },
      [ready, interactive],
    );
    const response = await page.goto(url, { waitUntil: 'load', timeout: 30_000 });
    if (!response?.ok()) throw new Error(`${url} answered ${response?.status()}`);
    await page.waitForSelector(interactive, { timeout: 15_000 });
    await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
    const result = await page.evaluate(() => {
      const scope = /** @type {any} */ (globalThis);
      const fcp =
        performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
      const resources = performance
        .getEntriesByType('resource')
        .map((entry) => /** @type {PerformanceResourceTiming} */ (entry))
        .filter(
          (entry) =>
            /\.(m?js|css)(\?|$)/.test(new URL(entry.name).pathname) &&
            !entry.name.includes('mockServiceWorker'),
        )
        .map((entry) => ({
          start: entry.startTime,
          bytes: entry.encodedBodySize || entry.transferSize,
        }));
      // The page itself (login.html carries the form's markup and styles since ADR 023).
      const [navigation] = /** @type {PerformanceNavigationTiming[]} */ (
        performance.getEntriesByType('navigation')
      );
      resources.unshift({ start: 0, bytes: navigation?.encodedBodySize ?? 0 });
      return {
        fcpMs: fcp,
        readyMs: scope.__benchReady || Number.NaN,
        interactiveMs: scope.__benchInteractive || Number.NaN,
        resources,
      };
    });
    // What the page needed before it took input: requests started before then (the prerendered form is visible
    // earlier, but its code is what makes it work).
    const before = result.resources.filter((entry) => entry.start < result.interactiveMs);
    const sum = (entries) => entries.reduce((total, entry) => total + entry.bytes, 0);
    return {
      fcpMs: result.fcpMs,
      readyMs: result.readyMs,
      interactiveMs: result.interactiveMs,
      readyBytes: sum(before),
      readyFiles: before.length - 1,
      readyDepth: chainDepth(requests, url, result.interactiveMs),
      totalBytes: sum(result.resources),
      totalFiles: result.resources.length - 1,
    };
  } finally {
    await context.close();
  }
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
 * Depth of the longest chain of requests that started before the page was usable: the document is 1, a request
 * its parser (or a preload) starts is 2, a request a script of depth n starts is n + 1. Redirects keep their depth.
 */
function chainDepth(requests, pageUrl, readyMs) {
  const all = [...requests.values()];
  const documentRequest = all.find(
    (request) => request.url.split('?')[0] === pageUrl.split('?')[0],
  );
  if (!documentRequest) return Number.NaN;
  const start = documentRequest.ts;
  const depthByUrl = new Map([[documentRequest.url, 1]]);
  const depth = (request, seen = new Set()) => {
    if (depthByUrl.has(request.url)) return depthByUrl.get(request.url);
    if (seen.has(request.url)) return 1;
    seen.add(request.url);
    const parent = request.parent
      ? all.find((candidate) => candidate.url === request.parent)
      : undefined;
    const value = parent ? depth(parent, seen) + 1 : 2;
    depthByUrl.set(request.url, value);
    return value;
  };
  let deepest = 1;
  for (const request of all) {
    if ((request.ts - start) * 1000 > readyMs) continue;
    if (!/^https?:/.test(request.url)) continue;
    deepest = Math.max(deepest, depth(request));
  }
  return deepest;
}
