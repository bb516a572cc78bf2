import type { Request } from '@playwright/test';
import { expect, test } from './support/test';
import {
  demoAccount,
  exceptionHeading,
  accountButton,
  accountMenuItem,
  openAs,
  storedItem,
  submitLogin,
} from './support/console';
import { text } from './support/texts';
import { authMockMessages } from '../../packages/ui/src/mocks/auth/auth.fixtures';
import { mockMessageIn } from '../../packages/ui/src/mocks/locale';

test('the root path redirects to login', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(
    page.getByRole('button', { name: text('zh-CN', 'login.submit'), exact: true }),
  ).toBeVisible();
});

// With the demo's real 600–1000 ms per call (project demo-real-delay): the one flow every user goes through is
// also proven at the latency the demo ships with, not only at the suite's fast one.
test(
  'a deep link without login goes to login with a redirect, and back to the link after login',
  {
    tag: '@real-delay',
  },
  async ({ page }) => {
    await page.goto('/exception/404?x=1');
    await expect(page).toHaveURL(/\/login\?/);
    const login = new URL(page.url());
    expect(login.searchParams.get('redirect')).toBe('/exception/404');
    expect(login.searchParams.get('x')).toBe('1');

    // Proof that this run had the real latency: every mocked call took at least 600 ms. (At 0 ms the first call
    // of a page can still take ~0.5 s on a busy machine, the later ones take a few ms, so the fastest call decides.)
    const sentAt = new Map<Request, number>();
    const latencies: number[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) sentAt.set(request, Date.now());
    });
    page.on('response', (response) => {
      const sent = sentAt.get(response.request());
      if (sent !== undefined) latencies.push(Date.now() - sent);
    });
    await submitLogin(page, demoAccount('admin'));
    await expect(page).toHaveURL(/\/exception\/404\?x=1$/);
    await expect(exceptionHeading(page, '404')).toBeVisible();
    expect(await storedItem(page, 'token')).toBeTruthy();
    await page.waitForLoadState('networkidle');
    expect(latencies.length).toBeGreaterThanOrEqual(2);
    expect(
      Math.min(...latencies),
      `ms per mocked call: ${latencies.join(', ')}`,
    ).toBeGreaterThanOrEqual(600);
  },
);

for (const role of ['admin', 'user'] as const) {
  test(`logging in without a redirect, the ${role} lands on the workplace, the default tab`, async ({
    page,
  }) => {
    await page.goto('/login');
    await submitLogin(page, demoAccount(role));
    await expect(page).toHaveURL(/\/dashboard\/workplace$/);
    await expect(accountButton(page, role)).toBeVisible();
    await expect(
      page.getByRole('heading', {
        name: text('zh-CN', 'workplace.welcome', { name: demoAccount(role).name }),
      }),
    ).toBeVisible();
    await page.waitForLoadState('networkidle');
  });
}

test('a wrong password shows the debug server message and stores no token', async ({ page }) => {
  await page.goto('/login');
  const { username, mobile } = demoAccount('admin');
  await submitLogin(page, { username, mobile, password: 'Wrong12345' });
  // Shown in the form, next to the fields (the error toast repeats it outside the page's main region), in the
  // interface language: the contract's 'wrong account or password' in Chinese.
  await expect(
    page
      .getByRole('main')
      .getByText(mockMessageIn(authMockMessages.wrongAccountOrPassword, 'zh-CN')),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(await storedItem(page, 'token')).toBeNull();
});

test.describe('logged in as admin', () => {
  test.use({ session: 'admin' });

  test('logout clears the token and returns to login', async ({ page }) => {
    await openAs(page, 'admin');
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

  test('the admin role may open the admin-only page', async ({ page }) => {
    await openAs(page, 'admin', '/exception/500');
    await expect(exceptionHeading(page, '500')).toBeVisible();
    await page.goto('/exception/403');
    await expect(exceptionHeading(page, '403')).toBeVisible();
    await expect(accountButton(page, 'admin')).toBeVisible();
  });
});

test.describe('logged in as user', () => {
  test.use({ session: 'user' });

  test('the user role opening an admin-only page lands on its first permitted page', async ({
    page,
  }) => {
    await openAs(page, 'user', '/exception/403');
    // The product group (order 0) is the first page every logged-in role may open.
    await expect(page).toHaveURL(/\/product\/shop-window$/);
    await expect(
      page.getByRole('heading', { name: text('zh-CN', 'product.shopWindow.currentFarm') }),
    ).toBeVisible();
    await expect(exceptionHeading(page, '403')).toHaveCount(0);
  });
});
