#!/usr/bin/env node
// Search-table benchmark (issue 9): the 10,000-row page in the BUILT demo console (packages/console/dist-demo,
// `npm run build:console:demo`; this script builds nothing). The demo's mock server serves its 100,000-row dataset
// when localStorage 'pasture.mock.searchTable.rows' is 'large'. Measured in the console rather than in Storybook,
// whose preview watches every DOM change (a virtual table changes rows on every scroll frame) and would be measured
// instead of the table. For each run, in a fresh page of a logged-in admin:
//   render — from the moment the 10,000-row answer has arrived (its body read) to the first paint after the
//            table shows it (aria-rowcount 10,001 and rows drawn): JSON parsing, TanStack Query, React, the virtual
//            body — everything the operator waits for once the data is there. Taken twice: the time it took (ms on
//            the clock) and the renderer main thread's CPU time in between (Chromium's ThreadTime, sampled over CDP
//            at both moments while the page waits for the sample);
//   scroll — long tasks (> 50 ms, PerformanceObserver 'longtask', its last records taken once the scroll is over)
//            while the table is scrolled down for 300 frames and back up for 300 at 300 px a frame (18,000 px/s at
//            60 fps: a hard fling, a few screens of new rows a second, ~90,000 px = 2,000 rows each way): how many,
//            the longest, the longest frame, and the main thread's CPU time per frame (ThreadTime).
// Prints every run and the medians against the targets; exits 1 when a median is over its budget (see `budgets`).
// The budgets judge CPU time, which is what the page costs; the clock times are printed against the targets beside
// them, with the machine's load average: on a shared machine they move with the load (issue 18: two busy loops beside
// the suite took the render's clock time from ~90 ms to 254–392 ms with the same code).
// Usage: node scripts/bench-search-table.mjs [--runs N] [--dir packages/console/dist-demo] [--system-fonts]
import { existsSync, readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { chromiumArgs, findChromium } from './chromium.mjs';
import { demoAdminSession } from './lib/demo-login.mjs';
import { root, serveStatic } from './lib/serve.mjs';

/**
 * The issue's targets are render ≤ 100 ms and no long task. Measured on the 2-core machine (load average 1.2–1.8,
 * this script's own browser included), with the CJK font below: render median 79–92 ms; main thread 10.6 ms a frame;
 * no long task in 600 frames in any run. Without it (`--system-fonts`), at a load average of 1.9–2.9: render median
 * 87–97 ms; main thread 12.5 ms a frame; long tasks median 0–1, the longest 51–58 ms. The budgets that fail the run
 * sit above that noise, so they catch a regression (a table that renders every row, a scroll that re-renders the
 * page), not a busy CI core; both numbers are printed against the targets as well.
 *
 * What the remaining long tasks are (Chromium trace of the fling): frames of ~13 ms CPU whose Layout waits 30–55 ms
 * on WebSandboxSupportLinux::GetFallbackFontForCharacter, a synchronous call to the browser process. This machine
 * has no CJK font, so each new row name (Chinese, nearly every one unique) sends Blink asking for a fallback font
 * that does not exist, and the answer is not kept. An operator's machine has one of the theme's CJK fonts and never
 * asks. Names rewritten to Latin letters in the page (a scratch run, not this script) halve the layout time per
 * frame (3.1–3.8 → 1.6–1.7 ms) and, at a load average of 4, leave 1–3 long tasks where the Chinese names have 14–16.
 */
const targets = { renderMs: 100, longTasks: 0, cpuPerFrameMs: 16 };
/**
 * The budgets that fail the run judge CPU time, not the clock. Render budgets on the clock (200 ms, then 300 ms) kept
 * failing a busy machine with unchanged code: on 2026-11-26 b73a874 and 93cb2c3 alternated in one run at load averages
 * of 5.6–9.9 and measured the same 256–617 ms spread; on 2026-11-27 a fresh-clone CI with two busy loops beside it
 * (issue 18) went red on a 302 ms median (runs 254 / 302 / 392 ms). The main thread's CPU time over the same moments
 * moves far less: with two busy loops beside it (load average 5.2–6.5) render took 190–275 ms on the clock and 107–196 ms
 * of CPU, and the fling 15.1–16.1 ms of CPU a frame while its long tasks (the old budget: 30) were 25–39. CPU time
 * still grows somewhat on a loaded machine (cores shared, caches cold: 14.7–19.4 ms a frame at load 5–6 with other
 * browsers busy), so the budgets sit well above it and catch what they are for — a table that renders every row
 * (seconds of CPU), a scroll that re-renders the page (tens of ms a frame) — not a busy CI core.
 */
const budgets = { renderCpuMs: 300, cpuPerFrameMs: 30 };
const PAGE = '/list/search-table?pageSize=10000';

/**
 * So the bench sees what an operator's machine sees, the page gets a CJK font as those machines have one: Noto Sans
 * SC (one of the theme's families) from the npm package Storybook also uses, served on loopback and added with the
 * FontFace API, every subset loaded before the scroll starts. Without it the fling measures the missing system font
 * (above), not the table. `--system-fonts` leaves it out.
 */
const fontDir = path.join(root, 'node_modules/@fontsource/noto-sans-sc');
/** The package's @font-face rules as FontFace descriptors: weight, the woff2 file, its unicode range. */
const fontFaces = ['400.css', '500.css'].flatMap((file) =>
  [
    ...readFileSync(path.join(fontDir, file), 'utf8').matchAll(
      /font-weight: (\d+);\s*src: url\(\.\/files\/([^)]+\.woff2)\)[^;]*;\s*unicode-range: ([^;]+);/g,
    ),
  ].map(([, weight, woff2, unicodeRange]) => ({
    weight,
    file: woff2,
    unicodeRange,
  })),
);

/** Runs in the page before any script: adds the font's faces (their files load in `loadFont`). */
function declareFont({ origin, faces }) {
  for (const { weight, file, unicodeRange } of faces) {
    const url = `${origin}/${file}`;
    document.fonts.add(
      new FontFace('Noto Sans SC', `url(${url}) format('woff2')`, { weight, unicodeRange }),
    );
  }
}

/** Runs in the page: loads every subset of the font, so none arrives (and re-lays out the rows) mid-scroll. */
async function loadFont() {
  const faces = [...document.fonts].filter((face) => face.family.includes('Noto Sans SC'));
  await Promise.all(faces.map((face) => face.load()));
  return faces.length;
}

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: process.env.BENCH_RUNS ?? '3' },
    dir: { type: 'string', default: 'packages/console/dist-demo' },
    'system-fonts': { type: 'boolean', default: false },
  },
});
const runs = Math.max(1, Number.parseInt(values.runs, 10) || 5);
const dist = path.resolve(root, values.dir);
if (!existsSync(path.join(dist, 'mockServiceWorker.js'))) {
  console.error(`✗ ${values.dir} is not a demo build: run \`npm run build:console:demo\` first.`);
  process.exit(1);
}

/** Runs in the page before any script: the demo's settings, and marks for the answer, the paint, long tasks. */
function instrument() {
  localStorage.setItem('pasture.mockDelay', '0');
  localStorage.setItem('pasture.mock.searchTable.rows', 'large');
  const bench = { dataAt: 0, renderedAt: 0, longTasks: [], observer: null };
  Object.defineProperty(window, '__bench', { value: bench });
  const record = (entries) => {
    for (const entry of entries) {
      bench.longTasks.push({ start: entry.startTime, duration: entry.duration });
    }
  };
  bench.observer = new PerformanceObserver((list) => record(list.getEntries()));
  bench.observer.observe({ type: 'longtask', buffered: true });
  // Entries reach the observer a task after theirs: the last frames' are taken here once the scroll is over.
  bench.flush = () =>
    new Promise((resolve) => {
      requestAnimationFrame(() =>
        setTimeout(() => {
          record(bench.observer.takeRecords());
          resolve();
        }, 0),
      );
    });
  // The client reads the body as text: the moment it has it is when the data has arrived.
  for (const method of ['text', 'json']) {
    const original = Response.prototype[method];
    Response.prototype[method] = function read(...args) {
      const large = /\/api\/list\/policy\?.*pageSize=10000/.test(this.url);
      return original.apply(this, args).then(async (body) => {
        if (large && !bench.dataAt) {
          bench.dataAt = performance.now();
          // The main thread's CPU time now; the page goes on once it is taken.
          await window.__benchSample('data');
        }
        return body;
      });
    };
  }
  const check = () => {
    if (!bench.dataAt || bench.renderedAt) return;
    const table = document.querySelector('table[aria-rowcount="10001"]');
    if (!table?.querySelector('tbody tr[aria-rowindex]')) return;
    // The first paint that shows it: the next frame, once its task is over.
    bench.renderedAt = -1;
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        bench.renderedAt = performance.now();
        void window.__benchSample('rendered');
      };
      channel.port2.postMessage(null);
    });
  };
  new MutationObserver(check).observe(document, {
    childList: true,
    subtree: true,
    attributes: true,
  });
}

/** Runs in the page: scrolls the table down `count` frames and back up as many at `step` px a frame; returns the frame times. */
function scrollThrough({ step, count }) {
  const region = document.querySelector('table[aria-rowcount="10001"]')?.parentElement;
  if (!region) throw new Error('The table’s scroll box is not there.');
  region.scrollTop = 0;
  return new Promise((resolve) => {
    const frames = [];
    let last = performance.now();
    let direction = 1;
    const tick = (now) => {
      frames.push(now - last);
      last = now;
      const max = region.scrollHeight - region.clientHeight;
      region.scrollTop = Math.max(0, Math.min(max, region.scrollTop + direction * step));
      if (direction === 1 && (frames.length >= count || region.scrollTop >= max)) direction = -1;
      else if (direction === -1 && region.scrollTop <= 0) return resolve(frames);
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

const newContext = (browser, storageState) =>
  browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN', storageState });

async function measure(browser, url, session) {
  const context = await newContext(browser, session);
  try {
    const page = await context.newPage();
    // CPU time, not the clock: durations in the main thread's ticks, and its CPU time so far (ThreadTime, seconds).
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
    const cpu = async () =>
      (await cdp.send('Performance.getMetrics')).metrics.find(
        (metric) => metric.name === 'ThreadTime',
      )?.value ?? Number.NaN;
    // One sample per moment, taken when the page asks for it ('data', 'rendered').
    const sampled = new Map();
    const sampleAt = (moment) => {
      if (!sampled.has(moment)) {
        let resolve;
        const promise = new Promise((done) => {
          resolve = done;
        });
        sampled.set(moment, { promise, resolve });
      }
      return sampled.get(moment);
    };
    await page.exposeBinding('__benchSample', async (_source, moment) => {
      sampleAt(moment).resolve(await cpu());
    });
    if (fontServer) {
      await page.addInitScript(declareFont, { origin: fontServer.url, faces: fontFaces });
    }
    await page.addInitScript(instrument);
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForFunction(() => window.__bench.renderedAt > 0, null, { timeout: 60_000 });
    const render = await page.evaluate(() => window.__bench.renderedAt - window.__bench.dataAt);
    const renderCpu =
      ((await sampleAt('rendered').promise) - (await sampleAt('data').promise)) * 1000;
    await page.waitForLoadState('networkidle');
    if (fontServer && (await page.evaluate(loadFont)) === 0) {
      throw new Error('The CJK font was not declared in the page.');
    }
    const cpuBefore = await cpu();
    const start = await page.evaluate(() => performance.now());
    const frames = await page.evaluate(scrollThrough, { step: 300, count: 300 });
    const scrollCpu = ((await cpu()) - cpuBefore) * 1000;
    await page.evaluate(() => window.__bench.flush());
    const longTasks = await page.evaluate(
      (from) => window.__bench.longTasks.filter((task) => task.start >= from),
      start,
    );
    return {
      renderMs: render,
      renderCpuMs: renderCpu,
      longTasks: longTasks.length,
      longestTaskMs: Math.max(0, ...longTasks.map((task) => task.duration)),
      longestFrameMs: Math.max(...frames.slice(1)),
      cpuPerFrameMs: scrollCpu / frames.length,
      frames: frames.length,
    };
  } finally {
    await context.close();
  }
}

const median = (numbers) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const ms = (value) => `${Math.round(value)} ms`;

let browser;
let server;
/** The font's files on an origin of their own (CORS): the demo's service worker lets the requests through. */
let fontServer;
let failed = 0;
try {
  server = await serveStatic(values.dir, { spa: true, readyPath: '/login' });
  if (!values['system-fonts']) {
    fontServer = await serveStatic(path.relative(root, path.join(fontDir, 'files')), {
      cors: true,
      readyPath: `/${fontFaces[0]?.file ?? ''}`,
    });
  }
  browser = await chromium.launch({
    executablePath: await findChromium(),
    args: chromiumArgs,
    headless: true,
  });
  const session = await demoAdminSession(browser, server.url);
  const load = () =>
    loadavg()
      .map((value) => value.toFixed(2))
      .join(' ');
  console.log(
    `10,000-row search table (${PAGE}, demo console), ${runs} runs after one warm-up; load average ${load()}:`,
  );
  const samples = [];
  for (let run = 0; run <= runs; run += 1) {
    const sample = await measure(browser, `${server.url}${PAGE}`, session);
    if (run > 0) samples.push(sample);
    console.log(
      `  ${run === 0 ? 'warm-up' : `run ${run}`.padEnd(7)}  render ${ms(sample.renderMs).padStart(7)} ` +
        `(CPU ${ms(sample.renderCpuMs)})  scroll: main thread CPU ${sample.cpuPerFrameMs.toFixed(1)} ms a frame, ` +
        `${sample.longTasks} long tasks (longest ${ms(sample.longestTaskMs)}), ` +
        `longest frame ${ms(sample.longestFrameMs)} over ${sample.frames} frames`,
    );
  }
  const perFrame = (value) => `${value.toFixed(1)} ms`;
  /** [what, median, budget (fails the run) or null, target (printed), format] */
  const rows = [
    [
      'render, main thread CPU',
      median(samples.map((s) => s.renderCpuMs)),
      budgets.renderCpuMs,
      targets.renderMs,
      ms,
    ],
    [
      'scroll, main thread CPU a frame',
      median(samples.map((s) => s.cpuPerFrameMs)),
      budgets.cpuPerFrameMs,
      targets.cpuPerFrameMs,
      perFrame,
    ],
    ['render, clock', median(samples.map((s) => s.renderMs)), null, targets.renderMs, ms],
    [
      'scroll, long tasks',
      median(samples.map((s) => s.longTasks)),
      null,
      targets.longTasks,
      String,
    ],
  ];
  console.log(
    `  longest long task of all runs ${ms(Math.max(...samples.map((s) => s.longestTaskMs)))}; ` +
      `load average ${load()} on ${availableParallelism()} cores`,
  );
  console.log('  median:');
  for (const [label, value, budget, target, format] of rows) {
    const judged = budget !== null;
    const ok = Number.isFinite(value) && (!judged || value <= budget);
    if (!ok) failed += 1;
    console.log(
      `  ${ok ? (judged ? '✓' : '·') : '✗'} ${label.padEnd(32)} ${format(value).padStart(8)}  ` +
        `${judged ? `budget ${format(budget)}${ok ? '' : `, ${format(value - budget)} over`}, ` : 'not judged (moves with the load), '}` +
        `target ${format(target)}${value <= target ? '' : ' (over the target)'}`,
    );
  }
} catch (error) {
  console.error(`✗ Benchmark could not run: ${error.message}`);
  failed += 1;
} finally {
  await browser?.close().catch(() => undefined);
  await server?.close();
  await fontServer?.close();
}
if (failed) {
  console.error(`\n✗ ${failed} search-table benchmark problem(s).`);
  process.exit(1);
}
console.log('\n✓ Search table within budget.');
