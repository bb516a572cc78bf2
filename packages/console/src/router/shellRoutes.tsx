import type { ComponentType } from 'react';
import { redirect, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import { ROLES, type Role } from '@pasture/ui';
import {
  AUTH_REDIRECT_PATH,
  LOGIN_PATH,
  RouteName,
  systemRoutes,
  type RouteMeta,
} from '@pasture/ui/internal';
import { FullPageLoading } from '../layout/PageLoading';
import { RootRoute, type ConsoleRouteHandle } from '../layout/RootRoute';
import { RouteErrorPage } from '../layout/RouteErrorPage';
import LoginRoute from '../routes/LoginRoute';
import { ConsoleRoutingProvider, type ConsoleRouting } from './ConsoleRoutingContext';
import {
  createAuthRedirectLoader,
  createGuardLoader,
  landingPath,
  type GuardOptions,
} from './guard';

/** The registered pages (route table, screens) and the router's routes for them, the layout's children. */
export interface PageRoutes extends ConsoleRouting {
  /** Every registered page. */
  pages: RouteObject[];
  /** The not-found page's component (what the catch-all shows), loaded on first use. */
  notFound: () => Promise<{ Component: ComponentType }>;
  /** Starts loading the code of the registered page at `path`, ahead of a navigation to it. */
  preload?: (path: string) => void;
}

export interface ShellRoutesOptions {
  /** Session and token store of the runtime; the guard reads and loads the user through them. */
  session: GuardOptions['session'];
  tokenStore: GuardOptions['tokenStore'];
  /** With menuFromServer on, the server menu's paths for the guard (see serverMenu.ts). */
  serverMenuPaths?: GuardOptions['serverMenuPaths'];
  /**
   * The pages, or how to load them. Loaded, they join the layout the first time a path beyond login, `/` and
   * `/auth-redirect` is asked for (the router's `patchRoutesOnNavigation`), so the route table, the features'
   * manifests and their screens' map are not part of the login page (ADR 023).
   */
  pages: PageRoutes | (() => Promise<PageRoutes>);
}

export interface ShellRoutes {
  /** For `createBrowserRouter` (or `createMemoryRouter`). */
  routes: RouteObject[];
  /** For the router's options: adds the pages under the layout when they load (only when `pages` is a loader). */
  patchRoutesOnNavigation?: PatchRoutesOnNavigationFunction;
}

export function systemRoute(name: string): RouteMeta {
  const route = systemRoutes.find((entry) => entry.name === name);
  if (!route) throw new Error(`The route table has no system route "${name}".`);
  return route;
}

export const routeHandle = (route: RouteMeta): ConsoleRouteHandle => ({ route });

// The routes below use the function form of `lazy`, not the per-property object: with the object form a failed
// `Component` import is dropped silently (blank page); this way it reaches the error page.

/** Runs `load` once; a failure is not kept, so the next navigation tries again. */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}

/**
 * The console's frame of routes: `/` → login; login and auth-redirect without a token; the layout behind the
 * guard, which runs again on every navigation, holding every registered page and the not-found catch-all.
 */
export function createShellRoutes({
  session,
  tokenStore,
  serverMenuPaths,
  pages,
}: ShellRoutesOptions): ShellRoutes {
  const loadPages = typeof pages === 'function' ? once(pages) : () => Promise.resolve(pages);
  const loadAccess = async () => (await loadPages()).access;
  const guard = createGuardLoader({ session, tokenStore, access: loadAccess, serverMenuPaths });
  // Login is a public path: its guard allows it (loading the user of a stored token first) and never consults
  // the pages, so a visitor's login page does not load them.
  const loginGuard = createGuardLoader({ session, tokenStore, access: [], serverMenuPaths });
  const landing = async (role: Role | null) => landingPath(await loadAccess(), role);
  // A login started: the pages load meanwhile, and the code of the page it goes to next (the redirect target, else
  // the landing page of either role). A failure is not kept (once), so the navigation after login tries again and
  // shows the error page then.
  const prepare = (target: string | null) =>
    void loadPages()
      .then(({ access, preload }) => {
        const next = target === null ? ROLES.map((role) => landingPath(access, role)) : [target];
        for (const path of new Set(next.map((to) => to.split(/[?#]/)[0] ?? to))) preload?.(path);
      })
      .catch(() => undefined);

  const layout: RouteObject = {
    id: 'layout',
    loader: guard,
    // The guard decides on every navigation, not only when the layout first mounts.
    shouldRevalidate: () => true,
    // The frame around logged-in pages is its own chunk: the login page does not need it. It gives the pages the
    // registered routes (menu, access), which have loaded by the time any page under it matches.
    lazy: async () => {
      const [{ ConsoleLayout }, { menu, access, messageSource }] = await Promise.all([
        import('../layout/ConsoleLayout'),
        loadPages(),
      ]);
      const routing = { menu, access, messageSource };
      return {
        Component: () => (
          <ConsoleRoutingProvider value={routing}>
            <ConsoleLayout />
          </ConsoleRoutingProvider>
        ),
      };
    },
    children: [
      ...(typeof pages === 'function' ? [] : pages.pages),
      // Any path no page matches. It is here from the start, so a path the router does not know yet still matches
      // the frame while the pages load; loaded, they rank before it.
      {
        path: '*',
        handle: routeHandle(systemRoute(RouteName.notFound)),
        lazy: async () => (await loadPages()).notFound(),
      },
    ],
  };

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
          loader: loginGuard,
          handle: routeHandle(systemRoute(RouteName.login)),
          Component: () => <LoginRoute landing={landing} prepare={prepare} />,
        },
        {
          path: AUTH_REDIRECT_PATH,
          loader: createAuthRedirectLoader({ session, tokenStore, access: loadAccess }),
          // The loader always forwards; the spinner covers a slow user-info call meanwhile.
          Component: FullPageLoading,
          handle: routeHandle(systemRoute(RouteName.authRedirect)),
        },
        layout,
      ],
    },
  ];

  if (typeof pages !== 'function') return { routes };
  let patched = false;
  return {
    routes,
    // A path only the catch-all matches (every page, before they have loaded) loads the pages once.
    patchRoutesOnNavigation: async ({ patch }) => {
      if (patched) return;
      const loaded = await loadPages();
      if (patched) return;
      patched = true;
      patch('layout', loaded.pages);
    },
  };
}
