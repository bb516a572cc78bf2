import type { Page } from '@playwright/test';
import { CHAT_POLL_INTERVAL_MS } from '../../packages/ui/src/screens/dashboard/monitor/monitor.constants';
import { CHAT_INTERVAL_MS } from '../../packages/ui/src/screens/dashboard/monitor/monitor.fixtures';
import { expect, test } from './support/test';
import { openAs } from './support/console';
import { text } from './support/texts';

const zh = (key: string, values?: Record<string, string>) => text('zh-CN', key, values);

const dashboards = [
  '/dashboard/monitor',
  '/visualization/data-analysis',
  '/visualization/multi-dimension-data-analysis',
] as const;

/** Requests for the chat list, with the time each was seen. */
function watchChatList(page: Page): number[] {
  const seen: number[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/chat/list') seen.push(Date.now());
  });
  return seen;
}

/** Turns the tab bar on through the settings drawer, as a user does (it also keeps visited pages alive). */
async function turnTabBarOn(page: Page) {
  await page.getByRole('button', { name: zh('settings.open') }).click();
  const drawer = page.getByRole('dialog', { name: zh('settings.title') });
  await drawer.getByRole('switch', { name: zh('settings.tabBar'), exact: true }).click();
  await drawer
    .getByRole('button', { name: zh('settings.close') })
    .first()
    .click();
  await expect(drawer).toHaveCount(0);
}

async function pickInMenu(page: Page, group: string, item: string) {
  await page.getByRole('button', { name: zh(group), exact: true }).click();
  await page.getByRole('menuitem', { name: zh(item), exact: true }).click();
}

/** Makes the page look hidden to its scripts, as a browser does for a background tab (headless never does). */
async function setDocumentHidden(page: Page, hidden: boolean) {
  await page.evaluate((hide) => {
    if (hide) {
      Object.defineProperty(document, 'visibilityState', {
        configurable: true,
        get: () => 'hidden',
      });
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    } else {
      // The own properties go; the document's real getters ('visible') show through again.
      Reflect.deleteProperty(document, 'visibilityState');
      Reflect.deleteProperty(document, 'hidden');
    }
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);
}

// Proving that nothing is asked needs a stretch of time: three poll intervals. Requests already on their way when
// the page went to the background are allowed this long to show up.
const QUIET_MS = CHAT_POLL_INTERVAL_MS * 3 + 500;
const IN_FLIGHT_MS = 500;
const after = (seen: readonly number[], moment: number) => seen.filter((at) => at > moment).length;

test.describe('admin', () => {
  test.use({ session: 'admin' });

  test('opens the monitor and sees every block filled', async ({ page }) => {
    await openAs(page, 'admin', dashboards[0]);
    const log = page.getByRole('log', { name: zh('monitor.chat.log') });
    await expect(log.getByRole('listitem').first()).toBeVisible();
    const list = page.getByRole('table', { name: zh('monitor.liveMethods.video') });
    await expect(list.getByRole('row')).toHaveCount(3);
    await expect(list.getByText(zh('monitor.studios.auditFailed'))).toBeVisible();
    await expect(page.getByRole('img', { name: /的直播画面$/ })).toBeVisible();
    await expect(page.getByRole('table', { name: zh('monitor.status.streams') })).toBeVisible();
    await expect(page.getByText(zh('monitor.information.onlineNotification'))).toBeVisible();
    await expect(
      page.getByRole('button', { name: zh('monitor.operations.changeClarity') }),
    ).toBeEnabled();
    await expect(page.getByText(zh('components.loading'))).toHaveCount(0);
  });

  test('opens the data analysis and sees every block filled', async ({ page }) => {
    await openAs(page, 'admin', dashboards[1]);
    for (const quota of ['visitors', 'published', 'comment', 'share']) {
      const tile = page.getByRole('region', { name: zh(`dataAnalysis.opinion.quotas.${quota}`) });
      await expect(tile.getByRole('img')).toBeVisible();
    }
    await expect(
      page.getByRole('img', { name: zh('dataAnalysis.publish.description') }),
    ).toBeVisible();
    await expect(
      page.getByRole('img', { name: zh('dataAnalysis.period.description') }),
    ).toBeVisible();
    const authors = page.getByRole('table', { name: zh('dataAnalysis.authors.title') });
    await expect(authors.getByRole('row')).toHaveCount(8);
  });

  test('opens the multi-dimension analysis and sees every block filled', async ({ page }) => {
    await openAs(page, 'admin', dashboards[2]);
    const figures = page.getByRole('list', { name: zh('multiDimensionAnalysis.overview.figures') });
    await expect(figures.getByRole('listitem')).toHaveCount(4);
    await expect(
      page.getByRole('img', { name: zh('multiDimensionAnalysis.overview.description') }),
    ).toBeVisible();
    await expect(
      page.getByRole('img', { name: zh('multiDimensionAnalysis.typeDistribution.description') }),
    ).toBeVisible();
    for (const quota of [
      'retentionTrends',
      'userRetention',
      'contentConsumptionTrends',
      'contentConsumption',
    ]) {
      await expect(
        page.getByRole('img', { name: zh(`multiDimensionAnalysis.chain.descriptions.${quota}`) }),
      ).toBeVisible();
    }
    for (const kind of ['text', 'imageText', 'video']) {
      await expect(
        page.getByRole('img', { name: zh(`multiDimensionAnalysis.source.description.${kind}`) }),
      ).toBeVisible();
    }
  });

  test('the monitor receives new messages while shown and stops asking while its console tab or the browser tab is in the background', async ({
    page,
  }) => {
    // Three stretches of quiet (QUIET_MS each) on top of the usual steps: this test takes its time by design.
    test.setTimeout(90_000);
    const seen = watchChatList(page);
    await openAs(page, 'admin', dashboards[0]);
    await turnTabBarOn(page);
    const log = page.getByRole('log', { name: zh('monitor.chat.log') });
    const entries = log.getByRole('listitem');
    await expect(entries.first()).toBeVisible();

    // Shown: the page keeps asking, and the mock's new messages arrive in the log.
    const shownCount = await entries.count();
    const shownFrom = Date.now();
    await expect.poll(() => after(seen, shownFrom)).toBeGreaterThanOrEqual(2);
    await expect
      .poll(() => entries.count(), { timeout: CHAT_INTERVAL_MS * 3 })
      .toBeGreaterThan(shownCount);

    // In a background console tab (kept alive, hidden by <Activity>): not one request.
    await pickInMenu(page, 'menu.dashboard', 'menu.dashboard.workplace');
    await expect(page).toHaveURL(/\/dashboard\/workplace$/);
    await expect(log).toBeHidden();
    const tabHiddenAt = Date.now();
    await page.waitForTimeout(QUIET_MS);
    expect(after(seen, tabHiddenAt + IN_FLIGHT_MS)).toBe(0);

    // Back on its tab: it asks at once and brings what was said meanwhile.
    const beforeReturn = await entries.count();
    const returnedAt = Date.now();
    await page
      .getByRole('tablist', { name: zh('tabBar.label') })
      .getByRole('tab', { name: zh('menu.dashboard.monitor') })
      .click();
    await expect(log).toBeVisible();
    await expect.poll(() => after(seen, returnedAt)).toBeGreaterThanOrEqual(1);
    await expect.poll(() => entries.count()).toBeGreaterThan(beforeReturn);

    // The browser tab hidden: the timer runs on but skips every tick.
    await setDocumentHidden(page, true);
    const documentHiddenAt = Date.now();
    await page.waitForTimeout(QUIET_MS);
    expect(after(seen, documentHiddenAt + IN_FLIGHT_MS)).toBe(0);

    // Visible again: the next tick asks.
    const visibleAt = Date.now();
    await setDocumentHidden(page, false);
    await expect
      .poll(() => after(seen, visibleAt), { timeout: CHAT_POLL_INTERVAL_MS * 3 })
      .toBeGreaterThanOrEqual(1);
  });

  test('a reader who scrolled up keeps their place; the counter takes them to the new messages; a sent message appears', async ({
    page,
  }) => {
    await openAs(page, 'admin', dashboards[0]);
    const log = page.getByRole('log', { name: zh('monitor.chat.log') });
    await expect(log.getByRole('listitem').first()).toBeVisible();
    await log.evaluate((element) => element.scrollTo({ top: 0 }));
    const jump = page.getByRole('button', { name: /^\d+ 条新消息$/ });
    await expect(jump).toBeVisible({ timeout: CHAT_INTERVAL_MS * 3 });
    expect(await log.evaluate((element) => element.scrollTop)).toBe(0);
    await jump.click();
    await expect(jump).toBeHidden();

    const box = page.getByRole('textbox', { name: zh('monitor.chat.message') });
    await box.fill('今天几点出栏？');
    await box.press('Enter');
    await expect(log.getByText('今天几点出栏？')).toBeVisible();
    await expect(box).toHaveValue('');
  });
});

test.describe('user', () => {
  test.use({ session: 'user' });

  test('a user-role account is kept off all three dashboards', async ({ page }) => {
    await openAs(page, 'user');
    for (const path of dashboards) {
      await page.goto(path);
      // The product group (order 0) is the first page every logged-in role may open.
      await expect(page).toHaveURL(/\/product\/shop-window$/);
      await expect(page.getByRole('log', { name: zh('monitor.chat.log') })).toHaveCount(0);
      await expect(
        page.getByRole('heading', { name: zh('dataAnalysis.opinion.title') }),
      ).toHaveCount(0);
    }
  });
});
