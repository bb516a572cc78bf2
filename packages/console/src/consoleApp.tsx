import { StrictMode, useEffect, type ReactElement, type ReactNode } from 'react';
import {
  RouterProvider,
  type DataRouter,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router';
import {
  createPastureRuntime,
  createSettingsStore,
  type Locale,
  type PastureRuntime,
} from '@pasture/ui';
import { defaultRouteLinks } from '@pasture/ui/internal';
import { pageEarlyLogin } from './boot/pageEarlyLogin';
import { ConsoleProviders } from './ConsoleProviders';
import { createConsoleI18n } from './consoleI18n';
import { consoleEnv } from './env';
import { createServerMenuPaths, serverMenuRuntime } from './router/serverMenu';
import { createShellRoutes } from './router/shellRoutes';

export interface ConsoleApp {
  runtime: PastureRuntime;
  router: DataRouter;
  /** The whole console, for `createRoot(…).render`, `hydrateRoot` or `renderToString`. */
  element: ReactElement;
}

export interface CreateConsoleAppOptions {
  /** `createBrowserRouter` in the browser, `createMemoryRouter` with the page's URL when prerendering. */
  createRouter: (
    routes: RouteObject[],
    options: { patchRoutesOnNavigation?: PatchRoutesOnNavigationFunction },
  ) => DataRouter;
  /** Start language; defaults to the saved one, else zh-CN (the prerendered login page is zh-CN). */
  locale?: Locale;
  /** Called once the first render is committed (after hydration, when hydrating). */
  onFirstCommit?: () => void;
}

/** Renders its children only; its effect runs after theirs, i.e. once the first render is in the page. */
function FirstCommit({ onCommit, children }: { onCommit?: () => void; children: ReactNode }) {
  useEffect(() => {
    onCommit?.();
  }, [onCommit]);
  return children;
}

/**
 * The console's runtime, routes and element tree, one recipe for the browser and for the build-time prerender of
 * the login page (docs/decisions/023-login-page-paints-before-its-code.md): hydration only works when both render
 * the same tree.
 */
export function createConsoleApp({
  createRouter,
  locale,
  onFirstCommit,
}: CreateConsoleAppOptions): ConsoleApp {
  const settings = createSettingsStore();
  const runtime = createPastureRuntime({
    // Resolved on the first call, so the prerender (Node, no page) renders the login page with it as it is.
    baseUrl: consoleEnv.apiBaseUrl,
    debug: consoleEnv.debug,
    // A login the prerendered form sent before the console was live is answered once, not sent twice (ADR 023).
    fetch: pageEarlyLogin.fetch,
    i18n: createConsoleI18n(locale),
    // contract §4: logout clears the server menu.
    onLogout: () => settings.update({ serverMenu: [] }),
  });
  // The registered pages load after the login page (ADR 023): on the first path beyond it, or after login.
  const { routes, patchRoutesOnNavigation } = createShellRoutes({
    session: runtime.session,
    tokenStore: runtime.tokenStore,
    serverMenuPaths: createServerMenuPaths({ settings, ...serverMenuRuntime(runtime) }),
    pages: () =>
      import('./router/pageRoutes').then(({ createPageRoutes }) =>
        createPageRoutes({
          debug: consoleEnv.debug,
          links: { ...defaultRouteLinks, displayBigScreen: consoleEnv.bigScreenUrl },
          messageCalls: consoleEnv.messageCalls,
        }),
      ),
  });
  const router = createRouter(routes, { patchRoutesOnNavigation });
  const element = (
    <StrictMode>
      <FirstCommit onCommit={onFirstCommit}>
        <ConsoleProviders runtime={runtime} settings={settings}>
          <RouterProvider router={router} />
        </ConsoleProviders>
      </FirstCommit>
    </StrictMode>
  );
  return { runtime, router, element };
}

/** Resolves once the router has run the first match's lazy code and loaders (what a first render shows). */
export function routerReady(router: Pick<DataRouter, 'state' | 'subscribe'>): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
