import { expect, test } from './support/test';
import {
  accountMenuItem,
  chooseLanguage,
  dismissWithEscape,
  openAs,
  openTopMenuGroup,
  storedItem,
} from './support/console';
import { demoFarms } from '../../packages/ui/src/mocks/auth/auth.fixtures';
import { messageFixtures } from '../../packages/ui/src/shell/MessageBox/messageBox.fixtures';
import { text } from './support/texts';

const zh = (key: string, values?: Record<string, string>) => text('zh-CN', key, values);

test.use({ session: 'admin' });

test('the theme toggle switches dark mode on the body, and it is remembered', async ({ page }) => {
  await openAs(page, 'admin');
  const body = page.locator('body');
  await expect(body).toHaveAttribute('data-theme', 'light');
  await page.getByRole('button', { name: zh('navbar.theme.toDark') }).click();
  await expect(body).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByRole('button', { name: zh('navbar.theme.toLight') })).toBeVisible();
  // Dark reaches the page, not only the bar: the body paints the dark background.
  const background = await body.evaluate((element) => getComputedStyle(element).backgroundColor);
  expect(background).not.toBe('rgb(255, 255, 255)');

  await page.reload();
  await expect(body).toHaveAttribute('data-theme', 'dark');
  await page.getByRole('button', { name: zh('navbar.theme.toLight') }).click();
  await expect(body).toHaveAttribute('data-theme', 'light');
});

test('switch roles hides admin-only entries at once and sends the user off an admin-only page', async ({
  page,
}) => {
  await openAs(page, 'admin');
  await page.goto('/exception/403');
  await expect(page.getByRole('heading', { name: zh('exception.403.description') })).toBeVisible();

  await accountMenuItem(page, 'admin', 'switchRoles');
  // The first page the user role may open, in menu order: the product group.
  await expect(page).toHaveURL(/\/product\/shop-window$/);
  await openTopMenuGroup(page, 'menu.exception');
  await expect(page.getByRole('menuitem', { name: zh('menu.exception.404') })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: zh('menu.exception.403') })).toHaveCount(0);
  await dismissWithEscape(page, page.getByRole('menu'));

  // And back: the admin entry returns without a reload.
  await accountMenuItem(page, 'admin', 'switchRoles');
  await openTopMenuGroup(page, 'menu.exception');
  await expect(page.getByRole('menuitem', { name: zh('menu.exception.403') })).toBeVisible();
});

test('reading a message turns it read only after the server confirmed, and the badge follows', async ({
  page,
}) => {
  const unread = messageFixtures.filter((message) => message.status === 0);
  const first = unread.find((message) => message.type === 'message');
  if (!first) throw new Error('The message fixtures need an unread message.');
  await openAs(page, 'admin');
  const bell = (count: number) =>
    page.getByRole('button', { name: zh('messageBox.triggerUnread', { total: String(count) }) });
  await expect(bell(unread.length)).toBeVisible();

  let readCalls = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/message/read')) readCalls += 1;
  });
  await bell(unread.length).click();
  const box = page.getByRole('dialog', { name: zh('messageBox.title') });
  await box
    .getByRole('button', { name: zh('messageBox.markReadOf', { title: first.title }) })
    .click();
  await expect(bell(unread.length - 1)).toBeVisible();
  expect(readCalls).toBe(1);

  // "All read" reads the rest of the open tab (messages); notices and todos stay unread.
  await box.getByRole('button', { name: zh('messageBox.markAllRead') }).click();
  await expect(bell(unread.filter((message) => message.type !== 'message').length)).toBeVisible();
  expect(readCalls).toBe(2);
});

test('switching farm in the navbar updates the bar, the page data and the cached farm', async ({
  page,
}) => {
  const [home, target] = demoFarms;
  if (!home || !target) throw new Error('demoFarms must hold two farms.');
  await openAs(page, 'admin');
  const switcher = (name: string) =>
    page.getByRole('button', { name: zh('navbar.farm.trigger', { name }) });
  await expect(switcher(home.FarmName)).toBeVisible();
  // The current farm's code (exactly the label: each farm in the list below also names its code).
  const currentFarm = page
    .getByText(zh('product.shopWindow.farmCode'), { exact: true })
    .locator('xpath=..');
  await expect(currentFarm).toContainText(home.FarmCode);

  await switcher(home.FarmName).click();
  const list = page.getByRole('list', { name: zh('navbar.farm.list') });
  await list.getByRole('button', { name: new RegExp(target.FarmName) }).click();
  await expect(switcher(target.FarmName)).toBeVisible();
  await expect(
    page.getByText(zh('navbar.farm.switched', { name: target.FarmName })).first(),
  ).toBeVisible();
  // The page shows the new farm's data without a reload of the browser page.
  await expect(currentFarm).toContainText(target.FarmCode);
  expect(await storedItem(page, 'farmName')).toBe(target.FarmName);
  expect(await storedItem(page, 'farmCode')).toBe(target.FarmCode);
});

test('on a phone-wide window the menu becomes a drawer opened from the navbar', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openAs(page, 'admin');
  await expect(page.getByRole('button', { name: zh('menu.dashboard'), exact: true })).toHaveCount(
    0,
  );
  await page.getByRole('button', { name: zh('navbar.openMenu') }).click();
  const drawer = page.getByRole('dialog', { name: zh('shell.menu.drawerTitle') });
  await drawer.getByRole('button', { name: zh('menu.dashboard'), exact: true }).click();
  await drawer.getByRole('link', { name: zh('menu.dashboard.workplace') }).click();
  await expect(page).toHaveURL(/\/dashboard\/workplace$/);
  await expect(drawer).toHaveCount(0);
  // Wide again, the drawer button goes and the top menu is back.
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(page.getByRole('button', { name: zh('navbar.openMenu') })).toHaveCount(0);
  await expect(page.getByRole('button', { name: zh('menu.dashboard'), exact: true })).toBeVisible();
});

for (const locale of ['zh-CN', 'en-US'] as const) {
  test(`${locale}: the top menu fits the bar at every width down to the phone layout, the rest under "more"`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1920, height: 900 });
    await openAs(page, 'admin', '/dashboard/workplace');
    if (locale !== 'zh-CN') await chooseLanguage(page, 'zh-CN', locale);
    const nav = page.getByRole('navigation', { name: text(locale, 'shell.menu.navigation') });
    const more = nav.getByRole('button', { name: text(locale, 'shell.menu.more'), exact: true });
    const groups = [
      'product',
      'dashboard',
      'visualization',
      'list',
      'form',
      'profile',
      'result',
      'exception',
      'user',
    ].map((key) => text(locale, `menu.${key}`));
    for (let width = 1920; width >= 768; width -= 64) {
      await page.setViewportSize({ width, height: 900 });
      // The menu measures in a ResizeObserver callback: wait for the bar to settle on the new width — everything
      // shown fits, and two reads at least 100 ms apart agree (a moment in its settling also fits, with fewer items).
      let previous: string | null = null;
      await expect
        .poll(async () => {
          const now = await nav.evaluate((element) => {
            const bounds = element.getBoundingClientRect();
            const entries = [...element.querySelectorAll('li')].filter(
              (entry) => getComputedStyle(entry).visibility === 'visible',
            );
            const fits =
              entries.every((entry) => entry.getBoundingClientRect().right <= bounds.right + 0.5) &&
              element.scrollWidth <= element.clientWidth &&
              document.documentElement.scrollWidth <= window.innerWidth;
            return fits ? JSON.stringify(entries.map((entry) => entry.innerText.trim())) : null;
          });
          const settled = now !== null && now === previous;
          previous = now;
          return settled;
        })
        .toBe(true);
      const shown = JSON.parse(previous ?? '[]') as string[];
      const inBar = groups.filter((name) => shown.includes(name));
      expect(inBar, `${width} px`).toEqual(groups.slice(0, inBar.length));
      if (inBar.length === groups.length) {
        await expect(more).toHaveCount(0);
        continue;
      }
      // Every few widths, "more" is opened: it lists exactly the groups the bar has no room for.
      if (width % 256 !== 0) continue;
      await more.click();
      const menu = page.getByRole('menu');
      await expect(menu.getByRole('menuitem')).toHaveText(groups.slice(inBar.length));
      await dismissWithEscape(page, menu);
    }
  });
}
