import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, findChromium } from '../../scripts/chromium.mjs';
import { freePort } from '../../scripts/lib/serve.mjs';
import { root, storybookDir } from './stories';

// Screenshots of every screen and shell story, light and dark, over the static Storybook
// (docs/decisions/024-visual-coverage-of-every-screen-and-shell-story.md, which amends 005).
// Baselines: tests/visual/__screenshots__ (committed); diffs: tests/visual/output (ignored).
if (!existsSync(path.resolve(root, storybookDir, 'index.json'))) {
  throw new Error(
    `${storybookDir}/ is missing: run \`npm run build:storybook\` first (\`npm test\` does).`,
  );
}
const executablePath = process.env.CHROMIUM_PATH || (await findChromium());
// Playwright evaluates this file in the runner and in every worker; the port must be chosen once.
process.env.VISUAL_PORT ||= String(await freePort());
const baseURL = `http://127.0.0.1:${process.env.VISUAL_PORT}`;

// Fonts from npm only: the browser sees no system font, so a machine with other fonts installed (the lead's
// DejaVu, CI's none) renders the same pixels. Web fonts come from the preview (@fontsource/noto-sans-sc covers
// Latin and CJK); anything else (the monospace stack, a symbol Noto Sans SC lacks) falls back to the Open Sans that
// @sparticuz/chromium extracts from its tarball beside the browser.
const bundledFonts = path.join(os.tmpdir(), 'fonts', 'fonts');
if (!existsSync(bundledFonts)) {
  throw new Error(
    `${bundledFonts} is missing: @sparticuz/chromium extracts it with the browser; delete ${path.join(os.tmpdir(), 'chromium')} and run again.`,
  );
}
const fontconfigDir = path.join(root, 'tests/visual/output/fontconfig');
mkdirSync(fontconfigDir, { recursive: true });
const fontconfigFile = path.join(fontconfigDir, 'fonts.conf');
writeFileSync(
  fontconfigFile,
  `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig>\n  <dir>${bundledFonts}</dir>\n` +
    `  <cachedir>${path.join(fontconfigDir, 'cache')}</cachedir>\n</fontconfig>\n`,
);

/**
 * The comparison: `threshold` is pixelmatch's per-pixel colour distance (0–1; anti-aliased pixels are not counted
 * at all), `maxDiffPixels` how many pixels may differ beyond it. tolerance.spec.ts proves both ways: the same story
 * rendered again passes, a button moved by 4 px fails.
 */
export const comparison = { threshold: 0.2, maxDiffPixels: 40 } as const;

export default defineConfig({
  testDir: '.',
  outputDir: 'output/results',
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  // A story without a baseline fails; baselines change only through `npm run test:visual:update`.
  updateSnapshots: 'none',
  fullyParallel: true,
  // Two workers = two browsers, each with one long-lived page that switches stories over Storybook's channel.
  workers: 2,
  // One retry, in a new worker (a fresh page): a picture spoiled by what the previous story left in the long-lived
  // page (a session ended by an earlier story showed its prompt over 'No Farm Yet' in one fresh-clone run) is taken
  // again from a clean state; Playwright reports it as flaky, so it stays visible. A real change fails twice.
  retries: 1,
  forbidOnly: true,
  timeout: 45_000,
  reporter: [['list'], ['html', { outputFolder: 'output/report', open: 'never' }]],
  expect: {
    timeout: 10_000,
    toHaveScreenshot: {
      ...comparison,
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
    },
  },
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions: {
      executablePath,
      args: chromiumArgs,
      env: { ...process.env, FONTCONFIG_FILE: fontconfigFile },
    },
  },
  projects: [
    { name: 'stories', testMatch: 'visual.spec.ts' },
    {
      // Compares screenshots it takes itself; its reference images live in the output folder.
      name: 'tolerance',
      testMatch: 'tolerance.spec.ts',
      snapshotPathTemplate: '{testDir}/output/tolerance/{arg}{ext}',
    },
  ],
  webServer: {
    command: `"${path.join(root, 'node_modules/.bin/http-server')}" "${storybookDir}" -p ${process.env.VISUAL_PORT} -a 127.0.0.1 -s -c-1`,
    cwd: root,
    url: `${baseURL}/index.json`,
    reuseExistingServer: false,
    timeout: 30_000,
    env: { NODE_OPTIONS: '--no-deprecation' },
  },
});
