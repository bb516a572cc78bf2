import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type DataRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPastureRuntime, createSettingsStore } from '@pasture/ui';
import { createRouteTable, flattenRoutes, RouteName, type RouteAccess } from '@pasture/ui/internal';
import { issueDemoToken, resetAuthMockState } from '@pasture/ui/internal/mocks';
import { ConsoleProviders } from '../ConsoleProviders';
import { createConsoleI18n } from '../consoleI18n';
import { createConsoleRoutes, type ConsoleRoutesOptions } from './consoleRoutes';
import { createPageRoutes } from './pageRoutes';
import { pageScreens } from './screens';
import { createShellRoutes } from './shellRoutes';

const adminToken = issueDemoToken({ username: 'admin', farmId: 1001, clientTypeId: 1 });
const userToken = issueDemoToken({ username: 'operator', farmId: 1001, clientTypeId: 1 });

interface RenderOptions {
  token?: string;
  debug?: boolean;
  /** Replaces the console's screens (a page whose code fails to load). */
  screens?: ConsoleRoutesOptions['screens'];
}

/**
 * How the routes get their pages: loaded on the first path beyond the login page, as the console runs
 * (consoleApp.tsx), or registered up front (`createConsoleRoutes`, what tests and the fault matrix mount).
 */
type PagesMode = 'loaded on first need' | 'up front';

function renderConsole(
  mode: PagesMode,
  path: string,
  { token, debug = true, screens }: RenderOptions = {},
) {
  if (token) localStorage.setItem('token', token);
  const runtime = createPastureRuntime({ debug, i18n: createConsoleI18n('en-US') });
  const shell = { session: runtime.session, tokenStore: runtime.tokenStore };
  let access: readonly RouteAccess[] = [];
  const loadPages = vi.fn(async () => {
    const pages = createPageRoutes({ debug, screens });
    access = pages.access;
    return pages;
  });
  let router: DataRouter;
  if (mode === 'up front') {
    const app = createConsoleRoutes({ ...shell, debug, screens });
    access = app.access;
    router = createMemoryRouter(app.routes, { initialEntries: [path] });
  } else {
    const { routes, patchRoutesOnNavigation } = createShellRoutes({ ...shell, pages: loadPages });
    router = createMemoryRouter(routes, { initialEntries: [path], patchRoutesOnNavigation });
  }
  render(
    <ConsoleProviders runtime={runtime} settings={createSettingsStore()}>
      <RouterProvider router={router} />
    </ConsoleProviders>,
  );
  const href = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { router, runtime, href, access: () => access, loadPages };
}

const heading404 = () => screen.findByRole('heading', { name: 'Whoops, this page is gone' });
const loginButton = () => screen.findByRole('button', { name: 'Log in' });
const shopWindowHeading = () => screen.findByRole('heading', { name: 'Current farm' });
// Required fields' labels start with a '*' mark.
const loginField = (label: string) =>
  screen.findByLabelText(new RegExp(`^\\*?\\s*${label}$`), { selector: 'input' });
const workplaceHeading = () => screen.findByRole('heading', { name: /^Welcome back/ });

describe.each<PagesMode>(['loaded on first need', 'up front'])(
  'console routes, pages %s',
  (mode) => {
    afterEach(() => resetAuthMockState());

    it('sends / to login', async () => {
      const { href } = renderConsole(mode, '/');
      await loginButton();
      expect(href()).toBe('/login');
    });

    it('sends a visitor without a token to login, carrying the page and its query', async () => {
      const { href } = renderConsole(mode, '/exception/404?x=1');
      await loginButton();
      expect(href()).toBe('/login?redirect=%2Fexception%2F404&x=1');
    });

    it('loads the user of a stored token and shows an admin the admin-only page', async () => {
      renderConsole(mode, '/exception/403', { token: adminToken });
      expect(
        await screen.findByRole('heading', {
          name: 'Access to this resource on the server is denied',
        }),
      ).toBeVisible();
      expect(screen.getByRole('button', { name: 'Account menu of 张牧远' })).toBeVisible();
      expect(document.title).toBe('403 - Pasture Console');
    });

    it('sends the user role from an admin-only page to its first permitted page', async () => {
      const { href } = renderConsole(mode, '/exception/403', { token: userToken });
      await shopWindowHeading();
      expect(href()).toBe('/product/shop-window');
    });

    it('clears a token the server rejects and goes to login with the redirect', async () => {
      const { href } = renderConsole(mode, '/exception/500?tab=2', {
        token: 'demo.nobody.1.1.0000000000000000',
      });
      await loginButton();
      expect(href()).toBe('/login?redirect=%2Fexception%2F500&tab=2');
      expect(localStorage.getItem('token')).toBeNull();
    });

    it('shows not-found for an unknown path, keeping the address', async () => {
      const { href } = renderConsole(mode, '/no/such/page', { token: adminToken });
      await heading404();
      expect(href()).toBe('/no/such/page');
    });

    it('registers no demo page with debug off', async () => {
      const { href, access } = renderConsole(mode, '/exception/403', {
        token: adminToken,
        debug: false,
      });
      await heading404();
      expect(href()).toBe('/exception/403');
      // contract §2: with debug off only the product group is registered.
      expect(access().map((route) => route.path)).toEqual(['/product/shop-window']);
    });

    it('logs out: token gone, back on login', async () => {
      const user = userEvent.setup();
      const { href } = renderConsole(mode, '/exception/500', { token: adminToken });
      await screen.findByRole('heading', { name: 'Internal server error' });
      await user.click(await screen.findByRole('button', { name: 'Account menu of 张牧远' }));
      await user.click(await screen.findByRole('menuitem', { name: 'Log out' }));
      await loginButton();
      expect(href()).toBe('/login');
      expect(localStorage.getItem('token')).toBeNull();
    });

    it('switches the language and saves it', async () => {
      const user = userEvent.setup();
      renderConsole(mode, '/exception/500', { token: adminToken });
      await screen.findByRole('heading', { name: 'Internal server error' });
      await user.click(screen.getByRole('button', { name: 'Change language' }));
      await user.click(await screen.findByRole('menuitemradio', { name: '简体中文' }));
      expect(await screen.findByRole('button', { name: '张牧远的账户菜单' })).toBeVisible();
      expect(localStorage.getItem('locale')).toBe('zh-CN');
    });

    it('leaves an exception page for the landing page when there is no history to go back to', async () => {
      const user = userEvent.setup();
      const { href } = renderConsole(mode, '/exception/500', { token: adminToken });
      const page = await screen.findByRole('main');
      await user.click(await within(page).findByRole('button', { name: 'Back' }));
      await workplaceHeading();
      expect(href()).toBe('/dashboard/workplace');
    });

    it('forwards /auth-redirect to its target once logged in, or to login with it', async () => {
      const loggedIn = renderConsole(mode, '/auth-redirect?redirect=%2Fexception%2F500', {
        token: adminToken,
      });
      await screen.findByRole('heading', { name: 'Internal server error' });
      expect(loggedIn.href()).toBe('/exception/500');
    });

    it('sends /auth-redirect without a token to login, keeping the target', async () => {
      const { href } = renderConsole(mode, '/auth-redirect?redirect=%2Fexception%2F500');
      await loginButton();
      expect(href()).toBe('/login?redirect=%2Fexception%2F500');
    });

    it('refuses an /auth-redirect target on another site', async () => {
      const { href } = renderConsole(mode, '/auth-redirect?redirect=https%3A%2F%2Fevil.example', {
        token: userToken,
      });
      await workplaceHeading();
      expect(href()).toBe('/dashboard/workplace');
    });

    it('logs in on the login page and lands on the workplace, the default tab', async () => {
      const user = userEvent.setup();
      const { href, loadPages } = renderConsole(mode, '/login');
      await user.type(await loginField('Username'), 'operator');
      await user.type(await loginField('Mobile'), '13800000002');
      await user.type(await loginField('Password'), 'User1234');
      if (mode === 'loaded on first need') expect(loadPages).not.toHaveBeenCalled();
      await user.click(await loginButton());
      await workplaceHeading();
      expect(href()).toBe('/dashboard/workplace');
    });

    it('with debug off (only the product group) lands on the shop window after login', async () => {
      const user = userEvent.setup();
      const { href } = renderConsole(mode, '/login', { debug: false });
      await user.type(await loginField('Username'), 'admin');
      await user.type(await loginField('Mobile'), '13800000001');
      await user.type(await loginField('Password'), 'Admin123');
      await user.click(await loginButton());
      await shopWindowHeading();
      expect(href()).toBe('/product/shop-window');
    });

    it('offers a reload when a page cannot be loaded (e.g. a chunk gone after a deployment)', async () => {
      const failure = new Error('Failed to fetch dynamically imported module');
      const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      renderConsole(mode, '/exception/500', {
        token: adminToken,
        screens: new Map([...pageScreens, ['exception500', () => Promise.reject(failure)]]),
      });
      expect(
        await screen.findByRole('heading', { name: 'The page could not be loaded' }),
      ).toBeVisible();
      expect(screen.getByRole('button', { name: 'Reload page' })).toBeEnabled();
      expect(logged).toHaveBeenCalledWith(failure);
    });
  },
);

describe('the screen map', () => {
  // Pages of the route table whose screens are still to be built; the list shrinks as features land. A page that
  // loses its screen, or a new one that is not registered, fails the test below.
  it('routes every screen a feature offers, by route name', () => {
    const runtime = createPastureRuntime({ debug: true });
    const { routes } = createConsoleRoutes({
      session: runtime.session,
      tokenStore: runtime.tokenStore,
      debug: true,
      links: { designSystem: 'x', faq: 'x', displayBigScreen: 'x' },
    });
    const paths = JSON.stringify(routes, (key, value: unknown) =>
      key === 'lazy' || key === 'loader' ? undefined : value,
    );
    const table = flattenRoutes(createRouteTable({ designSystem: 'x', faq: 'x' }));
    for (const name of pageScreens.keys()) {
      if (name === RouteName.notFound) continue;
      const route = table.find((entry) => entry.name === name);
      expect(route, `route table entry of screen "${name}"`).toBeDefined();
      expect(paths, `console route of screen "${name}"`).toContain(`"path":"${route?.path}"`);
    }
  });

  it('loads the code of a registered page ahead of a navigation to it, and nothing for another path', () => {
    const shopWindow = pageScreens.get('shopWindow');
    if (!shopWindow) throw new Error('No registered feature offers the shop window.');
    const load = vi.fn(shopWindow);
    const { preload } = createPageRoutes({
      debug: false,
      screens: new Map([...pageScreens, ['shopWindow', load]]),
    });
    preload?.('/no/such/page');
    expect(load).not.toHaveBeenCalled();
    preload?.('/product/shop-window');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('has a screen for every page of the route table', () => {
    const pages = flattenRoutes(createRouteTable({ designSystem: 'x', faq: 'x' })).filter(
      (route) => route.externalUrl === undefined,
    );
    const missing = pages.map((route) => route.name).filter((name) => !pageScreens.has(name));
    expect(missing).toEqual([]);
  });
});
