import { expect, type Page } from '@playwright/test';
import { demoAccounts, type DemoAccount } from '../../../packages/ui/src/mocks/auth/auth.fixtures';
import { text, type Locale } from './texts';

export function demoAccount(role: DemoAccount['role']): DemoAccount {
  const account = demoAccounts.find((candidate) => candidate.role === role);
  if (!account) throw new Error(`No demo account with role ${role}.`);
  return account;
}

/** Fills and submits the login form of the page that is open. */
export async function submitLogin(
  page: Page,
  { username, mobile, password }: Pick<DemoAccount, 'username' | 'mobile' | 'password'>,
  locale: Locale = 'zh-CN',
): Promise<void> {
  await page
    .getByRole('textbox', { name: text(locale, 'login.username'), exact: true })
    .fill(username);
  await page.getByRole('textbox', { name: text(locale, 'login.mobile'), exact: true }).fill(mobile);
  await page
    .getByRole('textbox', { name: text(locale, 'login.password'), exact: true })
    .fill(password);
  await page.getByRole('button', { name: text(locale, 'login.submit'), exact: true }).click();
}

/** Logs in from /login and waits for the layout (the logout button) of the landing page. */
export async function logIn(
  page: Page,
  role: DemoAccount['role'],
  locale: Locale = 'zh-CN',
): Promise<void> {
  await page.goto('/login');
  await submitLogin(page, demoAccount(role), locale);
  await expect(logoutButton(page, locale)).toBeVisible();
}

export function logoutButton(page: Page, locale: Locale = 'zh-CN') {
  return page.getByRole('button', { name: text(locale, 'menu.account.logout') });
}

export function exceptionHeading(
  page: Page,
  code: '403' | '404' | '500',
  locale: Locale = 'zh-CN',
) {
  return page.getByRole('heading', { name: text(locale, `exception.${code}.description`) });
}

export async function storedItem(page: Page, key: string): Promise<string | null> {
  return page.evaluate((name) => window.localStorage.getItem(name), key);
}
