// The login page paints before its code (ADR 023): index.html, which answers every path, carries the form rendered
// at build time, and the console hydrates it; its first script puts every other logged-out entry on the login page
// in the same document before the console's code runs, and hides the form from anyone else. Every test here also
// fails on a console error or warning (support/test.ts), which is where a hydration mismatch would show, and on a
// CSP violation (support/production.ts), which is where index.html's inline script would show if its hash were not
// the recommended CSP's.
import type { Page } from '@playwright/test';
import { coreEndpoints as endpoints } from '../../packages/ui/src/api/endpoints';
import { accountButton, demoAccount, submitLogin } from './support/console';
import { expect, sameOriginConsole, test } from './support/production';
import { text } from './support/texts';

/** The path and query of the page's document: what the server was asked for, not where the router went since. */
const documentUrl = (page: Page) =>
  page.evaluate(() => {
    const url = new URL(performance.getEntriesByType('navigation')[0]?.name ?? '');
    return `${url.pathname}${url.search}`;
  });

/** The path and query the page is on now (the router's address). */
const pathAndQuery = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

/** Every class name used in a piece of markup. */
function classNames(html: string): Set<string> {
  return new Set(
    [...html.matchAll(/class="([^"]+)"/g)].flatMap((match) => (match[1] ?? '').split(' ')),
  );
}

test('every path answers with the login form already in the HTML, prepared by one inline script before it', async ({
  request,
}) => {
  const login = await (await request.get('/login?redirect=%2Fdashboard%2Fworkplace')).text();
  expect(login).toContain('<html lang="zh-CN" data-prerender="">');
  expect(login).toMatch(/<div id="root"><.*type="password"/s);
  expect(login).toContain(`>${text('zh-CN', 'login.submit')}</`);
  // The styles of that markup come with it, and the console's entry (the login page's code in it) at once.
  expect(login).toContain('data-styled');
  expect(login).toMatch(/<script type="module"[^>]+src="\/assets\/index-/);
  // One inline script, first in <head> (the CSP allows it by its hash); no script file holds up the parser.
  expect(login.match(/<script(?![^>]*\bsrc=)[^>]*>/g)).toHaveLength(1);
  expect(login.indexOf('<script>')).toBeLessThan(login.indexOf('<script '));
  expect(login).not.toMatch(/<script(?![^>]*\btype="module")[^>]*\bsrc=/);

  for (const other of ['/dashboard/workplace', '/exception/404', '/'])
    expect(await (await request.get(other)).text(), other).toBe(login);
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
  // The bundle never arrives: what shows is the HTML and its inline script alone.
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await page.goto('/login', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('body')).toHaveAttribute('data-theme', 'dark');
  await expect(page.locator('html')).toHaveAttribute('data-prerender', 'fresh');
});

test('a logged-out visitor at / or a bookmarked page gets the prerendered form, the page to return to kept when safe', async ({
  page,
}) => {
  // index.html's first script puts the visitor on the login page before the console's code runs, in the same
  // document (no second one to ask for): hydrated, not a route the console rendered after loading.
  for (const [entry, expected] of [
    ['/', '/login'],
    ['/product/shop-window?farm=2', '/login?redirect=%2Fproduct%2Fshop-window&farm=2'],
    // Not a path on this site: the visitor goes to the login page without it.
    ['//evil.example/x', '/login'],
  ] as const) {
    // As served behind a reverse proxy (`//evil.example/x` must stay a path on the console's own origin).
    await page.goto(`${sameOriginConsole.origin}${entry}`);
    await expect(page.locator('html')).toHaveAttribute('data-prerender', 'hydrated');
    expect(await documentUrl(page), entry).toBe(entry);
    expect(new URL(page.url()).origin, entry).toBe(sameOriginConsole.origin);
    expect(pathAndQuery(page), entry).toBe(expected);
  }
});

test('a logged-in bookmark never shows the login form: hidden, and titled by the product, until its page renders', async ({
  page,
  context,
  expectConsole,
}) => {
  expectConsole(/Failed to load resource/);
  await context.addInitScript(() => window.localStorage.setItem('token', 'any'));
  // The bundle never arrives: what shows is the HTML and its inline script alone.
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await page.goto('/product/shop-window', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('html')).toHaveAttribute('data-prerender', 'stale');
  await expect(page.locator('#root')).toHaveCSS('visibility', 'hidden');
  // The prerender's title is the login page's ('<login> - <product>'); another page is the product's meanwhile.
  const product = await page.locator('meta[name="application-name"]').getAttribute('content');
  expect(product).toBeTruthy();
  await expect(page).toHaveTitle(product ?? '');
  expect(pathAndQuery(page)).toBe('/product/shop-window');
});

test('typed before the form is live is kept, and Login pressed meanwhile logs in at once, taken over by the console once it is live; then the bookmark, without a redirect', async ({
  page,
}) => {
  test.slow();
  const origin = sameOriginConsole.origin;
  // The console's entry waits until the visitor has typed and pressed Login in the prerendered form.
  let release = () => {};
  const typed = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await typed;
    await route.continue();
  });
  const logins: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === endpoints.mobileLogin.path)
      logins.push(request.method());
  });

  // (The page's module scripts hold DOMContentLoaded back: wait for the login page itself.)
  await page.goto(`${origin}/product/shop-window`, { waitUntil: 'commit' });
  await expect(page.locator('html')).toHaveAttribute('data-prerender', 'fresh');
  await submitLogin(page, demoAccount('admin'));
  // Held back from the browser (no request with the fields to this page), the form waits for the console; the
  // login call itself goes at once, sent by the early login (src/boot/earlyLogin.ts) while the entry is still held.
  await expect(page.locator('form[data-submit-pending]')).toHaveCount(1);
  expect(pathAndQuery(page)).toBe('/login?redirect=%2Fproduct%2Fshop-window');
  await expect.poll(() => logins).toEqual(['POST']);
  release();

  await expect(accountButton(page, 'admin')).toBeVisible();
  await expect(page).toHaveURL(`${origin}/product/shop-window`);
  expect(logins).toEqual(['POST']);

  // Logged in, a bookmark loads the console where it points, with the logged-in frame asked for at once.
  await page.unrouteAll();
  await page.goto(`${origin}/product/shop-window`);
  await expect(accountButton(page, 'admin')).toBeVisible();
  expect(await documentUrl(page)).toBe('/product/shop-window');
  // Fetched by index.html's script (fetch(), no DOM sink for Trusted Types to refuse), not by the router's import.
  expect(
    await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.startsWith('/assets/layout-'))
        .map((entry) => (entry as PerformanceResourceTiming).initiatorType),
    ),
  ).toContain('fetch');
});
