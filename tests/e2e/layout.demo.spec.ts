import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import {
  accountButton,
  accountMenuItem,
  openAs,
  openTopMenuGroup,
  storedItem,
} from './support/console';
import { demoFarms } from '../../packages/ui/src/mocks/auth/auth.fixtures';
import { text } from './support/texts';

const zh = (key: string) => text('zh-CN', key);

test.use({ session: 'admin' });

async function openSettings(page: Page) {
  await page.getByRole('button', { name: zh('settings.open') }).click();
  return page.getByRole('dialog', { name: zh('settings.title') });
}

async function closeSettings(page: Page) {
  const drawer = page.getByRole('dialog', { name: zh('settings.title') });
  await drawer
    .getByRole('button', { name: zh('settings.close') })
    .first()
    .click();
  await expect(drawer).toHaveCount(0);
}

async function storedSettings(page: Page): Promise<Record<string, unknown>> {
  return JSON.parse((await storedItem(page, 'pasture.settings')) ?? '{}') as Record<
    string,
    unknown
  >;
}

test('the top menu navigates; the breadcrumb follows the route table', async ({ page }) => {
  await openAs(page, 'admin');
  await page.getByRole('button', { name: zh('menu.dashboard'), exact: true }).click();
  await page.getByRole('menuitem', { name: zh('menu.dashboard.workplace') }).click();
  await expect(page).toHaveURL(/\/dashboard\/workplace$/);
  const breadcrumb = page.getByRole('navigation', { name: zh('shell.breadcrumb.label') });
  await expect(breadcrumb).toContainText(zh('menu.dashboard'));
  await expect(breadcrumb).toContainText(zh('menu.dashboard.workplace'));
});

test('each settings toggle changes the layout and the settings survive a reload', async ({
  page,
}) => {
  // Every toggle, a reload, the width, collapse and reset, each awaited: a long walk (26 s when the machine is busy).
  test.slow();
  await openAs(page, 'admin');
  const footer = page.getByRole('contentinfo');
  await expect(footer).toBeVisible();
  const drawer = await openSettings(page);

  await drawer.getByRole('switch', { name: zh('settings.footer'), exact: true }).click();
  await drawer.getByRole('switch', { name: zh('settings.menu'), exact: true }).click();
  await drawer.getByRole('switch', { name: zh('settings.topMenu'), exact: true }).click();
  await drawer.getByRole('switch', { name: zh('settings.colorWeak'), exact: true }).click();
  await expect(page.locator('body')).toHaveAttribute('data-color-weak', 'true');
  expect(await storedSettings(page)).toMatchObject({
    footer: false,
    menu: true,
    topMenu: false,
    colorWeak: true,
  });
  await closeSettings(page);

  const sideMenu = page.getByRole('complementary', { name: zh('menu.shell.sideMenu') });
  await expect(footer).toHaveCount(0);
  await expect(sideMenu).toBeVisible();
  // The top menu is gone: the only dashboard entry left is the side menu's.
  await expect(page.getByRole('button', { name: zh('menu.dashboard'), exact: true })).toHaveCount(
    1,
  );
  await expect(
    sideMenu.getByRole('button', { name: zh('menu.dashboard'), exact: true }),
  ).toBeVisible();

  await page.reload();
  await expect(page.getByRole('complementary', { name: zh('menu.shell.sideMenu') })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.locator('body')).toHaveAttribute('data-color-weak', 'true');

  // The menu width follows the number input; the menu's own button collapses it to icons.
  const menuNav = page
    .getByRole('complementary', { name: zh('menu.shell.sideMenu') })
    .getByRole('navigation');
  const width = () => menuNav.evaluate((element) => element.getBoundingClientRect().width);
  expect(await width()).toBe(220);
  let settings = await openSettings(page);
  await settings.getByRole('spinbutton', { name: zh('settings.menuWidth') }).fill('260');
  await settings.getByRole('spinbutton', { name: zh('settings.menuWidth') }).press('Enter');
  await closeSettings(page);
  await expect.poll(width).toBe(260);
  await page.getByRole('button', { name: zh('shell.menu.collapse') }).click();
  await expect.poll(width).toBeLessThan(100);
  await page.getByRole('button', { name: zh('shell.menu.expand') }).click();
  await expect.poll(width).toBe(260);

  // Reset restores every default of contract §3 at once.
  settings = await openSettings(page);
  await settings.getByRole('button', { name: zh('settings.reset') }).click();
  await expect(page.getByText(zh('settings.resetDone')).first()).toBeVisible();
  await closeSettings(page);
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('complementary', { name: zh('menu.shell.sideMenu') })).toHaveCount(0);
  await expect(page.locator('body')).not.toHaveAttribute('data-color-weak', 'true');
  // The saved settings are forgotten: a reload starts from the defaults too.
  expect(await storedItem(page, 'pasture.settings')).toBeNull();
});

test('with the navbar hidden a floating button opens the settings', async ({ page }) => {
  await openAs(page, 'admin');
  const drawer = await openSettings(page);
  await drawer.getByRole('switch', { name: zh('settings.navbar'), exact: true }).click();
  await closeSettings(page);
  await expect(page.getByRole('banner')).toHaveCount(0);
  await page.getByRole('button', { name: zh('settings.open') }).click();
  await expect(page.getByRole('dialog', { name: zh('settings.title') })).toBeVisible();
});

test('copy settings puts valid JSON of the settings on the clipboard', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openAs(page, 'admin');
  const drawer = await openSettings(page);
  await drawer.getByRole('switch', { name: zh('settings.tabBar'), exact: true }).click();
  await drawer.getByRole('button', { name: zh('settings.copySettings') }).click();
  await expect(page.getByText(zh('settings.copySuccess')).first()).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(JSON.parse(copied)).toMatchObject({ tabBar: true, navbar: true, menuWidth: 220 });
});

test('menu from server: loaded once with notifications; off restores the local menu', async ({
  page,
}) => {
  await openAs(page, 'admin');
  const drawer = await openSettings(page);
  await drawer.getByRole('switch', { name: zh('settings.menuFromServer'), exact: true }).click();
  await expect(page.getByText(zh('menu.server.loaded')).first()).toBeVisible();
  await drawer.getByRole('switch', { name: zh('settings.menuFromServer'), exact: true }).click();
  await closeSettings(page);
  await expect(page.getByRole('button', { name: zh('menu.product'), exact: true })).toBeVisible();
});

test('logging out in one browser tab logs out the others', async ({ page, context }) => {
  await openAs(page, 'admin');
  const other = await context.newPage();
  await other.goto('/dashboard/workplace');
  await expect(accountButton(other, 'admin')).toBeVisible();
  await accountMenuItem(page, 'admin', 'logout');
  await expect(other).toHaveURL(/\/login\?redirect=%2Fdashboard%2Fworkplace$/);
  expect(await storedItem(other, 'token')).toBeNull();
});

test('switching farm updates the current farm, also after a reload', async ({ page }) => {
  const target = demoFarms[1];
  if (!target) throw new Error('demoFarms must hold two farms.');
  await openAs(page, 'admin');
  await page
    .getByRole('button', {
      name: zh('product.shopWindow.switchTo').replace('{{name}}', target.FarmName),
    })
    .click();
  const current = page.getByRole('heading', { name: zh('product.shopWindow.currentFarm') });
  await expect(current).toBeVisible();
  await expect(page.getByText(zh('product.shopWindow.current'), { exact: true })).toBeVisible();
  await expect.poll(() => storedItem(page, 'farmName')).toBe(target.FarmName);
  await page.reload();
  // The current farm's code (exactly the label: each farm in the list below also names its code).
  await expect(
    page.getByText(zh('product.shopWindow.farmCode'), { exact: true }).locator('xpath=..'),
  ).toContainText(target.FarmCode);
});

test.describe('logged in as user', () => {
  test.use({ session: 'user' });

  test('the user account never sees admin-only entries in the menu, the page or the DOM', async ({
    page,
  }) => {
    await openAs(page, 'user');
    await openTopMenuGroup(page, 'menu.exception');
    await expect(page.getByRole('menuitem', { name: zh('menu.exception.404') })).toBeVisible();
    // No element names the entry, shown or hidden (its label is the bare "403", so the page's markup as a whole is no
    // test: a server port such as 33403 is in every asset URL), and no link or path in the markup leads to it.
    await expect(page.getByText(zh('menu.exception.403'), { exact: true })).toHaveCount(0);
    expect(await page.content()).not.toContain('/exception/403');
    await page.keyboard.press('Escape');
    await page.goto('/exception/403');
    await expect(page).toHaveURL(/\/product\/shop-window$/);
    expect(await page.content()).not.toContain(text('zh-CN', 'exception.403.description'));
  });
});
