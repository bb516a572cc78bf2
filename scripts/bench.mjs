#!/usr/bin/env node
// Login-route benchmark of the built console (`npm test` runs it after both console builds). Loads /login in a
// fresh Chromium context several times (cold cache each time) from the production build (packages/console/dist) and
// the demo build (packages/console/dist-demo), and reports first contentful paint, largest contentful paint, the
// moment the password field exists, and the JavaScript downloaded. Fails when a median is over its budget. Budgets
// live here and in .size-limit.mjs, never in timed unit tests.
// Usage: node scripts/bench.mjs [--runs N] [--only production|demo]
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { chromiumArgs, findChromium } from './chromium.mjs';
import { root, serveStatic } from './lib/serve.mjs';

/**
 * Medians on a 2-core CI machine, local server, no throttling: several times what the login route takes today, so
 * they catch a regression of the "login now waits for every screen" kind, not noise. Bytes are uncompressed
 * (http-server sends files as they are); compressed budgets per chunk set are in .size-limit.mjs.
 */
const paintBudgets = { fcpMs: 1200, lcpMs: 2000, loginFormMs: 2000 };
const targets = [
  {
    id: 'production',
    dir: 'packages/console/dist',
    build: 'npm run build:console',
    budgets: { ...paintBudgets, jsBytes: 750 * 1024 },
  },
  {
    // The demo build adds MSW and every fixture on purpose (it answers every call in the browser), so its bytes are
    // reported, not budgeted; its paints include starting the service worker before the first render.
    id: 'demo',
    dir: 'packages/console/dist-demo',
    build: 'npm run build:console:demo',
    budgets: { ...paintBudgets },
  },
];

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: process.env.BENCH_RUNS ?? '5' },
    only: { type: 'string' },
  },
});
const runs = Math.max(1, Number.parseInt(values.runs, 10) || 5);
const selected = targets.filter((target) => !values.only || target.id === values.only);
if (selected.length === 0) {
  console.error(`--only must be one of: ${targets.map((target) => target.id).join(', ')}`);
  process.exit(2);
}

const executablePath = await findChromium();
let failures = 0;
let browser;
try {
  browser = await chromium.launch({ executablePath, args: chromiumArgs, headless: true });
  for (const target of selected) failures += await benchTarget(browser, target);
} catch (error) {
  console.error(`✗ Benchmark could not run: ${error.message}`);
  failures += 1;
} finally {
  await browser?.close().catch(() => undefined);
}
if (failures) {
  console.error(`\n✗ ${failures} benchmark problem(s).`);
  process.exit(1);
}
console.log('\n✓ Login route within budget.');

async function benchTarget(browser, target) {
  console.log(
    `\n/login from the ${target.id} build (${target.dir}), ${runs} runs after one warm-up:`,
  );
  if (!existsSync(path.join(root, target.dir, 'index.html'))) {
    console.error(`✗ ${target.dir} is missing: run \`${target.build}\` first (\`npm test\` does).`);
    return 1;
  }
  const server = await serveStatic(target.dir, { spa: true, readyPath: '/login' });
  const samples = [];
  try {
    // The warm-up is not counted: the OS file cache and the first service-worker install would skew run 1.
    for (let run = 0; run <= runs; run += 1) {
      const sample = await measure(browser, `${server.url}/login`);
      if (run > 0) samples.push(sample);
      console.log(
        `  ${run === 0 ? 'warm-up' : `run ${run}`.padEnd(7)}  FCP ${ms(sample.fcpMs)}  LCP ${ms(sample.lcpMs)}  ` +
          `login form ${ms(sample.loginFormMs)}  JS ${kb(sample.jsBytes)} in ${sample.jsRequests} files`,
      );
    }
  } finally {
    await server.close();
  }
  const median = (key) => {
    const sorted = samples.map((sample) => sample[key]).sort((a, b) => a - b);
    const middle = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  };
  const rows = [
    ['first contentful paint', 'fcpMs', ms],
    ['largest contentful paint', 'lcpMs', ms],
    ['login form present', 'loginFormMs', ms],
    ['JavaScript downloaded', 'jsBytes', kb],
  ];
  let failed = 0;
  console.log(`  median:`);
  for (const [label, key, format] of rows) {
    const value = median(key);
    const budget = target.budgets[key];
    const ok = Number.isFinite(value) && (budget === undefined || value <= budget);
    if (!ok) failed += 1;
    const limit = budget === undefined ? 'reported only' : `budget ${format(budget)}`;
    console.log(`  ${ok ? '✓' : '✗'} ${label.padEnd(26)} ${format(value).padStart(10)}  ${limit}`);
  }
  return failed;
}

function ms(value) {
  return Number.isFinite(value) ? `${Math.round(value)} ms` : 'n/a';
}
function kb(value) {
  return `${(value / 1024).toFixed(1)} kB`;
}

async function measure(browser, url) {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    locale: 'zh-CN',
  });
  try {
    const page = await context.newPage();
    // Installed before any page script: records when the login form's password field first exists, and collects
    // LCP candidates from the start of the navigation.
    await page.addInitScript(() => {
      const scope = /** @type {any} */ (globalThis);
      scope.__bench = { lcp: 0, loginForm: 0 };
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) scope.__bench.lcp = entry.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
      const check = () => {
        if (!scope.__bench.loginForm && document.querySelector('input[type="password"]')) {
          scope.__bench.loginForm = performance.now();
        }
      };
      new MutationObserver(check).observe(document, { childList: true, subtree: true });
    });
    const response = await page.goto(url, { waitUntil: 'load', timeout: 30_000 });
    if (!response?.ok()) throw new Error(`${url} answered ${response?.status()}`);
    await page.waitForSelector('input[type="password"]', { timeout: 15_000 });
    await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
    // LCP is final once the page has painted after the last change; two frames and a short pause suffice here.
    await page.evaluate(
      () =>
        new Promise((resolve) =>
          requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 100))),
        ),
    );
    return await page.evaluate(() => {
      const scope = /** @type {any} */ (globalThis);
      const fcp =
        performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
      const scripts = performance
        .getEntriesByType('resource')
        .filter(
          (entry) => /\.m?js(\?|$)/.test(entry.name) && !entry.name.includes('mockServiceWorker'),
        );
      return {
        fcpMs: fcp,
        lcpMs: scope.__bench.lcp || fcp,
        loginFormMs: scope.__bench.loginForm || Number.NaN,
        jsBytes: scripts.reduce(
          (sum, entry) => sum + (entry.encodedBodySize || entry.transferSize),
          0,
        ),
        jsRequests: scripts.length,
      };
    });
  } finally {
    await context.close();
  }
}
