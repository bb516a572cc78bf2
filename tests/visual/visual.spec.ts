import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');

interface IndexEntry {
  id: string;
  type: 'story' | 'docs';
  title: string;
  name: string;
  tags?: string[];
}

const index = JSON.parse(readFileSync(path.join(root, 'storybook-static/index.json'), 'utf8')) as {
  entries: Record<string, IndexEntry>;
};
const listed = (
  JSON.parse(readFileSync(path.join(here, 'stories.json'), 'utf8')) as { stories: string[] }
).stories;
const stories = Object.values(index.entries).filter(
  (entry) =>
    entry.type === 'story' && (listed.includes(entry.id) || entry.tags?.includes('visual')),
);
const themes = ['light', 'dark'] as const;

// Baselines are only comparable in the browser they were taken with (font rasterisation differs between builds).
const versionFile = path.join(here, '__screenshots__/chromium-version.txt');

test.beforeAll(async ({ browser }, testInfo) => {
  const version = browser.version();
  const updating = ['all', 'changed'].includes(testInfo.config.updateSnapshots);
  if (updating) {
    mkdirSync(path.dirname(versionFile), { recursive: true });
    writeFileSync(versionFile, `${version}\n`);
    return;
  }
  if (!existsSync(versionFile)) {
    throw new Error(
      `${versionFile} is missing: run \`npm run test:visual:update\` and commit the baselines.`,
    );
  }
  const recorded = readFileSync(versionFile, 'utf8').trim();
  if (recorded !== version) {
    throw new Error(
      `The baselines were taken with Chromium ${recorded}, this run uses ${version}. Use the pinned ` +
        '@sparticuz/chromium (unset CHROMIUM_PATH), or re-take them with `npm run test:visual:update` and review.',
    );
  }
});

test('every listed story exists in the built Storybook', () => {
  const missing = listed.filter((id) => !index.entries[id]);
  expect(
    missing,
    'ids in tests/visual/stories.json that storybook-static/index.json does not know',
  ).toEqual([]);
});

for (const story of stories) {
  for (const theme of themes) {
    test(`${story.title} › ${story.name} (${theme})`, async ({ page }) => {
      await page.goto(`/iframe.html?id=${story.id}&viewMode=story&globals=theme:${theme}`);
      // The story is done once its loaders, render, play function and afterEach hooks have run.
      await page.waitForFunction(
        () => {
          const phase = (
            globalThis as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } }
          ).__STORYBOOK_PREVIEW__?.currentRender?.phase;
          return phase === 'finished' || phase === 'errored' || phase === 'aborted';
        },
        undefined,
        { timeout: 20_000 },
      );
      const state = await page.evaluate(() => ({
        phase: (globalThis as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } })
          .__STORYBOOK_PREVIEW__?.currentRender?.phase,
        theme: document.body.getAttribute('data-theme'),
      }));
      expect(state, 'the story rendered without error in the requested theme').toEqual({
        phase: 'finished',
        theme,
      });
      await page.evaluate(() => document.fonts.ready);
      await expect(page).toHaveScreenshot(`${story.id}--${theme}.png`, { fullPage: true });
    });
  }
}
