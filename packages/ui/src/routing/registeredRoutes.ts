import type { RouteAccess } from '../auth/access';
import type { RouteMeta } from './routeMeta';

export interface RegisteredRoutesOptions {
  /** Debug mode (contract §2): off leaves the dev-only template groups out, so only the product group remains. */
  debug: boolean;
  /** Route names whose screen the app has; a page is registered only when its screen exists. */
  available: ReadonlySet<string>;
  /** The table to filter: the product's (`createRouteTable` of `features.ts`) or a host's own. */
  routes: readonly RouteMeta[];
}

function keep(
  route: RouteMeta,
  { debug, available }: Pick<RegisteredRoutesOptions, 'debug' | 'available'>,
): RouteMeta | null {
  if (route.debugOnly && !debug) return null;
  if (route.externalUrl !== undefined) return route.externalUrl ? route : null;
  if (route.children) {
    const children = route.children
      .map((child) => keep(child, { debug, available }))
      .filter((child): child is RouteMeta => child !== null);
    return children.length > 0 ? { ...route, children } : null;
  }
  return available.has(route.name) ? route : null;
}

/**
 * The routes an app registers: the table without dev-only entries when debug is off, without pages whose screen
 * the app lacks, and without groups left empty; top-level entries sorted by `order` (ties keep table order).
 */
export function registeredRoutes(options: RegisteredRoutesOptions): RouteMeta[] {
  return options.routes
    .map((route) => keep(route, options))
    .filter((route): route is RouteMeta => route !== null)
    .map((route, index) => ({ route, index }))
    .sort(
      (a, b) =>
        (a.route.order ?? Number.MAX_SAFE_INTEGER) - (b.route.order ?? Number.MAX_SAFE_INTEGER) ||
        a.index - b.index,
    )
    .map(({ route }) => route);
}

/**
 * Every navigable entry (pages and external links, not the groups holding them) in menu order. A page inherits
 * `roles` from its group when it has none of its own, and needs a token when its group does.
 */
export function flattenRoutes(routes: readonly RouteMeta[]): RouteMeta[] {
  const out: RouteMeta[] = [];
  const walk = (route: RouteMeta, parent: RouteMeta | undefined) => {
    const roles = route.roles ?? parent?.roles;
    const effective: RouteMeta = {
      ...route,
      requiresAuth: route.requiresAuth || (parent?.requiresAuth ?? false),
      ...(roles ? { roles } : {}),
    };
    if (route.children) for (const child of route.children) walk(child, effective);
    else out.push(effective);
  };
  for (const route of routes) walk(route, undefined);
  return out;
}

/**
 * The guard's access list (`decideNavigation`'s `routes`) for the registered pages: flat, in menu order, roles
 * inherited from groups, external links left out. The first page a role may open is its landing page.
 */
export function accessListFor(routes: readonly RouteMeta[]): RouteAccess[] {
  return flattenRoutes(routes)
    .filter((route) => route.externalUrl === undefined)
    .map((route) => ({
      path: route.path,
      requiresAuth: route.requiresAuth,
      ...(route.roles ? { roles: route.roles } : {}),
    }));
}
