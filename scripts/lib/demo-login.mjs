// One login for the benchmarks: the demo admin through the login form, once per build, so later page loads start
// from the saved session (token, settings) instead of measuring the login again.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './serve.mjs';

/** The demo admin account and the form's labels, read from the sources (no credentials copied here). */
export function loginInputs() {
  const fixtures = readFileSync(
    path.join(root, 'packages/ui/src/mocks/auth/auth.fixtures.ts'),
    'utf8',
  );
  const admin = /role: 'admin', username: '([^']+)', mobile: '(\d+)', password: '([^']+)'/.exec(
    fixtures,
  );
  if (!admin) throw new Error('The admin demo account is not where the benchmark looks for it.');
  const texts = JSON.parse(
    readFileSync(path.join(root, 'packages/ui/src/auth/locales/zh-CN.json'), 'utf8'),
  ).login;
  return {
    fields: [
      [texts.username, admin[1]],
      [texts.mobile, admin[2]],
      [texts.password, admin[3]],
    ],
    submit: texts.submit,
  };
}

/** Mock latency 0 (the key the demo build reads, tests/e2e/support/test.ts): the pages, not the mock's waits. */
export function noMockDelay() {
  localStorage.setItem('pasture.mockDelay', '0');
}

/**
 * Logs the demo admin in through the form at `origin` in a context of its own and returns its storage state.
 * `fill` waits until a field takes input, i.e. until the prerendered login page has hydrated.
 */
export async function demoAdminSession(browser, origin) {
  const { fields, submit } = loginInputs();
  const context = await browser.newContext({ locale: 'zh-CN' });
  try {
    await context.addInitScript(noMockDelay);
    const page = await context.newPage();
    await page.goto(`${origin}/login`);
    for (const [label, value] of fields) {
      await page.getByRole('textbox', { name: label, exact: true }).fill(value);
    }
    await page.getByRole('button', { name: submit, exact: true }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    return await context.storageState();
  } finally {
    await context.close();
  }
}
