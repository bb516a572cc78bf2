// The production build (debug off, no service worker) against the contract server over real HTTP, behind a reverse
// proxy (same origin) and on its own origin (CORS), under the strict CSP: log in with the real contract, the Token
// header on every call, the token nowhere else, a farm switch kept through logout and login, a 401 answered by the
// session prompt.
import type { Page, Request } from '@playwright/test';
import { demoFarms } from '../../packages/ui/src/mocks/auth/auth.fixtures';
import { coreEndpoints as endpoints } from '../../packages/ui/src/api/endpoints';
import {
  accountButton,
  accountMenuItem,
  demoAccount,
  storedItem,
  submitLogin,
} from './support/console';
import {
  crossOriginConsole,
  expect,
  observedByServers,
  sameOriginConsole,
  test,
} from './support/production';
import { text } from './support/texts';

const zh = (key: string, values?: Record<string, string>) => text('zh-CN', key, values);

interface Call {
  method: string;
  origin: string;
  path: string;
  token: string | undefined;
  authorization: string | undefined;
}

/** Every request of the page: API calls (a path under /api/) apart from everything else. */
function recordRequests(page: Page) {
  const calls: Call[] = [];
  const others: Request[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) {
      const headers = request.headers();
      calls.push({
        method: request.method(),
        origin: url.origin,
        path: url.pathname,
        token: headers.token,
        authorization: headers.authorization,
      });
    } else others.push(request);
  });
  return { calls, others };
}

/** Calls made without a session, by contract §7: the login itself and the menu's unauthenticated client. */
const anonymousPaths = new Set<string>([endpoints.mobileLogin.path, endpoints.serverMenu.path]);

for (const server of [sameOriginConsole, crossOriginConsole]) {
  test(`${server.name}: log in with the real contract, Token on every call and nowhere else, switch farm, log out and in on that farm, a 401 asks to log in again`, async ({
    page,
    expectConsole,
  }) => {
    // Three logins (form, again after logout, in place after the 401): slow on CI's busy cores.
    test.slow();
    // Chromium reports the refused farm switch itself; that one message is expected.
    expectConsole(/status of 401 \(Unauthorized\)/);
    const admin = demoAccount('admin');
    const [home, other] = demoFarms;
    if (!home || !other) throw new Error('demoFarms must hold two farms.');
    const { calls, others } = recordRequests(page);

    await page.goto(`${server.origin}/login`);
    await submitLogin(page, admin);
    await expect(accountButton(page, 'admin')).toBeVisible();
    await page.waitForLoadState('networkidle');
    const firstToken = await storedItem(page, 'token');
    expect(firstToken).toMatch(/^demo\.admin\./);

    // The farm switcher: GetFarmList, then ChangeFarmId answers a new token for the new farm.
    await page
      .getByRole('button', { name: zh('navbar.farm.trigger', { name: home.FarmName }) })
      .click();
    await page
      .getByRole('list', { name: zh('navbar.farm.list') })
      .getByRole('button', { name: new RegExp(other.FarmName) })
      .click();
    await expect(
      page.getByRole('button', { name: zh('navbar.farm.trigger', { name: other.FarmName }) }),
    ).toBeVisible();
    await page.waitForLoadState('networkidle');
    const switchedToken = await storedItem(page, 'token');
    expect(switchedToken?.split('.')[2]).toBe(String(other.FarmId));

    // The real contract, not the debug calls; every call to the API origin, with the Token header once there is
    // one (and never the debug-mode Authorization header).
    const paths = calls.map((call) => call.path);
    for (const endpoint of [
      'mobileLogin',
      'getUserByToken',
      'getFarmList',
      'changeFarm',
    ] as const) {
      expect(paths, endpoint).toContain(endpoints[endpoint].path);
    }
    for (const debugOnly of ['userLogin', 'userInfo'] as const) {
      expect(paths, debugOnly).not.toContain(endpoints[debugOnly].path);
    }
    expect(calls.filter((call) => call.origin !== server.apiOrigin)).toEqual([]);
    expect(calls.filter((call) => call.authorization !== undefined)).toEqual([]);
    const afterLogin = calls.slice(paths.indexOf(endpoints.mobileLogin.path) + 1);
    const untokened = afterLogin.filter(
      (call) => !anonymousPaths.has(call.path) && call.token === undefined,
    );
    expect(untokened).toEqual([]);
    // The token sent is always one the server issued in this session: the login's until ChangeFarmId (which itself
    // still carries it) answered, then the new farm's. (A call already on its way when the new token arrived may
    // carry either, so the order is not checked call by call.)
    expect(new Set(afterLogin.flatMap((call) => (call.token ? [call.token] : [])))).toEqual(
      new Set([firstToken, switchedToken]),
    );
    expect(calls.find((call) => call.path === endpoints.changeFarm.path)?.token).toBe(firstToken);

    // Logout: the token is gone and the login page shows.
    await accountMenuItem(page, 'admin', 'logout');
    await expect(page).toHaveURL(`${server.origin}/login`);
    expect(await storedItem(page, 'token')).toBeNull();

    // Log in again: the account works in the farm it chose last on this browser (ChangeFarmId right after the login,
    // §10.3). Then the server stops accepting the token (expired, revoked elsewhere): the next call answers HTTP 401
    // and the §8 prompt asks to log in again, which works in place.
    await submitLogin(page, admin);
    await expect(accountButton(page, 'admin')).toBeVisible();
    await expect(
      page.getByRole('button', { name: zh('navbar.farm.trigger', { name: other.FarmName }) }),
    ).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect((await storedItem(page, 'token'))?.split('.')[2]).toBe(String(other.FarmId));
    await page.evaluate(() => {
      const token = window.localStorage.getItem('token') ?? '';
      window.localStorage.setItem('token', `${token.slice(0, -4)}0000`);
    });
    await page
      .getByRole('button', { name: zh('navbar.farm.trigger', { name: other.FarmName }) })
      .click();
    await page
      .getByRole('list', { name: zh('navbar.farm.list') })
      .getByRole('button', { name: new RegExp(home.FarmName) })
      .click();
    const prompt = page.getByRole('alertdialog', { name: zh('api.session.title401') });
    await expect(prompt).toContainText(zh('api.session.content'));
    await prompt.getByRole('button', { name: zh('api.session.relogin') }).click();
    const relogin = page.getByRole('dialog', { name: zh('api.session.reloginTitle') });
    await relogin.getByRole('textbox', { name: zh('login.mobile') }).fill(admin.mobile);
    await relogin.getByLabel(new RegExp(`^\\*?${zh('login.password')}$`)).fill(admin.password);
    await relogin.getByRole('button', { name: zh('api.session.reloginSubmit') }).click();
    // Logged in again in place (MobileLogin), the refused switch was sent again and went through.
    await expect(relogin).toHaveCount(0);
    await expect(
      page.getByRole('button', { name: zh('navbar.farm.trigger', { name: home.FarmName }) }),
    ).toBeVisible();
    expect(await storedItem(page, 'token')).toMatch(/^demo\.admin\./);

    // The token went to the API origin only: no other request of the page carried it, and the console's own
    // server never received one.
    expect(
      others
        .filter((request) => {
          const headers = request.headers();
          return headers.token !== undefined || headers.authorization !== undefined;
        })
        .map((request) => request.url()),
    ).toEqual([]);
    expect(calls.filter((call) => call.token && call.origin !== server.apiOrigin)).toEqual([]);
    expect((await observedByServers()).tokenRequests).toEqual([]);
  });
}
