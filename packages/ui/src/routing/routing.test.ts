import { icons } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { firstPermittedPath } from '../auth/access';
import { createI18n, getFeatureTranslation } from '../i18n';
import { menuLocale } from './locales';
import { createRouteTable, routeTable } from '../features';
import {
  accessListFor,
  flattenRoutes,
  registeredRoutes as registeredRoutesOf,
  systemRoutes,
  type RegisteredRoutesOptions,
  type RouteMeta,
} from './index';

/** The product's table unless a test gives its own. */
const registeredRoutes = ({
  routes = routeTable,
  ...options
}: Omit<RegisteredRoutesOptions, 'routes'> & { routes?: readonly RouteMeta[] }) =>
  registeredRoutesOf({ ...options, routes });

const everyPage = new Set(flattenRoutes(routeTable).map((route) => route.name));
const exceptionPages = new Set(['exception403', 'exception404', 'exception500']);

function byPath(routes: readonly RouteMeta[]): Map<string, RouteMeta> {
  return new Map(flattenRoutes(routes).map((route) => [route.path, route]));
}

describe('routeTable', () => {
  it('holds every page of contract §2 with its access rule', () => {
    const pages = byPath(routeTable);
    const expected: Array<[string, readonly string[] | undefined]> = [
      ['/product/shop-window', undefined],
      ['/dashboard/workplace', ['*']],
      ['/dashboard/monitor', ['admin']],
      ['/visualization/data-analysis', ['admin']],
      ['/visualization/multi-dimension-data-analysis', ['admin']],
      ['/list/search-table', ['*']],
      ['/list/card', ['*']],
      ['/form/step', ['admin']],
      ['/form/group', ['admin']],
      ['/profile/basic', ['admin']],
      ['/result/success', ['admin']],
      ['/result/error', ['admin']],
      ['/exception/403', ['admin']],
      ['/exception/404', ['*']],
      ['/exception/500', ['*']],
      ['/user/info', ['*']],
      ['/user/setting', ['*']],
    ];
    for (const [path, roles] of expected) {
      const page = pages.get(path);
      expect(page, path).toBeDefined();
      expect(page?.roles, path).toEqual(roles);
      expect(page?.requiresAuth, path).toBe(true);
    }
    const internal = [...pages.values()].filter((page) => page.externalUrl === undefined);
    expect(internal).toHaveLength(expected.length);
  });

  it('orders the product group 0 and the demo groups 1001–1009, all demo entries dev-only', () => {
    const [product, ...rest] = routeTable;
    expect(product).toMatchObject({ name: 'product', order: 0, debugOnly: false });
    expect(product?.children?.every((child) => !child.debugOnly)).toBe(true);
    for (const route of rest) {
      expect(route.debugOnly, route.name).toBe(true);
      expect(route.order, route.name).toBeGreaterThanOrEqual(1001);
      expect(route.order, route.name).toBeLessThanOrEqual(1009);
      for (const child of route.children ?? []) expect(child.debugOnly, child.name).toBe(true);
    }
  });

  it('gives every top-level entry an icon and an order, and every route a unique name', () => {
    for (const route of createRouteTable({ designSystem: 'a', faq: 'b', displayBigScreen: 'c' })) {
      expect(route.icon && route.icon in icons, `${route.name}: ${route.icon}`).toBe(true);
      expect(typeof route.order, route.name).toBe('number');
    }
    const names = [
      ...routeTable,
      ...routeTable.flatMap((r) => r.children ?? []),
      ...systemRoutes,
    ].map((route) => route.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('hides the design-system and FAQ links from the menu and takes their URLs from configuration', () => {
    const table = createRouteTable({
      designSystem: 'https://ds.example',
      faq: 'https://ds.example/faq',
    });
    const designSystem = table.find((route) => route.name === 'designSystem');
    const faq = table.find((route) => route.name === 'faq');
    expect(designSystem).toMatchObject({ hideInMenu: true, externalUrl: 'https://ds.example' });
    expect(faq).toMatchObject({
      hideInMenu: true,
      externalUrl: 'https://ds.example/faq',
      menuLabelKey: 'menu.faq',
    });
  });

  it('adds the display big-screen link at order 999 only once a URL is configured', () => {
    expect(routeTable.some((route) => route.name === 'displayBigScreen')).toBe(false);
    const table = createRouteTable({
      designSystem: 'a',
      faq: 'b',
      displayBigScreen: 'https://screen.example',
    });
    expect(table.find((route) => route.name === 'displayBigScreen')).toMatchObject({
      order: 999,
      externalUrl: 'https://screen.example',
      hideInMenu: false,
      menuLabelKey: 'menu.displayBigScreen',
    });
  });

  it('labels every route in both languages', async () => {
    for (const locale of ['zh-CN', 'en-US'] as const) {
      const { exists } = getFeatureTranslation(createI18n({ locale }), menuLocale);
      const all = [...flattenRoutes(routeTable), ...routeTable, ...systemRoutes];
      const missing = all.map((route) => route.menuLabelKey).filter((key) => !exists(key));
      expect(missing, locale).toEqual([]);
    }
    const i18n = createI18n({ locale: 'en-US' });
    const { t } = getFeatureTranslation(i18n, menuLocale);
    expect(t('menu.visualization')).toBe('Data Visualization');
    expect(t('menu.user')).toBe('User Center');
    expect(t('menu.dashboard.workplace')).toBe('Workplace');
    expect(t('menu.displayBigScreen')).toBe('Display Big Screen');
    await i18n.changeLanguage('zh-CN');
    expect(t('menu.dashboard')).toBe('仪表盘');
    expect(t('menu.dashboard.workplace')).toBe('工作台');
  });
});

describe('registeredRoutes', () => {
  it('keeps only the product group when debug is off', () => {
    const routes = registeredRoutes({ debug: false, available: everyPage });
    expect(routes.map((route) => route.name)).toEqual(['product']);
    expect(flattenRoutes(routes).map((route) => route.path)).toEqual(['/product/shop-window']);
  });

  it('keeps every group and link in order when debug is on and every screen exists', () => {
    const routes = registeredRoutes({ debug: true, available: everyPage });
    expect(routes.map((route) => route.name)).toEqual([
      'product',
      'dashboard',
      'visualization',
      'list',
      'form',
      'profile',
      'result',
      'exception',
      'user',
      'designSystem',
      'faq',
    ]);
  });

  it('sorts by order whatever the table order, keeping ties in table order', () => {
    const table = [
      ...createRouteTable({ designSystem: 'a', faq: 'b', displayBigScreen: 'c' }),
    ].reverse();
    const names = registeredRoutes({ debug: true, available: everyPage, routes: table }).map(
      (r) => r.name,
    );
    expect(names.slice(0, 3)).toEqual(['product', 'displayBigScreen', 'dashboard']);
    expect(names.slice(-2)).toEqual(['faq', 'designSystem']);
  });

  it('registers a page only when its screen exists and drops groups left empty', () => {
    const routes = registeredRoutes({ debug: true, available: exceptionPages });
    expect(routes.map((route) => route.name)).toEqual(['exception', 'designSystem', 'faq']);
    expect(routes[0]?.children?.map((child) => child.path)).toEqual([
      '/exception/403',
      '/exception/404',
      '/exception/500',
    ]);
    const partial = registeredRoutes({ debug: true, available: new Set(['exception404']) });
    expect(partial[0]?.children?.map((child) => child.path)).toEqual(['/exception/404']);
  });

  it('registers nothing in production before the shop window exists', () => {
    expect(registeredRoutes({ debug: false, available: exceptionPages })).toEqual([]);
  });

  it('does not mutate the table', () => {
    const before = JSON.stringify(routeTable);
    registeredRoutes({ debug: true, available: new Set(['exception404']) });
    expect(JSON.stringify(routeTable)).toBe(before);
  });
});

describe('flattenRoutes', () => {
  it('lists pages and links in menu order, not the groups', () => {
    const flat = flattenRoutes(registeredRoutes({ debug: true, available: exceptionPages }));
    expect(flat.map((route) => route.name)).toEqual([
      'exception403',
      'exception404',
      'exception500',
      'designSystem',
      'faq',
    ]);
  });

  it('lets a page inherit roles and the token requirement from its group', () => {
    const table: RouteMeta[] = [
      {
        name: 'group',
        path: '/group',
        roles: ['admin'],
        requiresAuth: true,
        menuLabelKey: 'menu.group',
        debugOnly: false,
        hideInMenu: false,
        children: [
          {
            name: 'a',
            path: '/group/a',
            requiresAuth: false,
            menuLabelKey: 'menu.a',
            debugOnly: false,
            hideInMenu: false,
          },
          {
            name: 'b',
            path: '/group/b',
            roles: ['*'],
            requiresAuth: true,
            menuLabelKey: 'menu.b',
            debugOnly: false,
            hideInMenu: false,
          },
        ],
      },
    ];
    expect(
      flattenRoutes(table).map(({ path, roles, requiresAuth }) => ({ path, roles, requiresAuth })),
    ).toEqual([
      { path: '/group/a', roles: ['admin'], requiresAuth: true },
      { path: '/group/b', roles: ['*'], requiresAuth: true },
    ]);
  });
});

describe('accessListFor', () => {
  it('lists the registered pages with their roles, without external links', () => {
    const routes = registeredRoutes({ debug: true, available: exceptionPages });
    expect(accessListFor(routes)).toEqual([
      { path: '/exception/403', roles: ['admin'], requiresAuth: true },
      { path: '/exception/404', roles: ['*'], requiresAuth: true },
      { path: '/exception/500', roles: ['*'], requiresAuth: true },
    ]);
  });

  it('leaves roles out for the product page: login required, any role', () => {
    const routes = registeredRoutes({ debug: false, available: everyPage });
    expect(accessListFor(routes)).toEqual([{ path: '/product/shop-window', requiresAuth: true }]);
  });

  it('gives each role its landing page through the guard: the first page it may open', () => {
    const access = accessListFor(registeredRoutes({ debug: true, available: everyPage }));
    expect(firstPermittedPath(access, 'admin')).toBe('/product/shop-window');
    const demo = accessListFor(registeredRoutes({ debug: true, available: exceptionPages }));
    expect(firstPermittedPath(demo, 'admin')).toBe('/exception/403');
    expect(firstPermittedPath(demo, 'user')).toBe('/exception/404');
  });
});
