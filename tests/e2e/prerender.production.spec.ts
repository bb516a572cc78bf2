// The login page paints before its code (ADR 023): /login answers with login.html, which carries the form rendered
// at build time, and the console hydrates it. Every test here also fails on a console error or warning (support/
// test.ts), which is where a hydration mismatch would show.
import { expect, test } from './support/test';
import { text } from './support/texts';

/** Every class name used in a piece of markup. */
function classNames(html: string): Set<string> {
  return new Set(
    [...html.matchAll(/class="([^"]+)"/g)].flatMap((match) => (match[1] ?? '').split(' ')),
  );
}

test('/login answers with the login form already in the HTML, and no other path does', async ({
  request,
}) => {
  const login = await (await request.get('/login?redirect=%2Fdashboard%2Fworkplace')).text();
  expect(login).toContain('<html lang="zh-CN"');
  expect(login).toMatch(/<div id="root"><.*type="password"/s);
  expect(login).toContain(`>${text('zh-CN', 'login.submit')}</`);
  // The styles of that markup come with it, and the login route's code is asked for at once.
  expect(login).toContain('data-styled');
  expect(login).toMatch(/<link rel="modulepreload"[^>]+LoginRoute-/);
  // No inline script under the strict CSP: the pre-paint work is a file.
  expect(login).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);

  for (const other of ['/dashboard/workplace', '/exception/404', '/']) {
    const html = await (await request.get(other)).text();
    expect(html, other).toContain('<div id="root"></div>');
    expect(html, other).not.toContain('type="password"');
  }
});

test('the console hydrates the prerendered form in zh-CN: the same markup, working at once', async ({
  page,
}) => {
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('data-prerender', 'hydrated');
  await page.getByRole('button', { name: text('zh-CN', 'login.submit'), exact: true }).click();
  await expect(page.getByText(text('zh-CN', 'login.errors.usernameRequired'))).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('a visitor with another saved language gets a fresh render (en-US) with the class names of the prerender', async ({
  page,
  context,
  request,
}) => {
  const prerendered = classNames(await (await request.get('/login')).text());
  await context.addInitScript(() => window.localStorage.setItem('locale', 'en-US'));
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('data-prerender', 'replaced');
  await expect(
    page.getByRole('button', { name: text('en-US', 'login.submit'), exact: true }),
  ).toBeVisible();
  // styled-components' ids are stable per file (packages/console/scripts/styledComponentIds.ts): the browser
  // computes the class names the prerender wrote, which is what hydrating in zh-CN relies on.
  const rendered = await page.locator('#root').innerHTML();
  expect([...classNames(rendered)].filter((name) => !prerendered.has(name))).toEqual([]);
  await page.getByRole('button', { name: text('en-US', 'login.submit'), exact: true }).click();
  await expect(page.getByText(text('en-US', 'login.errors.usernameRequired'))).toBeVisible();
});

test('a remembered login is not hydrated over the empty prerendered form', async ({
  page,
  context,
}) => {
  await context.addInitScript(() =>
    window.localStorage.setItem(
      'pasture.rememberedLogin',
      JSON.stringify({ username: 'admin', mobile: '13800000001', passwordDigest: '0'.repeat(32) }),
    ),
  );
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('data-prerender', 'replaced');
  await expect(
    page.getByRole('textbox', { name: text('zh-CN', 'login.username'), exact: true }),
  ).toHaveValue('admin');
});

test('the saved dark theme is on the page before the console runs', async ({
  page,
  context,
  expectConsole,
}) => {
  expectConsole(/Failed to load resource/);
  await context.addInitScript(() =>
    window.localStorage.setItem('pasture.settings', JSON.stringify({ theme: 'dark' })),
  );
  // The bundle never arrives: what shows is the HTML and boot.js alone.
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await page.goto('/login', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('body')).toHaveAttribute('data-theme', 'dark');
  await expect(page.locator('html')).toHaveAttribute('data-prerender', 'fresh');
  // Until hydrated the fields take no input, so nothing typed is lost.
  await expect(
    page.getByRole('textbox', { name: text('zh-CN', 'login.username'), exact: true }),
  ).not.toBeEditable();
});
