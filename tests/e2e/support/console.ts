import { expect, type Locator, type Page } from '@playwright/test';
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

/**
 * How long a test's first page may take to show its layout: a fresh browser context's first load also installs the
 * mock service worker before the session is read, which on a busy 2-core machine has been seen to take 12 s. What is
 * waited for is the layout, not a time; this only bounds it.
 */
export const COLD_LOAD_TIMEOUT = 20_000;

/**
 * Opens `path` with the saved session of `role` (the test's `session` option, see support/test.ts) and waits for the
 * layout: no login form, one navigation. A session saved for another role fails here, on the account button.
 */
export async function openAs(
  page: Page,
  role: DemoAccount['role'],
  path = '/product/shop-window',
): Promise<void> {
  await page.goto(path);
  await expect(accountButton(page, role)).toBeVisible({ timeout: COLD_LOAD_TIMEOUT });
  // As in logIn: let the page's calls finish before the test moves on.
  await page.waitForLoadState('networkidle');
}

/**
 * Logs in through the form on /login and waits for the layout (the account menu in the navbar) of the landing page.
 * For tests of the login itself and for the setup project that saves each role's session; others use `openAs`.
 */
export async function logIn(
  page: Page,
  role: DemoAccount['role'],
  locale: Locale = 'zh-CN',
): Promise<void> {
  await page.goto('/login');
  await submitLogin(page, demoAccount(role), locale);
  await expect(accountButton(page, role, locale)).toBeVisible();
  // Let the landing page's calls finish: a test that leaves at once (page.goto) would otherwise cut a mocked call
  // short, and the service worker hands an orphaned request to the preview server (a stray 404 in the console).
  await page.waitForLoadState('networkidle');
}

/**
 * A toast with `message`, in the toast list: not Radix's visually hidden announcement of it (a live region with the
 * same words, 1 px off the edge) nor another toast's text.
 */
export function toast(page: Page, message: string, locale: Locale = 'zh-CN'): Locator {
  return page
    .getByRole('region', {
      name: text(locale, 'components.toast.region').replace('{hotkey}', 'F8'),
    })
    .getByRole('listitem')
    .filter({ hasText: message });
}

/** The navbar's avatar button, which opens the account menu of the logged-in demo account. */
export function accountButton(page: Page, role: DemoAccount['role'], locale: Locale = 'zh-CN') {
  return page.getByRole('button', {
    name: text(locale, 'navbar.avatar.trigger', { name: demoAccount(role).name }),
  });
}

/** Picks an item of the account menu (switch roles, user centre, user settings, logout). */
export async function accountMenuItem(
  page: Page,
  role: DemoAccount['role'],
  item: 'switchRoles' | 'userCenter' | 'userSettings' | 'logout',
  locale: Locale = 'zh-CN',
): Promise<void> {
  await accountButton(page, role, locale).click();
  await page.getByRole('menuitem', { name: text(locale, `navbar.avatar.${item}`) }).click();
}

/** Chooses the interface language in the navbar's language menu. */
export async function chooseLanguage(page: Page, from: Locale, to: Locale): Promise<void> {
  await page.getByRole('button', { name: text(from, 'navbar.language.trigger') }).click();
  await page.getByRole('menuitemradio', { name: text(from, `common.languages.${to}`) }).click();
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

/**
 * Closes an open menu, popover or dialog with Escape, as a person would: once it has taken focus, and again if the
 * first press was ignored. Radix (react-dismissable-layer 1.2) attaches a layer's Escape listener only after the
 * layer has re-rendered as the highest one, a render after it is painted and focused (radix-ui/primitives#4143);
 * on a loaded CI machine that window was long enough for a key pressed at once to be lost, in two runs. Someone
 * whose Escape did nothing presses it again; a menu that never closes still fails here.
 */
export async function dismissWithEscape(page: Page, layer: Locator): Promise<void> {
  await expect
    .poll(() => layer.evaluate((element) => element.contains(document.activeElement)))
    .toBe(true);
  await expect(async () => {
    await page.keyboard.press('Escape');
    await expect(layer).toBeHidden({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
}

/**
 * Opens a group of the top menu: its own dropdown, or its sub-menu under "more" when it did not fit the bar (which
 * entries fit depends on the width and the language).
 */
export async function openTopMenuGroup(
  page: Page,
  group: string,
  locale: Locale = 'zh-CN',
): Promise<void> {
  const nav = page.getByRole('navigation', { name: text(locale, 'shell.menu.navigation') });
  await expect(nav).toBeVisible();
  const groupButton = nav.getByRole('button', { name: text(locale, group), exact: true });
  if ((await groupButton.count()) > 0) {
    await groupButton.click();
  } else {
    await nav.getByRole('button', { name: text(locale, 'shell.menu.more'), exact: true }).click();
    await page.getByRole('menuitem', { name: text(locale, group), exact: true }).click();
  }
}

/** Picks a page in the top menu, through "more" when its group is there. */
export async function pickInTopMenu(
  page: Page,
  group: string,
  item: string,
  locale: Locale = 'zh-CN',
): Promise<void> {
  await openTopMenuGroup(page, group, locale);
  await page.getByRole('menuitem', { name: text(locale, item), exact: true }).click();
}
