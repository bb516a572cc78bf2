import type { ServerMenuItem } from '../auth/auth.api';
import type { Role } from '../constants';
import type { RouteIconName, RouteMeta, RouteRole } from '../routing';

/** One entry of the menu tree: a page, a group of entries, or an external link. */
export interface MenuItem {
  /** Unique key (the route name); the menu's selected and open state refer to items by it. */
  readonly key: string;
  /** Absolute path of the page or group; the value `onNavigate` receives. */
  readonly path: string;
  /** i18n key of the label (`menu.*`). */
  readonly labelKey: string;
  /** lucide icon name; top-level entries usually carry one. */
  readonly icon?: RouteIconName;
  /** Set for an external link: the menu opens this URL in a new tab instead of navigating. */
  readonly externalUrl?: string;
  /** Entries of a group, in menu order. A group always has at least one. */
  readonly children?: readonly MenuItem[];
}

export interface BuildMenuOptions {
  /** The route table (usually `registeredRoutes(...)`, which already dropped dev-only entries). */
  routes: readonly RouteMeta[];
  /** Role of the logged-in user; entries whose role list excludes it are left out. */
  role: Role;
  /**
   * Menu tree sent by the server. When given, only routes it lists (by name or path)
   * are shown, and its `order`, `hideInMenu` and `roles` override the table's.
   */
  serverMenu?: readonly ServerMenuItem[];
}

function admits(roles: readonly RouteRole[] | undefined, role: Role): boolean {
  return roles === undefined || roles.includes('*') || roles.includes(role);
}

function indexServerMenu(items: readonly ServerMenuItem[]): Map<string, ServerMenuItem> {
  const index = new Map<string, ServerMenuItem>();
  const walk = (item: ServerMenuItem) => {
    index.set(`name:${item.name}`, item);
    index.set(`path:${item.path}`, item);
    for (const child of item.children ?? []) walk(child);
  };
  for (const item of items) walk(item);
  return index;
}

/** Stable sort by `order`; entries without one keep their table position after those with one. */
function byOrder<T>(entries: ReadonlyArray<{ order: number | undefined; entry: T }>): T[] {
  return entries
    .map((entry, index) => ({ entry, index }))
    .sort(
      (a, b) =>
        (a.entry.order ?? Number.MAX_SAFE_INTEGER) - (b.entry.order ?? Number.MAX_SAFE_INTEGER) ||
        a.index - b.index,
    )
    .map(({ entry }) => entry.entry);
}

/**
 * The menu tree for a role: entries sorted by `order`, hidden entries, entries the role may not open and groups
 * left without a visible child removed, at any depth. External links keep their URL.
 */
export function buildMenu({ routes, role, serverMenu }: BuildMenuOptions): MenuItem[] {
  const server = serverMenu ? indexServerMenu(serverMenu) : undefined;

  const build = (
    level: readonly RouteMeta[],
    inherited: readonly RouteRole[] | undefined,
  ): MenuItem[] => {
    const kept: Array<{ order: number | undefined; entry: MenuItem }> = [];
    for (const route of level) {
      const fromServer =
        server?.get(`name:${route.name}`) ?? server?.get(`path:${route.path}`) ?? undefined;
      if (server && !fromServer) continue;
      const hidden = fromServer?.meta?.hideInMenu ?? route.hideInMenu;
      if (hidden) continue;
      const roles = fromServer?.meta?.roles ?? route.roles ?? inherited;
      if (!admits(roles, role)) continue;
      const base = {
        key: route.name,
        path: route.path,
        labelKey: route.menuLabelKey,
        ...(route.icon ? { icon: route.icon } : {}),
      };
      const order = fromServer?.meta?.order ?? route.order;
      if (route.externalUrl !== undefined) {
        if (route.externalUrl)
          kept.push({ order, entry: { ...base, externalUrl: route.externalUrl } });
        continue;
      }
      if (route.children) {
        const children = build(route.children, roles);
        if (children.length > 0) kept.push({ order, entry: { ...base, children } });
        continue;
      }
      kept.push({ order, entry: base });
    }
    return byOrder(kept);
  };

  return build(routes, undefined);
}

function pathMatches(itemPath: string, pathname: string): boolean {
  return pathname === itemPath || pathname.startsWith(`${itemPath}/`);
}

/**
 * The chain of entries from the top level down to the entry for `pathname` (exact match first, otherwise the
 * deepest entry whose path is a parent segment of it, e.g. a detail page under a list). Empty when none matches.
 * The last entry is the selected one; the others are the groups to open.
 */
export function findMenuPath(tree: readonly MenuItem[], pathname: string): MenuItem[] {
  const exact = (items: readonly MenuItem[]): MenuItem[] => {
    for (const item of items) {
      if (item.externalUrl !== undefined) continue;
      if (item.children) {
        const below = exact(item.children);
        if (below.length > 0) return [item, ...below];
      } else if (item.path === pathname) {
        return [item];
      }
    }
    return [];
  };
  const found = exact(tree);
  if (found.length > 0) return found;

  const nearest = (items: readonly MenuItem[]): MenuItem[] => {
    let best: MenuItem[] = [];
    for (const item of items) {
      if (item.externalUrl !== undefined || !pathMatches(item.path, pathname)) continue;
      const chain = item.children ? [item, ...nearest(item.children)] : [item];
      const leaf = chain[chain.length - 1];
      const bestLeaf = best[best.length - 1];
      if (leaf && !leaf.children && (!bestLeaf || leaf.path.length > bestLeaf.path.length)) {
        best = chain;
      }
    }
    return best;
  };
  return nearest(tree);
}

export interface BreadcrumbForOptions {
  /** The route table; hidden entries count too, so a page outside the menu still gets its trail. */
  routes: readonly RouteMeta[];
  /** The current location's path. */
  pathname: string;
}

/**
 * The label keys (`menu.*`) of the route chain leading to `pathname`, from the top-level group down to the page.
 * Empty when the path is not in the table.
 */
export function breadcrumbFor({ routes, pathname }: BreadcrumbForOptions): string[] {
  const walk = (level: readonly RouteMeta[]): string[] => {
    for (const route of level) {
      if (route.externalUrl !== undefined) continue;
      if (route.children) {
        const below = walk(route.children);
        if (below.length > 0) return [route.menuLabelKey, ...below];
      } else if (route.path === pathname) {
        return [route.menuLabelKey];
      }
    }
    return [];
  };
  return walk(routes);
}
