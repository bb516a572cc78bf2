import { describe, expect, it } from 'vitest';
import type { RouteAccess } from './access';
import { decideNavigation, type NavigationRequest } from './guard';

const workplace: RouteAccess = { path: '/dashboard/workplace', requiresAuth: true, roles: ['*'] };
const monitor: RouteAccess = { path: '/dashboard/monitor', requiresAuth: true, roles: ['admin'] };
const shopWindow: RouteAccess = { path: '/product/shop-window', requiresAuth: true };
const login: RouteAccess = { path: '/login', requiresAuth: false };
const routes: readonly RouteAccess[] = [
  { path: '/dashboard', requiresAuth: true, children: [workplace, monitor] },
  { path: '/product', requiresAuth: true, children: [shopWindow] },
];

function decide(overrides: Partial<NavigationRequest>) {
  return decideNavigation({
    path: '/dashboard/workplace',
    hasToken: true,
    role: 'admin',
    route: workplace,
    routes,
    ...overrides,
  });
}

describe('decideNavigation without a token', () => {
  it.each(['/login', '/auth-redirect'])('allows %s', (path) => {
    expect(decide({ path, hasToken: false, role: null, route: null })).toEqual({ type: 'allow' });
  });

  it('sends every other page to login with the redirect and the original query', () => {
    expect(
      decide({
        path: '/dashboard/monitor',
        search: '?range=7d',
        hasToken: false,
        role: null,
        route: monitor,
      }),
    ).toEqual({ type: 'redirect', to: '/login?redirect=%2Fdashboard%2Fmonitor&range=7d' });
  });

  it('sends an unknown path to login too, not to not-found', () => {
    expect(decide({ path: '/nowhere', hasToken: false, role: null, route: null })).toEqual({
      type: 'redirect',
      to: '/login?redirect=%2Fnowhere',
    });
  });

  it('honours a custom whitelist', () => {
    expect(
      decide({
        path: '/public/status',
        hasToken: false,
        role: null,
        route: null,
        whitelist: ['/public/status'],
      }),
    ).toEqual({ type: 'allow' });
  });
});

describe('decideNavigation with a token but no role', () => {
  it('loads user info first and names the login redirect for a failure', () => {
    expect(
      decide({ path: '/dashboard/monitor', search: '?a=1', role: null, route: monitor }),
    ).toEqual({
      type: 'loadUser',
      onFailure: '/login?redirect=%2Fdashboard%2Fmonitor&a=1',
    });
  });
});

describe('decideNavigation with a logged-in user', () => {
  it('allows a permitted page', () => {
    expect(decide({})).toEqual({ type: 'allow' });
    expect(decide({ path: '/dashboard/monitor', route: monitor })).toEqual({ type: 'allow' });
  });

  it('allows a page that requires login but has no role list', () => {
    expect(decide({ path: '/product/shop-window', route: shopWindow, role: 'user' })).toEqual({
      type: 'allow',
    });
  });

  it('lets a logged-in user open the login page', () => {
    expect(decide({ path: '/login', route: login, role: 'user' })).toEqual({ type: 'allow' });
  });

  it('sends a denied user to the first permitted page, naming the page denied', () => {
    expect(decide({ path: '/dashboard/monitor', route: monitor, role: 'user' })).toEqual({
      type: 'redirect',
      to: '/dashboard/workplace',
      denied: '/dashboard/monitor',
    });
  });

  it('shows not-found when the role may open nothing', () => {
    expect(
      decide({ path: '/dashboard/monitor', route: monitor, role: 'user', routes: [monitor] }),
    ).toEqual({
      type: 'notFound',
    });
  });

  it('shows not-found for an unknown path', () => {
    expect(decide({ path: '/nowhere', route: null })).toEqual({ type: 'notFound' });
  });

  describe('with the server menu', () => {
    const serverMenuPaths = ['/dashboard/workplace', '/dashboard/monitor'];

    it('allows a permitted page in the menu', () => {
      expect(decide({ serverMenuPaths })).toEqual({ type: 'allow' });
    });

    it('shows not-found for a page missing from the menu', () => {
      expect(decide({ path: '/product/shop-window', route: shopWindow, serverMenuPaths })).toEqual({
        type: 'notFound',
      });
    });

    it('shows not-found for a page in the menu the role may not open', () => {
      expect(
        decide({ path: '/dashboard/monitor', route: monitor, role: 'user', serverMenuPaths }),
      ).toEqual({
        type: 'notFound',
      });
    });

    it('still allows the whitelist', () => {
      expect(decide({ path: '/login', route: login, serverMenuPaths })).toEqual({ type: 'allow' });
    });
  });
});
