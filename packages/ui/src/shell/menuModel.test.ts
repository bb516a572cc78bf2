import { describe, expect, it } from 'vitest';
import { createRouteTable, routeTable } from '../features';
import type { RouteMeta } from '../routing';
import { breadcrumbFor, buildMenu, findMenuPath } from './menuModel';
import type { MenuItem } from './menuModel';

const keys = (items: readonly MenuItem[]) => items.map((item) => item.key);

function page(name: string, path: string, extra: Partial<RouteMeta> = {}): RouteMeta {
  return {
    name,
    path,
    requiresAuth: true,
    menuLabelKey: `menu.${name}`,
    debugOnly: false,
    hideInMenu: false,
    ...extra,
  };
}

describe('buildMenu', () => {
  it('sorts top-level entries by order and leaves out entries hidden from the menu', () => {
    const tree = buildMenu({ routes: routeTable, role: 'admin' });
    expect(keys(tree)).toEqual([
      'product',
      'dashboard',
      'visualization',
      'list',
      'form',
      'profile',
      'result',
      'exception',
      'user',
    ]);
  });

  it('keeps admin-only pages for admins', () => {
    const tree = buildMenu({ routes: routeTable, role: 'admin' });
    const dashboard = tree.find((item) => item.key === 'dashboard');
    expect(keys(dashboard?.children ?? [])).toEqual(['workplace', 'monitor']);
  });

  it('leaves out admin-only pages and groups left empty for users', () => {
    const tree = buildMenu({ routes: routeTable, role: 'user' });
    expect(keys(tree)).toEqual(['product', 'dashboard', 'list', 'exception', 'user']);
    expect(keys(tree.find((item) => item.key === 'dashboard')?.children ?? [])).toEqual([
      'workplace',
    ]);
    expect(keys(tree.find((item) => item.key === 'exception')?.children ?? [])).toEqual([
      'exception404',
      'exception500',
    ]);
  });

  it('keeps an external link with its URL', () => {
    const routes = createRouteTable({
      designSystem: 'https://design.example',
      faq: 'https://faq.example',
      displayBigScreen: 'https://screen.example',
    });
    const tree = buildMenu({ routes, role: 'user' });
    expect(keys(tree).slice(0, 2)).toEqual(['product', 'displayBigScreen']);
    expect(tree[1]?.externalUrl).toBe('https://screen.example');
  });

  it('filters and sorts at any depth, inheriting a group role list', () => {
    const routes: RouteMeta[] = [
      page('top', '/top', {
        order: 2,
        children: [
          page('middle', '/top/middle', {
            children: [
              page('deepB', '/top/middle/b', { order: 2 }),
              page('deepA', '/top/middle/a', { order: 1 }),
              page('deepHidden', '/top/middle/h', { hideInMenu: true }),
            ],
          }),
          page('adminGroup', '/top/admin', {
            roles: ['admin'],
            children: [page('adminPage', '/top/admin/page')],
          }),
        ],
      }),
      page('first', '/first', { order: 1 }),
    ];
    const tree = buildMenu({ routes, role: 'user' });
    expect(keys(tree)).toEqual(['first', 'top']);
    const top = tree[1];
    expect(keys(top?.children ?? [])).toEqual(['middle']);
    expect(keys(top?.children?.[0]?.children ?? [])).toEqual(['deepA', 'deepB']);
  });

  it('shows only what the server menu lists and applies its overrides', () => {
    const tree = buildMenu({
      routes: routeTable,
      role: 'admin',
      serverMenu: [
        {
          name: 'list',
          path: '/list',
          meta: { order: 1 },
          children: [{ name: 'searchTable', path: '/list/search-table' }],
        },
        {
          name: 'dashboard',
          path: '/dashboard',
          meta: { order: 2 },
          children: [
            { name: 'workplace', path: '/dashboard/workplace' },
            { name: 'monitor', path: '/dashboard/monitor', meta: { hideInMenu: true } },
          ],
        },
      ],
    });
    expect(keys(tree)).toEqual(['list', 'dashboard']);
    expect(keys(tree[0]?.children ?? [])).toEqual(['searchTable']);
    expect(keys(tree[1]?.children ?? [])).toEqual(['workplace']);
  });
});

describe('findMenuPath', () => {
  const tree = buildMenu({ routes: routeTable, role: 'admin' });

  it('returns the chain from the group to the page', () => {
    expect(keys(findMenuPath(tree, '/list/search-table'))).toEqual(['list', 'searchTable']);
  });

  it('falls back to the nearest parent page for a sub-path', () => {
    expect(keys(findMenuPath(tree, '/list/card/42'))).toEqual(['list', 'cardList']);
  });

  it('returns an empty chain for an unknown path or a bare group path', () => {
    expect(findMenuPath(tree, '/nowhere')).toEqual([]);
    expect(findMenuPath(tree, '/list')).toEqual([]);
  });
});

describe('breadcrumbFor', () => {
  it('gives the label keys from the group down to the page', () => {
    expect(breadcrumbFor({ routes: routeTable, pathname: '/list/search-table' })).toEqual([
      'menu.list',
      'menu.list.searchTable',
    ]);
  });

  it('finds pages the menu hides', () => {
    const routes = [page('hiddenPage', '/hidden', { hideInMenu: true })];
    expect(breadcrumbFor({ routes, pathname: '/hidden' })).toEqual(['menu.hiddenPage']);
  });

  it('is empty for a path outside the table', () => {
    expect(breadcrumbFor({ routes: routeTable, pathname: '/nowhere' })).toEqual([]);
  });
});
