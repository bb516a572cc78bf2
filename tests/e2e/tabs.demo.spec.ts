import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { openAs, pickInTopMenu, storedItem } from './support/console';
import { text } from './support/texts';

const zh = (key: string, values?: Record<string, string>) => text('zh-CN', key, values);

test.use({ session: 'admin' });

async function openSettings(page: Page) {
  await page.getByRole('button', { name: zh('settings.open') }).click();
  return page.getByRole('dialog', { name: zh('settings.title') });
}

/** Turns the tab bar on through the settings drawer, as a user does. */
async function turnTabBarOn(page: Page) {
  const drawer = await openSettings(page);
  await drawer.getByRole('switch', { name: zh('settings.tabBar'), exact: true }).click();
  await drawer
    .getByRole('button', { name: zh('settings.close') })
    .first()
    .click();
  await expect(drawer).toHaveCount(0);
}

const tabList = (page: Page) => page.getByRole('tablist', { name: zh('tabBar.label') });

async function tabNames(page: Page): Promise<string[]> {
  return (await tabList(page).getByRole('tab').allTextContents()).map((name) => name.trim());
}

/** Picks a page in the top menu: the group's button, then the page's item. */
test('menu navigation opens one tab per page, never twice; a query change updates the tab', async ({
  page,
}) => {
  await openAs(page, 'admin');
  await turnTabBarOn(page);
  await expect(tabList(page)).toBeVisible();

  await pickInTopMenu(page, 'menu.dashboard', 'menu.dashboard.workplace');
  await pickInTopMenu(page, 'menu.exception', 'menu.exception.404');
  await pickInTopMenu(page, 'menu.exception', 'menu.exception.500');
  await pickInTopMenu(page, 'menu.exception', 'menu.exception.404');
  await expect(page).toHaveURL(/\/exception\/404$/);
  await expect
    .poll(() => tabNames(page))
    .toEqual([
      zh('menu.dashboard.workplace'),
      zh('menu.product.shopWindow'),
      zh('menu.exception.404'),
      zh('menu.exception.500'),
    ]);
  await expect(tabList(page).getByRole('tab', { selected: true })).toHaveText(
    zh('menu.exception.404'),
  );

  await page.goto('/exception/404?from=e2e');
  await expect(tabList(page).getByRole('tab')).toHaveCount(4);
  // Leaving and picking the tab again returns to the address it was last at, query included.
  await tabList(page)
    .getByRole('tab', { name: zh('menu.exception.500') })
    .click();
  await expect(page).toHaveURL(/\/exception\/500$/);
  await tabList(page)
    .getByRole('tab', { name: zh('menu.exception.404') })
    .click();
  await expect(page).toHaveURL(/\/exception\/404\?from=e2e$/);
});

test('a cached tab keeps its page state and scroll position when the user comes back to it', async ({
  page,
}) => {
  await openAs(page, 'admin');
  await turnTabBarOn(page);
  await pickInTopMenu(page, 'menu.dashboard', 'menu.dashboard.workplace');
  const popular = page.getByRole('tablist', { name: zh('workplace.popular.tabsLabel') });
  await popular.getByRole('tab', { name: zh('workplace.popular.tabs.video') }).click();
  await expect(
    popular.getByRole('tab', { name: zh('workplace.popular.tabs.video') }),
  ).toHaveAttribute('aria-selected', 'true');

  await page.evaluate(() => window.scrollTo(0, 100));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(100);

  await pickInTopMenu(page, 'menu.exception', 'menu.exception.500');
  await expect(page.getByRole('heading', { name: zh('exception.500.description') })).toBeVisible();
  // Every navigation starts at the top (contract §2) …
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await tabList(page)
    .getByRole('tab', { name: zh('menu.dashboard.workplace') })
    .click();
  await expect(
    popular.getByRole('tab', { name: zh('workplace.popular.tabs.video') }),
  ).toHaveAttribute('aria-selected', 'true');
  // … but a kept page comes back where it was left.
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(100);
});

test('the tab context menu reloads and closes tabs; tabs survive a page reload', async ({
  page,
}) => {
  await openAs(page, 'admin');
  await turnTabBarOn(page);
  for (const code of ['403', '404', '500']) {
    await pickInTopMenu(page, 'menu.exception', `menu.exception.${code}`);
    await expect(page).toHaveURL(new RegExp(`/exception/${code}$`));
  }
  const all = [
    zh('menu.dashboard.workplace'),
    zh('menu.product.shopWindow'),
    zh('menu.exception.403'),
    zh('menu.exception.404'),
    zh('menu.exception.500'),
  ];
  await expect.poll(() => tabNames(page)).toEqual(all);

  await page.reload();
  await expect.poll(() => tabNames(page)).toEqual(all);
  await expect(tabList(page).getByRole('tab', { selected: true })).toHaveText(
    zh('menu.exception.500'),
  );

  const contextMenu = async (title: string) => {
    await tabList(page).getByRole('tab', { name: title }).click({ button: 'right' });
    return page.getByRole('menu', { name: title });
  };

  // Close to the right of 404: 500 (the current page) goes, so 404 is shown.
  let menu = await contextMenu(zh('menu.exception.404'));
  await menu.getByRole('menuitem', { name: zh('tabBar.actions.closeRight') }).click();
  await expect(page).toHaveURL(/\/exception\/404$/);
  await expect.poll(() => tabNames(page)).toEqual(all.slice(0, 4));

  // Close to the left of 403: every closable tab before it (the workplace is never closed).
  menu = await contextMenu(zh('menu.exception.403'));
  await menu.getByRole('menuitem', { name: zh('tabBar.actions.closeLeft') }).click();
  await expect.poll(() => tabNames(page)).toEqual([all[0], all[2], all[3]]);

  // Close others from 403.
  menu = await contextMenu(zh('menu.exception.403'));
  await menu.getByRole('menuitem', { name: zh('tabBar.actions.closeOthers') }).click();
  await expect(page).toHaveURL(/\/exception\/403$/);
  await expect.poll(() => tabNames(page)).toEqual([all[0], all[2]]);

  // Reload keeps the tab and the page.
  menu = await contextMenu(zh('menu.exception.403'));
  await menu.getByRole('menuitem', { name: zh('tabBar.actions.reload') }).click();
  await expect(page.getByRole('heading', { name: zh('exception.403.description') })).toBeVisible();

  // Close all: back on the default tab.
  menu = await contextMenu(zh('menu.exception.403'));
  await menu.getByRole('menuitem', { name: zh('tabBar.actions.closeAll') }).click();
  await expect(page).toHaveURL(/\/dashboard\/workplace$/);
  await expect.poll(() => tabNames(page)).toEqual([all[0]]);

  // The close button of a tab closes it too.
  await pickInTopMenu(page, 'menu.exception', 'menu.exception.404');
  await page.getByRole('button', { name: zh('tabBar.close', { title: all[3] ?? '' }) }).click();
  await expect(page).toHaveURL(/\/dashboard\/workplace$/);
  await expect.poll(() => tabNames(page)).toEqual([all[0]]);
  expect(JSON.parse((await storedItem(page, 'pasture.tabs')) ?? '{}')).toMatchObject({
    activeName: 'workplace',
  });
});

test('a form value typed on one tab is still there after visiting another tab and coming back', async ({
  page,
}) => {
  await openAs(page, 'admin');
  await turnTabBarOn(page);
  await pickInTopMenu(page, 'menu.user', 'menu.user.setting');
  const nickname = page.getByRole('textbox', { name: zh('user.setting.form.nickname') });
  await nickname.fill('牧场小王');

  await pickInTopMenu(page, 'menu.dashboard', 'menu.dashboard.workplace');
  await expect(page).toHaveURL(/\/dashboard\/workplace$/);
  await expect(nickname).toBeHidden();
  await tabList(page)
    .getByRole('tab', { name: new RegExp(zh('menu.user.setting')) })
    .click();
  await expect(page).toHaveURL(/\/user\/setting$/);
  await expect(nickname).toHaveValue('牧场小王');

  // Unsaved input marks the tab, and closing it asks first: cancel keeps the input, confirm lets it go.
  const closeButton = page.getByRole('button', {
    name: zh('tabBar.close', { title: zh('menu.user.setting') }),
  });
  await closeButton.click();
  const question = page.getByRole('alertdialog', { name: zh('tabBar.unsaved.title') });
  await question.getByRole('button', { name: zh('components.cancel') }).click();
  await expect(question).toHaveCount(0);
  await expect(nickname).toHaveValue('牧场小王');
  await closeButton.click();
  await question.getByRole('button', { name: zh('tabBar.unsaved.confirmClose') }).click();
  await expect(page).not.toHaveURL(/\/user\/setting$/);
  await expect.poll(() => tabNames(page)).not.toContain(zh('menu.user.setting'));

  // Opened again, the page starts from the saved values: the closed tab's input is gone.
  await pickInTopMenu(page, 'menu.user', 'menu.user.setting');
  await expect(nickname).not.toHaveValue('牧场小王');
});
