import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { test } from './storybook-page';

// Proof that the comparison the screenshot check uses (playwright.config.ts: `comparison` and the other
// toHaveScreenshot options, inherited here unchanged) catches a moved button and lets a fresh render of the same
// story through. The reference image is taken in this run, so the proof holds for whatever browser and fonts run it.
const storyId = 'screens-login-login--default';
const reference = 'login-default.png';

test('a re-render of the same story matches; the same story with its button 4 px to the right does not', async ({
  storyPage,
}, testInfo) => {
  test.skip(
    testInfo.config.updateSnapshots !== 'none',
    'updating would overwrite the reference instead of comparing',
  );
  const { page } = storyPage;
  const button = page.getByRole('button', { name: '登录', exact: true });

  expect((await storyPage.show(storyId, 'light')).status).toBe('success');
  await page.evaluate(() => document.fonts.ready);
  const file = testInfo.snapshotPath(reference);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(
    file,
    await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide', scale: 'css' }),
  );

  // A fresh mount: loaders, render and play function run again.
  expect((await storyPage.show(storyId, 'light')).status).toBe('success');
  await expect(button).toBeVisible();
  await expect(page).toHaveScreenshot(reference, { fullPage: true });

  // The same pixels with one button moved, as a layout regression would.
  await button.evaluate((element) => {
    element.style.translate = '4px 0';
  });
  const moved = await expect(page)
    .toHaveScreenshot(reference, { fullPage: true, timeout: 3_000 })
    .then(
      () => null,
      (error: Error) => error,
    );
  expect(moved?.message, 'the 4 px shift is reported as a difference').toMatch(
    /(\d+) pixels \(ratio [\d.]+ of all image pixels\) are different/,
  );
  testInfo.annotations.push({
    type: 'moved button',
    description: moved?.message.match(/\d+ pixels \(ratio [\d.]+ of all image pixels\)/)?.[0] ?? '',
  });
});
