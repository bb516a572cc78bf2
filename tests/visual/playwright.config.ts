import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, findChromium } from '../../scripts/chromium.mjs';
import { freePort } from '../../scripts/lib/serve.mjs';

// Local screenshot check of curated stories over the static Storybook (docs/decisions/005-local-visual-check.md).
// Baselines: tests/visual/__screenshots__ (committed); diffs: tests/visual/output (ignored).
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
if (!existsSync(path.join(root, 'storybook-static/index.json'))) {
  throw new Error(
    'storybook-static/ is missing: run `npm run build:storybook` first (`npm test` does).',
  );
}
const executablePath = process.env.CHROMIUM_PATH || (await findChromium());
// Playwright evaluates this file in the runner and in every worker; the port must be chosen once.
process.env.VISUAL_PORT ||= String(await freePort());
const baseURL = `http://127.0.0.1:${process.env.VISUAL_PORT}`;

export default defineConfig({
  testDir: '.',
  testMatch: 'visual.spec.ts',
  outputDir: 'output/results',
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  // A story without a baseline fails; baselines change only through `npm run test:visual:update`.
  updateSnapshots: 'none',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  reporter: [['list'], ['html', { outputFolder: 'output/report', open: 'never' }]],
  expect: {
    timeout: 10_000,
    toHaveScreenshot: {
      // Anti-aliasing noise only: a moved border or a changed colour is well above this.
      threshold: 0.1,
      maxDiffPixelRatio: 0.0005,
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
    },
  },
  use: {
    baseURL,
    browserName: 'chromium',
    viewport: { width: 1280, height: 800 },
    deviceScaleFactor: 1,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    colorScheme: 'light',
    launchOptions: { executablePath, args: chromiumArgs },
  },
  webServer: {
    command: `"${path.join(root, 'node_modules/.bin/http-server')}" storybook-static -p ${process.env.VISUAL_PORT} -a 127.0.0.1 -s -c-1`,
    cwd: root,
    url: `${baseURL}/index.json`,
    reuseExistingServer: false,
    timeout: 30_000,
    env: { NODE_OPTIONS: '--no-deprecation' },
  },
});
