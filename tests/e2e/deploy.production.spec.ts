// A deployment while the production console is open (issue 12 §2): the next page's code is gone from the server
// (404), the console offers a reload instead of breaking, and the reload brings the page once the code is there.
// The production build has no service worker, so Playwright sees and answers the script request itself; the demo
// console's variant (resilience.demo.spec.ts) goes offline instead, its worker fetching the scripts.
import { accountButton, demoAccount, submitLogin } from './support/console';
import { expect, sameOriginConsole, test } from './support/production';
import { text } from './support/texts';

const zh = (key: string) => text('zh-CN', key);

test('a page whose code a deployment removed (404) offers a reload, which brings the page', async ({
  page,
  expectConsole,
}) => {
  // The browser reports the script it could not fetch.
  expectConsole(/status of 404 \(Not Found\)/);
  // The login page came from the old deployment; the page it lands on is gone from the server.
  await page.goto(`${sameOriginConsole.origin}/login`);
  const removed = /\/assets\/ProductShopWindowScreen-[\w-]+\.js$/;
  let refused = 0;
  await page.route(removed, (route) => {
    refused += 1;
    return route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' });
  });
  await submitLogin(page, demoAccount('admin'));
  const reload = page.getByRole('button', { name: zh('menu.shell.reload') });
  await expect(page.getByRole('heading', { name: zh('menu.shell.loadFailed') })).toBeVisible();
  await expect(reload).toBeVisible();
  expect(refused).toBeGreaterThan(0);

  // The new deployment's code is on the server now.
  await page.unroute(removed);
  await reload.click();
  await expect(page).toHaveURL(/\/product\/shop-window$/);
  await expect(
    page.getByRole('heading', { name: zh('product.shopWindow.currentFarm') }),
  ).toBeVisible();
  // Still logged in: the reload did not cost the session.
  await expect(accountButton(page, 'admin')).toBeVisible();
});
