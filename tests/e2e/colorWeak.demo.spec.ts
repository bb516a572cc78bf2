import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { COLD_LOAD_TIMEOUT, openAs, toast } from './support/console';
import { text } from './support/texts';

// Issue 18 item 2: colour weak put its filter on <body>, which made <body> the containing block of every fixed
// overlay: after scrolling, a drawer was drawn above the viewport and closing it moved the page. Each overlay kind is
// opened here on a scrolled page with colour weak on, in both themes: it must sit inside the viewport, and closing
// it must leave the scroll position where it was.

const zh = (key: string, values?: Record<string, string>) => text('zh-CN', key, values);

/** A window short enough for the search table to scroll. */
test.use({ session: 'admin', viewport: { width: 1280, height: 640 } });

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** The element's box once its opening animation is over, against the viewport. */
async function expectInViewport(overlay: Locator) {
  await expect(overlay).toBeVisible();
  const box = await overlay.evaluate(async (element) => {
    await Promise.all(
      element.getAnimations({ subtree: true }).map((animation) => animation.finished),
    );
    const { top, left, bottom, right } = element.getBoundingClientRect();
    return { top, left, bottom, right, width: window.innerWidth, height: window.innerHeight };
  });
  expect(box.top, 'top edge').toBeGreaterThanOrEqual(0);
  expect(box.left, 'left edge').toBeGreaterThanOrEqual(0);
  expect(box.bottom, 'bottom edge').toBeLessThanOrEqual(box.height);
  expect(box.right, 'right edge').toBeLessThanOrEqual(box.width);
}

/**
 * Opens an overlay on the scrolled page, checks it is inside the viewport, closes it and checks the page did not
 * move. `open` may scroll its trigger into view; the position that counts is the one with the overlay open.
 */
async function checkOverlay(
  page: Page,
  {
    open,
    overlay,
    close,
  }: { open: () => Promise<void>; overlay: Locator; close: () => Promise<void> },
) {
  await open();
  await expectInViewport(overlay);
  const before = await scrollY(page);
  expect(before, 'the page is scrolled while the overlay is open').toBeGreaterThan(0);
  await close();
  await expect(overlay).toHaveCount(0);
  expect(await scrollY(page), 'scroll position after closing').toBe(before);
}

async function scrollToBottom(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => scrollY(page)).toBeGreaterThan(0);
}

for (const theme of ['light', 'dark'] as const) {
  test.describe(`colour weak, ${theme} theme`, () => {
    test.beforeEach(async ({ context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await context.addInitScript(
        (settings) => window.localStorage.setItem('pasture.settings', settings),
        JSON.stringify({ colorWeak: true, theme }),
      );
    });

    test('every overlay opened on a scrolled page sits in the viewport, and closing it keeps the scroll', async ({
      page,
    }) => {
      // Five overlays opened and closed in turn, each waiting out its animations: a long walk, not a slow page.
      test.slow();
      await openAs(page, 'admin', '/list/search-table');
      await expect(
        page.getByText(zh('dataComponents.pagination.total', { total: '55' })),
      ).toBeVisible();
      // The whole page is inverted from <html>, where a filter does not capture fixed elements.
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).filter)).toBe(
        'invert(0.8)',
      );
      expect(await page.evaluate(() => getComputedStyle(document.body).filter)).toBe('none');
      await expect(page.locator('body')).toHaveAttribute('data-theme', theme);
      await scrollToBottom(page);

      // Drawer (the sticky navbar's settings button), and a toast from inside it.
      const drawer = page.getByRole('dialog', { name: zh('settings.title') });
      await checkOverlay(page, {
        open: () => page.getByRole('button', { name: zh('settings.open') }).click(),
        overlay: drawer,
        close: async () => {
          await drawer.getByRole('button', { name: zh('settings.copySettings') }).click();
          await expectInViewport(toast(page, zh('settings.copySuccess')));
          await drawer
            .getByRole('button', { name: zh('settings.close') })
            .first()
            .click();
        },
      });

      // Popover: the message box.
      const messages = page.getByRole('dialog', { name: zh('messageBox.title') });
      await checkOverlay(page, {
        open: () => page.getByRole('button', { name: /^消息通知/ }).click(),
        overlay: messages,
        close: () => page.keyboard.press('Escape'),
      });

      // Dropdown menu: the language menu.
      const languages = page.getByRole('menu', { name: zh('navbar.language.trigger') });
      await checkOverlay(page, {
        open: () => page.getByRole('button', { name: zh('navbar.language.trigger') }).click(),
        overlay: languages,
        close: () => page.keyboard.press('Escape'),
      });

      // Select listbox: the pagination's page size, at the bottom of the page.
      const sizes = page.getByRole('listbox');
      await checkOverlay(page, {
        open: () =>
          page
            .getByRole('combobox', { name: zh('dataComponents.pagination.pageSizeLabel') })
            .click(),
        overlay: sizes,
        close: () => page.keyboard.press('Escape'),
      });

      // Modal: the table's create dialog (its button is scrolled into view, the page stays scrolled).
      const create = page.getByRole('dialog', { name: zh('searchTable.create.title') });
      await checkOverlay(page, {
        open: () =>
          page.getByRole('button', { name: zh('searchTable.actions.create'), exact: true }).click(),
        overlay: create,
        close: () => page.keyboard.press('Escape'),
      });
    });

    test('with the navbar hidden, the floating settings button and its drawer sit in the viewport', async ({
      page,
      context,
    }) => {
      await context.addInitScript(
        (settings) => window.localStorage.setItem('pasture.settings', settings),
        JSON.stringify({ colorWeak: true, theme, navbar: false }),
      );
      await page.goto('/list/search-table');
      await expect(
        page.getByText(zh('dataComponents.pagination.total', { total: '55' })),
      ).toBeVisible({ timeout: COLD_LOAD_TIMEOUT });
      await expect(page.getByRole('banner')).toHaveCount(0);
      await scrollToBottom(page);
      const button = page.getByRole('button', { name: zh('settings.open') });
      await expectInViewport(button);
      const drawer = page.getByRole('dialog', { name: zh('settings.title') });
      await checkOverlay(page, {
        open: () => button.click(),
        overlay: drawer,
        close: () => page.keyboard.press('Escape'),
      });
      await expectInViewport(button);
    });
  });
}
