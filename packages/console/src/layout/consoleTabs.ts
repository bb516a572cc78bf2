import type { Role, TabEntry, TabQuery } from '@pasture/ui';
import { canAccess, flattenRoutes, RouteName, type RouteMeta } from '@pasture/ui/internal';

/** The query of a location's search string, repeated keys as arrays (contract §3 tab entry `query`). */
export function queryOf(search: string): TabQuery {
  const query: Record<string, string | string[]> = {};
  for (const [key, value] of new URLSearchParams(search)) {
    const previous = query[key];
    if (previous === undefined) query[key] = value;
    else query[key] = Array.isArray(previous) ? [...previous, value] : [previous, value];
  }
  return query;
}

/** The tab of a page of the route table, as last visited at `fullPath`. */
export function tabFor(
  route: RouteMeta,
  location: { pathname: string; search: string; hash: string },
): TabEntry {
  return {
    name: route.name,
    title: route.menuLabelKey,
    fullPath: `${location.pathname}${location.search}${location.hash}`,
    query: queryOf(location.search),
    ...(route.ignoreCache ? { ignoreCache: true } : {}),
  };
}

/**
 * The tab that is always open (contract §2: the workplace). With debug off the workplace is not registered, so the
 * first page every logged-in role may open (the product group) takes its place.
 */
export function defaultTabFor(menu: readonly RouteMeta[]): TabEntry {
  const pages = flattenRoutes(menu).filter((route) => route.externalUrl === undefined);
  const route =
    pages.find((page) => page.name === 'workplace') ??
    pages.find((page) => !page.roles || page.roles.includes('*'));
  if (!route)
    throw new Error('The route table has no page every role may open for the default tab.');
  return tabFor(route, { pathname: route.path, search: '', hash: '' });
}

/** Whether `role` may still open the page of a tab (after switch roles); unknown names are not kept. */
export function createTabAccess(menu: readonly RouteMeta[]) {
  const byName = new Map(flattenRoutes(menu).map((route) => [route.name, route]));
  return (tab: TabEntry, role: Role | null): boolean => {
    const route = byName.get(tab.name);
    return route !== undefined && route.name !== RouteName.notFound && canAccess(route, role);
  };
}
