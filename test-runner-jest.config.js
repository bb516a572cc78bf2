// Jest config for @storybook/test-runner over the static build (scripts/test-storybook-static.mjs). The browser
// comes from scripts/chromium.mjs: the runner script resolves it once and passes CHROMIUM_PATH; a direct
// `npx test-storybook` resolves it here.
import { getJestConfig } from '@storybook/test-runner';
import { chromiumArgs, findChromium } from './scripts/chromium.mjs';

const testRunnerConfig = getJestConfig();
const executablePath = process.env.CHROMIUM_PATH || (await findChromium());

/** @type {import('@jest/types').Config.InitialOptions} */
export default {
  ...testRunnerConfig,
  // One visit runs the play function and then re-renders the story in three more theme/locale combinations.
  testTimeout: 60_000,
  testEnvironmentOptions: {
    'jest-playwright': {
      ...testRunnerConfig.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: { executablePath, args: chromiumArgs },
      contextOptions: { viewport: { width: 1280, height: 800 }, locale: 'zh-CN' },
    },
  },
};
