// The production build (debug off, no service worker) against the contract server over real HTTP: an operator's
// first walk through the shell — login, the landing page, the menu (local, then from the server), the bell and the
// account menu — calls no path the contract gives only to the debug mocks, and no call fails or shows an error.
import { coreEndpoints as endpoints } from '../../packages/ui/src/api/endpoints';
import { messageBoxEndpoints } from '../../packages/ui/src/shell/MessageBox/messageBox.endpoints';
import {
  accountButton,
  demoAccount,
  dismissWithEscape,
  pickInTopMenu,
  submitLogin,
} from './support/console';
import { expect, sameOriginConsole, test } from './support/production';
import { text } from './support/texts';

const zh = (key: string, values?: Record<string, string>) => text('zh-CN', key, values);

/** Contract §7 lists these among the debug mocks only: a console with debug off never calls them. */
const debugOnlyPaths = new Set<string>([
  endpoints.userInfo.path,
  endpoints.userLogin.path,
  endpoints.userLogout.path,
  messageBoxEndpoints.messageList.path,
  messageBoxEndpoints.messageRead.path,
]);

test('the shell with debug off: login, menu, bell and server menu without a debug-only call, a failed call or an error notice', async ({
  page,
}) => {
  const operator = demoAccount('user');
  const apiPaths: string[] = [];
  const failed: string[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (!pathname.startsWith('/api/')) return;
    apiPaths.push(pathname);
    if (!response.ok()) failed.push(`${response.status()} ${pathname}`);
  });
  page.on('requestfailed', (request) => failed.push(`failed ${request.url()}`));

  await page.goto(`${sameOriginConsole.origin}/login`);
  await submitLogin(page, operator);
  await expect(accountButton(page, 'user')).toBeVisible();
  // Debug off registers the product group alone (contract §2): the landing page is the shop window.
  await expect(page).toHaveURL(/\/product\/shop-window$/);
  await pickInTopMenu(page, 'menu.product', 'menu.product.shopWindow');
  await expect(page).toHaveURL(/\/product\/shop-window$/);

  // The bell has no message source against a real server: it says so, and asks nothing.
  await page.getByRole('button', { name: zh('messageBox.trigger'), exact: true }).click();
  const box = page.getByRole('dialog', { name: zh('messageBox.title') });
  await expect(box).toContainText(zh('messageBox.noSource'));
  await dismissWithEscape(page, box);

  // The role is the server's (contract §3: admin): the account menu offers no Switch Roles.
  await accountButton(page, 'user').click();
  const accountMenu = page.getByRole('menu');
  await expect(
    accountMenu.getByRole('menuitem', { name: zh('navbar.avatar.logout') }),
  ).toBeVisible();
  await expect(
    accountMenu.getByRole('menuitem', { name: zh('navbar.avatar.switchRoles') }),
  ).toHaveCount(0);
  await dismissWithEscape(page, accountMenu);

  // The menu from the server: loaded once and said so; the page stays, and navigating asks for it no more.
  await page.getByRole('button', { name: zh('settings.open') }).click();
  const drawer = page.getByRole('dialog', { name: zh('settings.title') });
  await drawer.getByRole('switch', { name: zh('settings.menuFromServer'), exact: true }).click();
  await expect(page.getByText(zh('menu.server.loaded')).first()).toBeVisible();
  await drawer
    .getByRole('button', { name: zh('settings.close') })
    .first()
    .click();
  await expect(drawer).toHaveCount(0);
  await pickInTopMenu(page, 'menu.product', 'menu.product.shopWindow');
  await expect(page).toHaveURL(/\/product\/shop-window$/);
  await page.waitForLoadState('networkidle');

  expect(apiPaths.filter((path) => debugOnlyPaths.has(path))).toEqual([]);
  expect(apiPaths.filter((path) => path === endpoints.serverMenu.path)).toHaveLength(1);
  expect(failed).toEqual([]);
  await expect(page.getByText(zh('menu.server.failed'))).toHaveCount(0);
  await expect(page.getByText(zh('messageBox.loadFailed'))).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
});
