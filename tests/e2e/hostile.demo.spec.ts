import type { Page } from '@playwright/test';
import { HOSTILE_FLAG } from '../../packages/ui/src/mocks/hostile';
import { expect, test } from './support/test';
import { text } from './support/texts';

// Issue 12 §3 (ADR 021): with the hostile mock scenario every server string the console renders carries a script
// payload, a javascript: link, RTL marks and emoji, or a 300-character word. Nothing may run, and no main screen may
// grow wider than the window.

const zh = (key: string) => text('zh-CN', key);
const SCENARIO_KEY = 'pasture.mockScenario';

const screens = [
  '/dashboard/workplace',
  '/dashboard/monitor',
  '/visualization/data-analysis',
  '/visualization/multi-dimension-data-analysis',
  '/list/search-table',
  '/list/card',
  '/profile/basic',
  '/user/info',
  '/user/setting',
  '/product/shop-window',
] as const;

async function ranNothing(page: Page) {
  expect(
    await page.evaluate(
      (flag) => (window as unknown as Record<string, unknown>)[flag],
      HOSTILE_FLAG,
    ),
  ).toBeUndefined();
}

/** How far the page is wider than its window (0 when nothing overflows sideways). */
function overflow(page: Page) {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

/** The innermost elements that reach past the window's right edge, for the failure message. */
function overflowing(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const wide = [...document.body.querySelectorAll('*')].filter(
      (element) => element.getBoundingClientRect().right > width + 1,
    );
    return wide
      .filter((element) => !wide.some((other) => other !== element && element.contains(other)))
      .slice(0, 5)
      .map((element) => {
        const parent = element.parentElement;
        return `<${element.tagName.toLowerCase()}> in <${parent?.tagName.toLowerCase()} class="${parent?.className}">: ${element.textContent?.slice(0, 40)}`;
      });
  });
}

test.describe('hostile server data', () => {
  test.use({ session: 'admin', viewport: { width: 1280, height: 800 } });

  test.beforeEach(async ({ context, page }) => {
    await context.addInitScript((key) => window.localStorage.setItem(key, 'hostile'), SCENARIO_KEY);
    page.on('dialog', (dialog) => {
      throw new Error(`a dialog opened: ${dialog.message()}`);
    });
  });

  test('every main screen renders the payloads as text: no script runs, nothing overflows at 1280 px', async ({
    page,
  }) => {
    test.slow();
    for (const path of screens) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      // The payloads arrived: the poisoned user name is in the navbar's account button.
      await expect(
        page.getByRole('button', { name: /onerror|script|\u202E|牧牧牧/ }).first(),
      ).toBeAttached();
      await ranNothing(page);
      const wider = await overflow(page);
      expect(
        wider,
        `${path} is ${wider}px wider than the window: ${(await overflowing(page)).join(' | ')}`,
      ).toBeLessThanOrEqual(0);
    }
    // The message box lists poisoned titles and contents.
    await page.getByRole('button', { name: new RegExp(zh('messageBox.trigger')) }).click();
    await expect(page.getByRole('dialog', { name: zh('messageBox.title') })).toBeVisible();
    await ranNothing(page);
    // No server string became a link that runs script.
    expect(await page.locator('a[href^="javascript:" i]').count()).toBe(0);
  });
});
