import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import {
  baselineName,
  coveredStories,
  coveredTitlePrefixes,
  here,
  readIndex,
  readSkipped,
  storybookDir,
  themes,
  type Theme,
} from './stories';
import { test, type RenderOutcome } from './storybook-page';

const entries = readIndex();
const skipped = readSkipped();
const stories = coveredStories(entries, skipped.stories);
const themesOf = (storyId: string): Theme[] =>
  storyId in skipped.lightOnly ? ['light'] : [...themes];
const baselines = path.join(here, '__screenshots__');
// Baselines are only comparable in the browser they were taken with (font rasterisation differs between builds).
const versionFile = path.join(baselines, 'chromium-version.txt');

test.beforeAll(async ({ browser }, testInfo) => {
  const version = browser.version();
  const updating = ['all', 'changed'].includes(testInfo.config.updateSnapshots);
  if (updating) {
    mkdirSync(baselines, { recursive: true });
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

test('the covered stories, the skip list and the baselines agree', async () => {
  const testInfo = test.info();
  expect(
    stories.length,
    `stories titled ${coveredTitlePrefixes.join(' or ')} in ${storybookDir}/index.json`,
  ).toBeGreaterThan(0);
  const unknownSkips = [...Object.keys(skipped.stories), ...Object.keys(skipped.lightOnly)].filter(
    (id) => !entries[id],
  );
  expect(
    unknownSkips,
    'ids in tests/visual/skipped.json that the built Storybook does not know',
  ).toEqual([]);
  const expected = new Set(
    stories.flatMap((story) => themesOf(story.id).map((theme) => baselineName(story.id, theme))),
  );
  const orphans = readdirSync(baselines).filter(
    (file) => file.endsWith('.png') && !expected.has(file),
  );
  // A renamed or deleted story leaves its PNGs behind; updating removes them, a check run names them.
  if (['all', 'changed'].includes(testInfo.config.updateSnapshots)) {
    for (const file of orphans) rmSync(path.join(baselines, file));
    return;
  }
  expect(
    orphans,
    'baselines of stories that are no longer covered (run test:visual:update)',
  ).toEqual([]);
});

function expectRendered(outcome: RenderOutcome, theme: Theme) {
  expect(
    { status: outcome.status, errors: outcome.errors, theme: outcome.theme },
    'the story rendered and played without error in the requested theme',
  ).toEqual({ status: 'success', errors: [], theme });
}

for (const story of stories) {
  test(`${story.title} › ${story.name} [${story.id}]`, async ({ storyPage }) => {
    const { page } = storyPage;
    // Light first: the play function runs in the default globals, as in the story runner; dark re-renders the
    // played story (its state kept), which is also what Storybook's toolbar does.
    const outcome = await storyPage.show(story.id, 'light');
    const order: Theme[] = outcome.pinnedTheme ? [outcome.pinnedTheme] : themesOf(story.id);
    for (const theme of order) {
      const rendered =
        theme === 'light' || outcome.pinnedTheme ? outcome : await storyPage.setTheme(theme);
      expectRendered(rendered, theme);
      await page.evaluate(() => document.fonts.ready);
      await expect(page).toHaveScreenshot(baselineName(story.id, theme), {
        fullPage: true,
        mask: rendered.ignoreSelectors.map((selector) => page.locator(selector)),
      });
    }
  });
}
