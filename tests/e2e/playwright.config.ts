import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, findChromium } from '../../scripts/chromium.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const consoleDir = path.resolve(here, '../../packages/console');
const demoPort = Number(process.env.E2E_DEMO_PORT ?? 4318);
const productionPort = Number(process.env.E2E_PRODUCTION_PORT ?? 4319);

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

export default defineConfig({
  testDir: here,
  outputDir: path.resolve(here, '../../test-results/e2e'),
  fullyParallel: true,
  // Two cores on every machine; the app under test and the browser share them.
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI
    ? [['list'], ['junit', { outputFile: '../../test-results/e2e/junit.xml' }]]
    : 'list',
  use: {
    launchOptions: { executablePath, args: chromiumArgs },
    viewport: { width: 1440, height: 900 },
    locale: 'zh-CN',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'demo',
      testMatch: /.*\.demo\.spec\.ts$/,
      use: { browserName: 'chromium', baseURL: `http://127.0.0.1:${demoPort}` },
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
  ],
});
