import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, findChromium } from '../../scripts/chromium.mjs';
import { freePort } from '../../scripts/lib/serve.mjs';
import type { ConsoleOptions } from './support/test';

const here = path.dirname(fileURLToPath(import.meta.url));
const consoleDir = path.resolve(here, '../../packages/console');
// Free ports, chosen once: Playwright evaluates this file in the runner and again in every worker, which inherit the
// runner's environment. Fixed ports would collide with a second run on the same machine.
process.env.E2E_DEMO_PORT ||= String(await freePort());
while (
  !process.env.E2E_PRODUCTION_PORT ||
  process.env.E2E_PRODUCTION_PORT === process.env.E2E_DEMO_PORT
) {
  process.env.E2E_PRODUCTION_PORT = String(await freePort());
}
// The production e2e over real HTTP (support/serve-production.mjs): contract server, same-origin console, cross-origin
// console, each on its own free port.
{
  const taken = new Set([process.env.E2E_DEMO_PORT, process.env.E2E_PRODUCTION_PORT]);
  for (const name of ['E2E_API_PORT', 'E2E_SAME_ORIGIN_PORT', 'E2E_CROSS_ORIGIN_PORT']) {
    while (!process.env[name] || taken.has(process.env[name])) {
      process.env[name] = String(await freePort());
    }
    taken.add(process.env[name]);
  }
}
const demoPort = Number(process.env.E2E_DEMO_PORT);
const productionPort = Number(process.env.E2E_PRODUCTION_PORT);

/** `vite preview` serves a built bundle with the SPA fallback, so deep links such as /exception/404 load the app. */
function preview(mode: string, outDir: string, port: number) {
  return {
    command: `"${path.resolve(here, '../../node_modules/.bin/vite')}" preview --mode ${mode} --outDir ${outDir} --port ${port} --strictPort --host 127.0.0.1`,
    cwd: consoleDir,
    url: `http://127.0.0.1:${port}/login`,
    reuseExistingServer: false,
    timeout: 60_000,
  };
}

// tests/e2e/run.mjs resolves the browser and builds the bundles; a direct `playwright test` finds the browser here.
const executablePath = process.env.CHROMIUM_PATH ?? (await findChromium());

/**
 * Mock latency of the demo build under test, in ms (support/test.ts sets it before the console starts). The spec's
 * 600–1000 ms per call made the suite mostly wait; the test tagged @real-delay keeps it (project demo-real-delay).
 */
const fastMockDelay = 0;
const demo = { browserName: 'chromium' as const, baseURL: `http://127.0.0.1:${demoPort}` };

export default defineConfig<ConsoleOptions>({
  testDir: here,
  outputDir: path.resolve(here, '../../test-results/e2e'),
  fullyParallel: true,
  // Two cores on every machine; the app under test and the browser share them.
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // A journey test is a dozen page loads and menus: ~15 s on an idle 2-core machine, 33–37 s with two busy loops
  // beside the suite (load ~17, tabs.demo.spec.ts), where 30 s cut tests off mid-way. Every step still waits for
  // the state it asserts, so a longer budget only changes how long a real failure takes to report.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI
    ? [['list'], ['junit', { outputFile: '../../test-results/e2e/junit.xml' }]]
    : 'list',
  use: {
    launchOptions: { executablePath, args: chromiumArgs },
    viewport: { width: 1440, height: 900 },
    locale: 'zh-CN',
    // DOM snapshots of every action, kept for a failed test; the screencast is off: it cost 40% of the suite's
    // time on two cores (132 s → 77 s without any trace, 88 s with snapshots only), and a failure has a screenshot.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      // Logs in through the form once per role and saves the session (tests/e2e/sessions.setup.ts).
      name: 'sessions',
      testMatch: /sessions\.setup\.ts$/,
      use: { ...demo, mockDelay: fastMockDelay },
    },
    {
      name: 'demo',
      testMatch: /.*\.demo\.spec\.ts$/,
      grepInvert: /@real-delay/,
      dependencies: ['sessions'],
      use: { ...demo, mockDelay: fastMockDelay },
    },
    {
      // The same demo build with the spec's 600–1000 ms per call, as `npm start` serves it.
      name: 'demo-real-delay',
      testMatch: /.*\.demo\.spec\.ts$/,
      grep: /@real-delay/,
      dependencies: ['sessions'],
      use: { ...demo, mockDelay: 'demo' },
    },
    {
      name: 'production',
      testMatch: /.*\.production\.spec\.ts$/,
      use: { browserName: 'chromium', baseURL: `http://127.0.0.1:${productionPort}` },
    },
  ],
  webServer: [
    preview('demo', 'dist-demo', demoPort),
    preview('production', 'dist', productionPort),
    {
      // The same production build behind a reverse proxy and on a second origin, and the contract server.
      command: `node "${path.resolve(here, 'support/serve-production.mjs')}"`,
      url: `http://127.0.0.1:${process.env.E2E_SAME_ORIGIN_PORT}/login`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
