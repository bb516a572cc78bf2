import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { openAs } from './support/console';
import { text } from './support/texts';

// Issue 12 §2 in the built demo console (ADR 021): a deployment while the console is open, a dropped connection,
// and one cell of the fault matrix with real time (the unit matrix runs the 3 s answer on a fake clock).

const zh = (key: string, values?: Record<string, string>) => text('zh-CN', key, values);

async function pickInMenu(page: Page, group: string, item: string) {
  await page.getByRole('button', { name: zh(group), exact: true }).click();
  await page.getByRole('menuitem', { name: zh(item), exact: true }).click();
}

test.describe('as an admin', () => {
  test.use({ session: 'admin' });

  // The demo's MSW service worker fetches the scripts it does not answer itself, so Playwright's routing does not see
  // them (it would only with an experimental, process-wide switch); a dropped link fails the page's dynamic import the
  // same way a chunk deleted by a deployment does, and the fallback's words name both.
  test('a page whose code cannot be loaded offers a reload, which brings the page', async ({
    page,
    context,
    expectConsole,
  }) => {
    await openAs(page, 'admin', '/product/shop-window');
    await context.setOffline(true);
    // The browser reports each script it could not fetch.
    expectConsole(/Failed to load resource: net::ERR_/);

    await pickInMenu(page, 'menu.list', 'menu.list.cardList');
    const reload = page.getByRole('button', { name: zh('menu.shell.reload') });
    await expect(reload).toBeVisible();
    await expect(page.getByRole('heading', { name: zh('menu.shell.loadFailed') })).toBeVisible();

    await context.setOffline(false);
    await reload.click();
    await expect(page).toHaveURL(/\/list\/card/);
    await expect(page.getByRole('heading', { level: 1, name: zh('cardList.title') })).toBeVisible();
  });

  test('offline: a banner says so, a read asked for meanwhile waits and loads when the connection is back', async ({
    page,
    context,
  }) => {
    await openAs(page, 'admin', '/list/search-table');
    const table = page.getByRole('table', { name: zh('searchTable.tableLabel') });
    await expect(table.getByRole('rowheader').first()).toBeVisible();
    const firstPage = await table.getByRole('rowheader').allTextContents();

    await context.setOffline(true);
    const banner = page.getByRole('alert').filter({ hasText: zh('shell.offline.title') });
    await expect(banner).toBeVisible();
    await page
      .getByRole('button', { name: zh('dataComponents.pagination.page', { page: '2' }) })
      .click();
    await expect(page).toHaveURL(/current=2/);
    // The read is queued, not failed: no error, the page and the rows it had stay.
    await expect(
      page.getByRole('heading', { level: 1, name: zh('searchTable.title') }),
    ).toBeVisible();
    await expect(table.getByRole('rowheader')).toHaveText(firstPage);
    await expect(page.getByRole('alert').filter({ hasText: zh('api.requestError') })).toHaveCount(
      0,
    );

    await context.setOffline(false);
    await expect(banner).toHaveCount(0);
    await expect.poll(() => table.getByRole('rowheader').allTextContents()).not.toEqual(firstPage);
    await expect(table.getByRole('rowheader')).toHaveCount(10);
  });
});

test.describe('with every call answered after 3 s', () => {
  test.use({ session: 'admin', mockDelay: 3_000 });

  test('the blocks show that they are loading, then the data, with no error and no timeout', async ({
    page,
  }) => {
    test.slow();
    await page.goto('/dashboard/workplace');
    const loading = page.getByRole('status', { name: zh('components.loading') });
    await expect(loading.first()).toBeVisible();
    await expect(page.getByText(zh('workplace.popular.title'), { exact: true })).toBeVisible({
      timeout: 15_000,
    });
    await expect(loading).toHaveCount(0, { timeout: 15_000 });
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});
