import { redirect, type RouteObject } from 'react-router';
import {
  accessListFor,
  AUTH_REDIRECT_PATH,
  createRouteTable,
  defaultRouteLinks,
  flattenRoutes,
  LOGIN_PATH,
  registeredRoutes,
  RouteName,
  systemRoutes,
  type RouteLinks,
  type RouteMeta,
} from '@pasture/ui';
import type { RouteScreenLoader } from '@pasture/ui';
import { FullPageLoading } from '../layout/PageLoading';
import { RootRoute, type ConsoleRouteHandle } from '../layout/RootRoute';
import { RouteErrorPage } from '../layout/RouteErrorPage';
import type { ConsoleRouting } from './ConsoleRoutingContext';
import { createAuthRedirectLoader, createGuardLoader, type GuardOptions } from './guard';
import { loginScreen, pageScreens } from './screens';

export interface ConsoleRoutesOptions {
  /** Session and token store of the runtime; the guard reads and loads the user through them. */
  session: GuardOptions['session'];
  tokenStore: GuardOptions['tokenStore'];
  /** Debug mode: the template demo groups join the route table (contract §2). */
  debug: boolean;
  /** Targets of the external entries; defaults to `defaultRouteLinks`. */
  links?: RouteLinks;
  /** With menuFromServer on, the server menu's paths for the guard (see serverMenu.ts). */
  serverMenuPaths?: GuardOptions['serverMenuPaths'];
  /** Pages by route name; defaults to the screens of the library's registered features. */
  screens?: ReadonlyMap<string, RouteScreenLoader>;
}

export interface ConsoleRoutes extends ConsoleRouting {
  /** For `createBrowserRouter` (or `createMemoryRouter` in tests). */
  routes: RouteObject[];
}

function systemRoute(name: string): RouteMeta {
  const route = systemRoutes.find((entry) => entry.name === name);
  if (!route) throw new Error(`The route table has no system route "${name}".`);
  return route;
}

const handle = (route: RouteMeta): ConsoleRouteHandle => ({ route });

function notFoundScreen(screens: ReadonlyMap<string, RouteScreenLoader>): RouteScreenLoader {
  const screen = screens.get(RouteName.notFound);
  if (!screen) throw new Error('No registered feature offers the not-found screen.');
  return screen;
}

/**
 * A route's component loaded on first visit. The function form of `lazy`, not the per-property object: with the
 * object form a failed `Component` import is dropped silently (blank page); this way it reaches the error page.
 */
const lazyComponent = (load: RouteScreenLoader) => async () => ({ Component: await load() });

/**
 * A library screen loaded on first visit and shown with this router as its host. The host part (the page's error
 * boundary with its shell texts) loads with the first page, not with the login page (ADR 023).
 */
const lazyScreen = (load: RouteScreenLoader) => async () => {
  const [screen, { RoutedScreen }] = await Promise.all([load(), import('./RoutedScreen')]);
  return { Component: () => <RoutedScreen screen={screen} /> };
};

/**
 * The console's routes: `/` → login; login and auth-redirect without a token; every registered page (the route
 * table filtered by debug mode and by which screens exist, each page lazy so it is its own chunk) and the
 * not-found catch-all inside the layout, behind the guard, which runs again on every navigation.
 */
export function createConsoleRoutes({
  session,
  tokenStore,
  debug,
  links = defaultRouteLinks,
  screens = pageScreens,
  serverMenuPaths,
}: ConsoleRoutesOptions): ConsoleRoutes {
  const menu = registeredRoutes({
    debug,
    available: new Set(screens.keys()),
    routes: createRouteTable(links),
  });
  const access = accessListFor(menu);
  const guard = createGuardLoader({ session, tokenStore, access, serverMenuPaths });

  const pages: RouteObject[] = flattenRoutes(menu).flatMap((route) => {
    const screen = route.externalUrl === undefined ? screens.get(route.name) : undefined;
    return screen ? [{ path: route.path, handle: handle(route), lazy: lazyScreen(screen) }] : [];
  });

  const routes: RouteObject[] = [
    {
      id: 'root',
      Component: RootRoute,
      HydrateFallback: FullPageLoading,
      ErrorBoundary: RouteErrorPage,
      children: [
        // contract §2: `/` redirects to login (the loader answers before anything renders).
        { index: true, loader: () => redirect(LOGIN_PATH), Component: FullPageLoading },
        {
          path: LOGIN_PATH,
          loader: guard,
          handle: handle(systemRoute(RouteName.login)),
          lazy: lazyComponent(loginScreen),
        },
        {
          path: AUTH_REDIRECT_PATH,
          loader: createAuthRedirectLoader({ session, tokenStore, access }),
          // The loader always forwards; the spinner covers a slow user-info call meanwhile.
          Component: FullPageLoading,
          handle: handle(systemRoute(RouteName.authRedirect)),
        },
        {
          id: 'layout',
          loader: guard,
          // The guard decides on every navigation, not only when the layout first mounts.
          shouldRevalidate: () => true,
          // The frame around logged-in pages is its own chunk: the login page does not need it.
          lazy: lazyComponent(async () => (await import('../layout/ConsoleLayout')).ConsoleLayout),
          children: [
            ...pages,
            {
              path: '*',
              handle: handle(systemRoute(RouteName.notFound)),
              lazy: lazyScreen(notFoundScreen(screens)),
            },
          ],
        },
      ],
    },
  ];
  return { routes, menu, access };
}
