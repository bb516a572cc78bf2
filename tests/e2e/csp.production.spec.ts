// The production build under the recommended headers (scripts/lib/security-headers.mjs, docs/deploying.md): the
// parts a user opens — lazy chunks, dialogs, popovers, toasts, the drawer, both themes and languages — work, and
// not one CSP violation happens (the `test` of support/production.ts fails on a violation event or report).
import { entryRedirectHash } from '../../scripts/lib/entry-redirect.mjs';
import { demoAccount, accountButton, dismissWithEscape, submitLogin } from './support/console';
import { crossOriginConsole, expect, test } from './support/production';
import { text } from './support/texts';

const zh = (key: string, values?: Record<string, string>) => text('zh-CN', key, values);

test('the console on its own origin works under the strict CSP, with no violation', async ({
  page,
}) => {
  const { origin, apiOrigin } = crossOriginConsole;
  // The root: index.html's inline script (allowed by its hash) puts the visitor on the login page.
  const response = await page.goto(`${origin}/`);
  await expect(page).toHaveURL(`${origin}/login`);
  const headers = response?.headers() ?? {};
  // What the page runs under: scripts from its own origin and that one inline script only, no eval, calls only to
  // itself and the API.
  const csp = headers['content-security-policy'] ?? '';
  expect(csp).toContain(`script-src 'self' ${entryRedirectHash()};`);
  expect(csp).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
  expect(csp).toContain(`connect-src 'self' ${apiOrigin};`);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("require-trusted-types-for 'script'; trusted-types default");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');

  // Trusted Types are enforced: markup from a string is refused at the sink by the console's default policy (and
  // nprogress's bar, the one template it allows, showed while the page loaded without a violation or an error).
  // The console installs that policy when it starts, which on the untouched login form is a moment after the page.
  await page.waitForFunction(
    () => (window as { trustedTypes?: { defaultPolicy: unknown } }).trustedTypes?.defaultPolicy,
  );
  const written = await page.evaluate(() => {
    const target = document.createElement('div');
    try {
      target.innerHTML = '<img src="x" onerror="window.__pwned = 1">';
      return `written: ${target.innerHTML}`;
    } catch (error) {
      return (error as Error).name;
    }
  });
  expect(written).toBe('RefusedMarkupError');

  // The forgot-password view (its own chunk) and a toast: GetIdentifyingCode answers, the toast says so.
  await page.getByRole('button', { name: zh('login.forgotPassword') }).click();
  await page
    .getByRole('textbox', { name: zh('forgotPassword.mobile') })
    .fill(demoAccount('admin').mobile);
  await page.getByRole('button', { name: zh('forgotPassword.sendCode') }).click();
  await expect(page.getByText(zh('forgotPassword.codeSent')).first()).toBeVisible();
  await page.getByRole('button', { name: zh('forgotPassword.backToLogin') }).click();

  await submitLogin(page, demoAccount('admin'));
  await expect(accountButton(page, 'admin')).toBeVisible();
  await expect(
    page.getByRole('heading', { name: zh('product.shopWindow.currentFarm') }),
  ).toBeVisible();

  // The message box (a popover and its list), the settings drawer, dark theme, English, a 404 page.
  await page.getByRole('button', { name: new RegExp(`^${zh('messageBox.trigger')}`) }).click();
  await expect(page.getByRole('dialog', { name: zh('messageBox.title') })).toBeVisible();
  await dismissWithEscape(page, page.getByRole('dialog', { name: zh('messageBox.title') }));
  await page.getByRole('button', { name: zh('settings.open') }).click();
  const drawer = page.getByRole('dialog', { name: zh('settings.title') });
  await expect(drawer).toBeVisible();
  await dismissWithEscape(page, drawer);
  await expect(drawer).toHaveCount(0);
  await page.getByRole('button', { name: zh('navbar.theme.toDark') }).click();
  await expect(page.locator('body')).toHaveAttribute('data-theme', 'dark');
  await page.getByRole('button', { name: zh('navbar.language.trigger') }).click();
  await page.getByRole('menuitemradio', { name: text('zh-CN', 'common.languages.en-US') }).click();
  await expect(
    page.getByRole('heading', { name: text('en-US', 'product.shopWindow.currentFarm') }),
  ).toBeVisible();
  await page.goto(`${origin}/no/such/page`);
  await expect(
    page.getByRole('heading', { name: text('en-US', 'exception.404.description') }),
  ).toBeVisible();
});
