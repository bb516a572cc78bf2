import { expect, test } from './support/test';
import {
  demoAccount,
  exceptionHeading,
  accountButton,
  chooseLanguage,
  logIn,
  openAs,
  storedItem,
  submitLogin,
} from './support/console';
import { text } from './support/texts';

test.describe('logged in as admin', () => {
  test.use({ session: 'admin' });

  test('the language choice is saved and survives a reload', async ({ page }) => {
    await openAs(page, 'admin');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');

    await chooseLanguage(page, 'zh-CN', 'en-US');
    await expect(accountButton(page, 'admin', 'en-US')).toBeVisible();
    expect(await storedItem(page, 'locale')).toBe('en-US');

    await page.reload();
    await expect(accountButton(page, 'admin', 'en-US')).toBeVisible();
    await expect(
      page.getByRole('heading', { name: text('en-US', 'product.shopWindow.currentFarm') }),
    ).toBeVisible();
    await page.getByRole('button', { name: text('en-US', 'navbar.language.trigger') }).click();
    await expect(
      page.getByRole('menuitemradio', { name: text('en-US', 'common.languages.en-US') }),
    ).toHaveAttribute('aria-checked', 'true');
    await page.keyboard.press('Escape');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    expect(await storedItem(page, 'locale')).toBe('en-US');
  });

  test('an unknown path shows the not-found page and keeps the address', async ({ page }) => {
    await openAs(page, 'admin', '/no/such/page?q=1');
    await expect(exceptionHeading(page, '404')).toBeVisible();
    await expect(page).toHaveURL(/\/no\/such\/page\?q=1$/);
    await expect(accountButton(page, 'admin')).toBeVisible();
  });
});

test('an unknown path without login goes to login first (contract §4)', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fno%2Fsuch%2Fpage$/);
});

test('the page title follows the page and the language', async ({ page }) => {
  const title = (locale: 'zh-CN' | 'en-US', key: string) =>
    `${text(locale, key)} - ${text(locale, 'clientVariant.ck.title')}`;
  await page.goto('/login');
  await expect(page).toHaveTitle(title('zh-CN', 'menu.login'));
  await submitLogin(page, demoAccount('admin'));
  // The landing page is the workplace.
  await expect(page).toHaveTitle(title('zh-CN', 'menu.dashboard.workplace'));
  await chooseLanguage(page, 'zh-CN', 'en-US');
  await expect(page).toHaveTitle(title('en-US', 'menu.dashboard.workplace'));
});

// Logs in through the form on purpose: the login's own calls must stay on the demo's origin too.
test('the demo makes requests to its own origin only', async ({ page, baseURL }) => {
  const origins = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol === 'http:' || url.protocol === 'https:') origins.add(url.origin);
  });
  await logIn(page, 'admin');
  expect([...origins]).toEqual([new URL(baseURL ?? '').origin]);
});
