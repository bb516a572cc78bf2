import { redirect, type LoaderFunctionArgs } from 'react-router';
import type { Role, SessionStore, TokenStore } from '@pasture/ui';
import {
  buildLoginRedirect,
  canAccess,
  decideNavigation,
  firstPermittedPath,
  resolveLoginRedirect,
  type NavigationDecision,
  type RouteAccess,
} from '@pasture/ui/internal';

/**
 * Where a logged-in user without a permitted page lands. No route is registered here, so the catch-all renders
 * the not-found page (contract §6 'first route permitted for their role, or not-found').
 */
export const NO_LANDING_PATH = '/not-found';

export interface GuardOptions {
  session: Pick<SessionStore, 'getState' | 'loadUser'>;
  tokenStore: Pick<TokenStore, 'get'>;
  /**
   * Registered pages in menu order (`accessListFor(registeredRoutes(...))`), or how to load them (the console loads
   * its route table after the login page, ADR 023).
   */
  access: readonly RouteAccess[] | (() => Promise<readonly RouteAccess[]>);
  /** With menuFromServer on, the paths of the server menu (loaded once); `undefined` otherwise. */
  serverMenuPaths?: () => Promise<readonly string[] | undefined>;
}

/** What the guard hands to the layout: `notFound` when no route matches, or a denied user has no other page. */
export interface GuardResult {
  notFound: boolean;
  /**
   * The page the role may not open that the user asked for just before landing here (a typed or bookmarked link, or
   * the page shown when the role was switched), so the layout can say why, once; `null` otherwise.
   */
  denied?: string | null;
}

function normalisePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

async function accessList(access: GuardOptions['access']): Promise<readonly RouteAccess[]> {
  return typeof access === 'function' ? access() : access;
}

/**
 * The route guard of contract §4/§6 as a router loader: asks `decideNavigation`, loads the user when the token has
 * no role yet (a failure clears the token and goes to login with a redirect), then allows, redirects or reports
 * not-found. Runs on every navigation (the route sets `shouldRevalidate` to always).
 */
export function createGuardLoader({ session, tokenStore, access, serverMenuPaths }: GuardOptions) {
  let byPath: { access: readonly RouteAccess[]; map: Map<string, RouteAccess> } | undefined;
  // A denied page's path, for the navigation its redirect starts (and that one only: the next takes it).
  let deniedJustNow: { path: string; to: string } | null = null;

  function decideWith(
    url: URL,
    routes: readonly RouteAccess[],
    serverPaths?: readonly string[],
  ): NavigationDecision {
    if (byPath?.access !== routes) {
      byPath = { access: routes, map: new Map(routes.map((route) => [route.path, route])) };
    }
    const path = normalisePath(url.pathname);
    return decideNavigation({
      path,
      search: url.search,
      hasToken: tokenStore.get() !== null,
      role: session.getState().role,
      route: byPath.map.get(path) ?? null,
      routes,
      serverMenuPaths: serverPaths,
    });
  }

  return async function guardLoader({ request }: LoaderFunctionArgs): Promise<GuardResult> {
    const url = new URL(request.url);
    const denied = deniedJustNow;
    deniedJustNow = null;
    const routes = await accessList(access);
    const decide = (serverPaths?: readonly string[]) => decideWith(url, routes, serverPaths);
    let decision = decide();
    if (decision.type === 'loadUser') {
      try {
        await session.loadUser({ signal: request.signal });
      } catch {
        // A newer navigation superseded this one; the router ignores what an aborted loader returns.
        if (request.signal.aborted) return { notFound: false };
        throw redirect(decision.onFailure);
      }
      decision = decide();
    }
    if (decision.type === 'allow' && serverMenuPaths && session.getState().role !== null) {
      decision = decide(await serverMenuPaths());
    }
    switch (decision.type) {
      case 'allow':
        return {
          notFound: false,
          denied:
            denied !== null && denied.to === `${url.pathname}${url.search}` ? denied.path : null,
        };
      case 'notFound':
        return { notFound: true };
      case 'redirect':
        if (decision.denied !== undefined) {
          deniedJustNow = { path: decision.denied, to: decision.to };
        }
        throw redirect(decision.to);
      case 'loadUser':
        // Loaded, yet still no role: treat as a failed load.
        throw redirect(decision.onFailure);
      default:
        return decision satisfies never;
    }
  };
}

/**
 * The operators' home page: the workplace dashboard, the console's default tab (contract §2). It is a template page,
 * registered only with debug on; with debug off the product group is all there is.
 */
export const HOME_PATH = '/dashboard/workplace';

/** Whether `path` is a registered page `role` may open, its groups' roles included. */
function permits(routes: readonly RouteAccess[], role: Role | null, path: string): boolean {
  return routes.some(
    (route) =>
      canAccess(route, role) &&
      (route.children ? permits(route.children, role, path) : route.path === path),
  );
}

/**
 * The page a logged-in user lands on when no `redirect` says otherwise (after login, from /auth-redirect, Back
 * with no history): the workplace when it is registered and the role may open it — what an operator expects to
 * start on — else the first page the role may open (debug off: the shop window). A denied page still sends the
 * user to the first permitted page (contract §6, `resolveDenied`).
 */
export function landingPath(access: readonly RouteAccess[], role: Role | null): string {
  if (permits(access, role, HOME_PATH)) return HOME_PATH;
  return firstPermittedPath(access, role) ?? NO_LANDING_PATH;
}

/**
 * `/auth-redirect` (no login needed): the entry point for links from other systems. A logged-in user goes on to
 * the `redirect` target (a path on this site) or the landing page; anyone else goes to login carrying the target.
 */
export function createAuthRedirectLoader({ session, tokenStore, access }: GuardOptions) {
  return async function authRedirectLoader({ request }: LoaderFunctionArgs): Promise<never> {
    const url = new URL(request.url);
    const target = resolveLoginRedirect(url.search);
    const login = buildLoginRedirect(target ? new URL(target, url.origin) : { pathname: '/' });
    const loginHref = `${login.pathname}${login.search}`;
    if (tokenStore.get() === null) throw redirect(loginHref);
    let role = session.getState().role;
    if (role === null) {
      try {
        role = (await session.loadUser({ signal: request.signal })).role;
      } catch {
        throw redirect(loginHref);
      }
    }
    throw redirect(target ?? landingPath(await accessList(access), role));
  };
}
