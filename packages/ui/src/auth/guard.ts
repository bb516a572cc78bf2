import type { Role } from '../constants';
import { canAccess, resolveDenied, type RouteAccess } from './access';
import { AUTH_REDIRECT_PATH, buildLoginRedirect, LOGIN_PATH } from './redirect';

/** Paths reachable without a token (contract §2, §4). */
export const PUBLIC_PATHS: readonly string[] = [LOGIN_PATH, AUTH_REDIRECT_PATH];

export interface NavigationRequest {
  /** Pathname the user is going to. */
  path: string;
  /** Its query string, kept for the login redirect. */
  search?: string;
  /** Whether a token is stored. */
  hasToken: boolean;
  /** The loaded user's role; `null` until user info is loaded. */
  role: Role | null;
  /** The route record matching `path`; `null` when none does (the not-found page). */
  route: RouteAccess | null;
  /** Every registered route in menu order, for the 'first permitted route' of a denied user. */
  routes: readonly RouteAccess[];
  /** Paths reachable without a token; defaults to `PUBLIC_PATHS` (login, auth-redirect). */
  whitelist?: readonly string[];
  /**
   * With menuFromServer on: the paths of the loaded server menu. A route not in it (nor in the whitelist) shows
   * not-found (contract §4). Leave undefined when the setting is off; load the menu before deciding when it is on.
   */
  serverMenuPaths?: readonly string[];
}

export type NavigationDecision =
  | { type: 'allow' }
  /**
   * Go to `to` (path with query) instead, replacing the current entry. `denied` is the path the role may not open,
   * when that is why (contract §6), so the page gone to can say why the user is there.
   */
  | { type: 'redirect'; to: string; denied?: string }
  /** Load user info, then decide again; on failure go to `onFailure` (login with redirect). */
  | { type: 'loadUser'; onFailure: string }
  | { type: 'notFound' };

function toHref({ pathname, search }: { pathname: string; search: string }): string {
  return `${pathname}${search}`;
}

/**
 * The route guard of contract §4 and §6 as a pure function: no token → only whitelisted paths, else login with a
 * redirect; a token without a role → load user info first; a logged-in user may open the login page; a denied
 * route → the first route permitted for the role, or not-found.
 */
export function decideNavigation({
  path,
  search = '',
  hasToken,
  role,
  route,
  routes,
  whitelist = PUBLIC_PATHS,
  serverMenuPaths,
}: NavigationRequest): NavigationDecision {
  const isPublic = whitelist.includes(path);
  if (!hasToken) {
    return isPublic
      ? { type: 'allow' }
      : { type: 'redirect', to: toHref(buildLoginRedirect({ pathname: path, search })) };
  }
  if (role === null) {
    return { type: 'loadUser', onFailure: toHref(buildLoginRedirect({ pathname: path, search })) };
  }
  if (isPublic) return { type: 'allow' };
  if (route === null) return { type: 'notFound' };
  if (serverMenuPaths !== undefined) {
    return serverMenuPaths.includes(path) && canAccess(route, role)
      ? { type: 'allow' }
      : { type: 'notFound' };
  }
  if (canAccess(route, role)) return { type: 'allow' };
  const resolution = resolveDenied({ routes, role, from: path });
  return resolution.type === 'redirect' ? { ...resolution, denied: path } : resolution;
}
