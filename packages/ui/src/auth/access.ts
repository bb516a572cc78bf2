import type { Role } from '../constants';

/**
 * What the guard needs to know about a route. The console's route records (`RouteMeta`) satisfy it as they are.
 */
export interface RouteAccess {
  /** Absolute path (`/dashboard/monitor`); a pattern (`*`, `:id`) is never a redirect target. */
  path: string;
  /** Roles admitted; `'*'` admits every logged-in user; absent admits any logged-in user (contract §6). */
  roles?: readonly (Role | '*')[];
  /** `false` for pages open without a token (login, auth-redirect). Absent means a token is required. */
  requiresAuth?: boolean;
  /** An entry that only opens an external site is never a redirect target. */
  externalUrl?: string;
  /** Pages of a group; a group's roles also gate its pages. */
  children?: readonly RouteAccess[];
}

/** Whether `role` may open `route` (contract §6). A route without a token requirement is open to everyone. */
export function canAccess(
  route: Pick<RouteAccess, 'roles' | 'requiresAuth'>,
  role: Role | null,
): boolean {
  if (route.requiresAuth === false) return true;
  if (role === null) return false;
  if (!route.roles) return true;
  return route.roles.includes('*') || route.roles.includes(role);
}

function isConcretePath(path: string): boolean {
  return path.startsWith('/') && !/[*:]/.test(path);
}

/**
 * The first page, in the given (menu) order, that `role` may open: depth first, pages only (not groups, external
 * links or pages open without login). `null` when there is none, and the caller shows not-found.
 */
export function firstPermittedPath(
  routes: readonly RouteAccess[],
  role: Role | null,
): string | null {
  for (const route of routes) {
    if (route.requiresAuth === false || route.externalUrl !== undefined) continue;
    if (!canAccess(route, role)) continue;
    if (route.children && route.children.length > 0) {
      const inner = firstPermittedPath(route.children, role);
      if (inner !== null) return inner;
      continue;
    }
    if (isConcretePath(route.path)) return route.path;
  }
  return null;
}

/** Where a denied user goes (contract §6): the first permitted page, or not-found. */
export type DeniedResolution = { type: 'redirect'; to: string } | { type: 'notFound' };

export function resolveDenied({
  routes,
  role,
  from,
}: {
  routes: readonly RouteAccess[];
  role: Role | null;
  /** The denied path; never redirects back to it. */
  from: string;
}): DeniedResolution {
  const target = firstPermittedPath(routes, role);
  return target === null || target === from
    ? { type: 'notFound' }
    : { type: 'redirect', to: target };
}
