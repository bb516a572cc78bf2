// Jest config for @storybook/test-runner over the static build (scripts/test-storybook-static.mjs), the suite's one
// pass per story. The browser comes from scripts/chromium.mjs: the runner script resolves it once and passes
// CHROMIUM_PATH; a direct `npx test-storybook` resolves it here.
import { getJestConfig } from '@storybook/test-runner';
import { chromiumArgs, findChromium } from './scripts/chromium.mjs';

const testRunnerConfig = getJestConfig();
const executablePath = process.env.CHROMIUM_PATH || (await findChromium());

/** @type {import('@jest/types').Config.InitialOptions} */
export default {
  ...testRunnerConfig,
  // A hang tripwire, not a speed budget: a story's visit, three more renders, an English play and up to four pictures
  // take a few seconds idle and several times that on a machine busy with other work.
  testTimeout: 300_000,
  testEnvironmentOptions: {
    'jest-playwright': {
      ...testRunnerConfig.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: {
        executablePath,
        args: chromiumArgs,
        // The pictures' fonts: only those shipped by npm (scripts/test-storybook-static.mjs writes the config).
        env: process.env.PASTURE_FONTCONFIG_FILE
          ? { ...process.env, FONTCONFIG_FILE: process.env.PASTURE_FONTCONFIG_FILE }
          : process.env,
      },
      // The pictures' page: 1280 × 800 at device scale 1, zh-CN, Asia/Shanghai, light scheme.
      contextOptions: {
        viewport: { width: 1280, height: 800 },
        deviceScaleFactor: 1,
        locale: 'zh-CN',
        timezoneId: 'Asia/Shanghai',
        colorScheme: 'light',
      },
    },
  },
};
