import { describe, expect, it } from 'vitest';
import { canAccess, firstPermittedPath, resolveDenied, type RouteAccess } from './access';

const routes: readonly RouteAccess[] = [
  { path: '/login', requiresAuth: false },
  {
    path: '/product',
    requiresAuth: true,
    children: [{ path: '/product/shop-window', requiresAuth: true }],
  },
  { path: '/design-system', requiresAuth: true, externalUrl: 'https://design.example' },
  {
    path: '/dashboard',
    requiresAuth: true,
    children: [
      { path: '/dashboard/monitor', requiresAuth: true, roles: ['admin'] },
      { path: '/dashboard/workplace', requiresAuth: true, roles: ['*'] },
    ],
  },
];

describe('canAccess', () => {
  it.each([
    ['no role list, logged in', { requiresAuth: true }, 'user', true],
    ["'*'", { roles: ['*'] as const }, 'user', true],
    ['listed role', { roles: ['admin'] as const }, 'admin', true],
    ['unlisted role', { roles: ['admin'] as const }, 'user', false],
    ['empty role list', { roles: [] as const }, 'admin', false],
    ['no role yet', { roles: ['*'] as const }, null, false],
    ['no role yet, no role list', {}, null, false],
    ['a page without login', { requiresAuth: false, roles: ['admin'] as const }, null, true],
  ] as const)('%s', (_label, route, role, expected) => {
    expect(canAccess(route, role)).toBe(expected);
  });
});

describe('firstPermittedPath', () => {
  it('returns the first page in order, skipping public pages, groups and external links', () => {
    expect(firstPermittedPath(routes, 'admin')).toBe('/product/shop-window');
  });

  it('skips pages the role may not open', () => {
    const onlyDashboard = routes.filter((route) => route.path === '/dashboard');
    expect(firstPermittedPath(onlyDashboard, 'admin')).toBe('/dashboard/monitor');
    expect(firstPermittedPath(onlyDashboard, 'user')).toBe('/dashboard/workplace');
  });

  it("lets a group's roles gate its pages", () => {
    const gated: RouteAccess[] = [
      { path: '/admin', roles: ['admin'], children: [{ path: '/admin/audit', roles: ['*'] }] },
      { path: '/list/card', roles: ['*'] },
    ];
    expect(firstPermittedPath(gated, 'user')).toBe('/list/card');
    expect(firstPermittedPath(gated, 'admin')).toBe('/admin/audit');
  });

  it('never picks a path pattern', () => {
    expect(
      firstPermittedPath([{ path: '*' }, { path: '/farm/:id' }, { path: '/ok' }], 'user'),
    ).toBe('/ok');
  });

  it('returns null when nothing is permitted', () => {
    expect(
      firstPermittedPath([{ path: '/dashboard/monitor', roles: ['admin'] }], 'user'),
    ).toBeNull();
    expect(firstPermittedPath([], 'admin')).toBeNull();
  });
});

describe('resolveDenied', () => {
  const dashboard = routes.filter((route) => route.path === '/dashboard');

  it('sends a denied user to the first permitted page', () => {
    expect(resolveDenied({ routes: dashboard, role: 'user', from: '/dashboard/monitor' })).toEqual({
      type: 'redirect',
      to: '/dashboard/workplace',
    });
  });

  it('shows not-found when no page is permitted', () => {
    expect(
      resolveDenied({
        routes: [{ path: '/dashboard/monitor', roles: ['admin'] }],
        role: 'user',
        from: '/dashboard/monitor',
      }),
    ).toEqual({ type: 'notFound' });
  });

  it('never redirects to the page that was denied', () => {
    expect(
      resolveDenied({ routes: [{ path: '/x', roles: ['*'] }], role: 'user', from: '/x' }),
    ).toEqual({ type: 'notFound' });
  });
});
