#!/usr/bin/env node
// Login-route benchmark of the built demo console (packages/console/dist-demo, `npm run build:console:demo`).
// Loads /login in a fresh Chromium context several times (cold cache each time), and reports first contentful
// paint, largest contentful paint, the moment the password field exists, and the JavaScript transferred. Fails when
// the median of a metric is over its budget. Budgets live here and in .size-limit.mjs, never in timed unit tests.
// Usage: node scripts/bench.mjs [--runs N] [--dir packages/console/dist-demo]
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { chromiumArgs, findChromium } from './chromium.mjs';
import { serveStatic } from './lib/serve.mjs';

/**
 * Medians on a 2-core CI machine, local server, no throttling. Generous on purpose: they catch a regression of the
 * "login now pulls in every screen" kind, not noise. Bytes are uncompressed (http-server sends files as they are).
 */
const budgets = {
  fcpMs: 1500,
  lcpMs: 2500,
  loginFormMs: 2500,
  jsBytes: 900 * 1024,
};

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: process.env.BENCH_RUNS ?? '5' },
    dir: { type: 'string', default: 'packages/console/dist-demo' },
  },
});
const runs = Math.max(1, Number.parseInt(values.runs, 10) || 5);

const executablePath = await findChromium();
let server;
let browser;
const samples = [];
try {
  server = await serveStatic(values.dir, { spa: true, readyPath: '/login' });
  browser = await chromium.launch({ executablePath, args: chromiumArgs, headless: true });
  // One unmeasured warm-up: the OS file cache and the first service-worker install would skew run 1.
  for (let run = 0; run <= runs; run += 1) {
    const sample = await measure(browser, `${server.url}/login`);
    if (run > 0) samples.push(sample);
    process.stdout.write(
      `${run === 0 ? 'warm-up' : `run ${run}`.padEnd(7)}  FCP ${ms(sample.fcpMs)}  LCP ${ms(sample.lcpMs)}  ` +
        `login form ${ms(sample.loginFormMs)}  JS ${kb(sample.jsBytes)} in ${sample.jsRequests} files\n`,
    );
  }
} catch (error) {
  console.error(`✗ Benchmark could not run: ${error.message}`);
  process.exitCode = 1;
} finally {
  await browser?.close().catch(() => undefined);
  await server?.close();
}

if (samples.length) {
  const median = (key) => {
    const sorted = samples.map((sample) => sample[key]).sort((a, b) => a - b);
    const middle = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  };
  const rows = [
    ['first contentful paint', median('fcpMs'), budgets.fcpMs, ms],
    ['largest contentful paint', median('lcpMs'), budgets.lcpMs, ms],
    ['login form present', median('loginFormMs'), budgets.loginFormMs, ms],
    ['JavaScript transferred', median('jsBytes'), budgets.jsBytes, kb],
  ];
  console.log(`\nMedian of ${samples.length} runs of /login (${values.dir}):`);
  let failed = 0;
  for (const [label, value, budget, format] of rows) {
    const ok = value <= budget;
    if (!ok) failed += 1;
    console.log(
      `${ok ? '✓' : '✗'} ${label.padEnd(26)} ${format(value).padStart(10)}  budget ${format(budget)}`,
    );
  }
  if (failed) {
    console.error(`\n✗ ${failed} metric(s) over budget.`);
    process.exitCode = 1;
  } else {
    console.log('\n✓ Login route within budget.');
  }
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
