import { expect, test } from './support/test';
import {
  demoAccount,
  exceptionHeading,
  accountButton,
  accountMenuItem,
  logIn,
  storedItem,
  submitLogin,
} from './support/console';
import { text } from './support/texts';

test('the root path redirects to login', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(
    page.getByRole('button', { name: text('zh-CN', 'login.submit'), exact: true }),
  ).toBeVisible();
});

test('a deep link without login goes to login with a redirect, and back to the link after login', async ({
  page,
}) => {
  await page.goto('/exception/404?x=1');
  await expect(page).toHaveURL(/\/login\?/);
  const login = new URL(page.url());
  expect(login.searchParams.get('redirect')).toBe('/exception/404');
  expect(login.searchParams.get('x')).toBe('1');

  await submitLogin(page, demoAccount('admin'));
  await expect(page).toHaveURL(/\/exception\/404\?x=1$/);
  await expect(exceptionHeading(page, '404')).toBeVisible();
  expect(await storedItem(page, 'token')).toBeTruthy();
});

test('a wrong password shows the debug server message and stores no token', async ({ page }) => {
  await page.goto('/login');
  const { username, mobile } = demoAccount('admin');
  await submitLogin(page, { username, mobile, password: 'Wrong12345' });
  // Shown in the form, next to the fields (the error toast repeats it outside the page's main region).
  await expect(page.getByRole('main').getByText('wrong account or password')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(await storedItem(page, 'token')).toBeNull();
});

test('logout clears the token and returns to login', async ({ page }) => {
  await logIn(page, 'admin');
  expect(await storedItem(page, 'token')).toBeTruthy();
  await accountMenuItem(page, 'admin', 'logout');
  await expect(page).toHaveURL(/\/login$/);
  await expect(
    page.getByRole('button', { name: text('zh-CN', 'login.submit'), exact: true }),
  ).toBeVisible();
  expect(await storedItem(page, 'token')).toBeNull();

  // The session is really over: a protected page sends the visitor to login again.
  await page.goto('/exception/500');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fexception%2F500$/);
});

test('the user role opening an admin-only page lands on its first permitted page', async ({
  page,
}) => {
  await logIn(page, 'user');
  // The product group (order 0) is the first page every logged-in role may open.
  await expect(page).toHaveURL(/\/product\/shop-window$/);
  await page.goto('/exception/403');
  await expect(page).toHaveURL(/\/product\/shop-window$/);
  await expect(
    page.getByRole('heading', { name: text('zh-CN', 'product.shopWindow.currentFarm') }),
  ).toBeVisible();
  await expect(exceptionHeading(page, '403')).toHaveCount(0);
});

test('the admin role may open the admin-only page', async ({ page }) => {
  await logIn(page, 'admin');
  await expect(page).toHaveURL(/\/product\/shop-window$/);
  await page.goto('/exception/500');
  await expect(exceptionHeading(page, '500')).toBeVisible();
  await page.goto('/exception/403');
  await expect(exceptionHeading(page, '403')).toBeVisible();
  await expect(accountButton(page, 'admin')).toBeVisible();
});
