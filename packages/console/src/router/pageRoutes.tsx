import type { RouteObject } from 'react-router';
import { messageCallsSource } from '@pasture/ui';
import {
  accessListFor,
  createRouteTable,
  defaultRouteLinks,
  flattenRoutes,
  registeredRoutes,
  RouteName,
  screensByRouteName,
  type FeatureManifest,
  type RouteLinks,
  type RouteScreenLoader,
} from '@pasture/ui/internal';
import { RoutedScreen } from './RoutedScreen';
import { pageScreens } from './screens';
import { routeHandle, type PageRoutes } from './shellRoutes';

export interface PageRoutesOptions {
  /** Debug mode: the template demo groups join the route table (contract §2). */
  debug: boolean;
  /** Targets of the external entries; defaults to `defaultRouteLinks`. */
  links?: RouteLinks;
  /**
   * The features whose pages are routed; defaults to the library's registered features (`features.ts`). The route
   * table and the screens derive from them.
   */
  features?: readonly FeatureManifest[];
  /** Pages by route name; defaults to the screens of `features`. */
  screens?: ReadonlyMap<string, RouteScreenLoader>;
  /**
   * The server answers the message calls, so the bell reads them (`consoleEnv.messageCalls`: debug mode, or a
   * deployment that says so). Left out: as the message box decides by the client's mode.
   */
  messageCalls?: boolean;
}

function notFoundScreen(screens: ReadonlyMap<string, RouteScreenLoader>): RouteScreenLoader {
  const screen = screens.get(RouteName.notFound);
  if (!screen) throw new Error('No registered feature offers the not-found screen.');
  return screen;
}

/**
 * A library screen loaded on first visit and shown with this router as its host. The host part (the page's error
 * boundary with its shell texts) is in the logged-in frame's chunk with this module, not in the login page's (ADR 023).
 */
const lazyScreen = (load: RouteScreenLoader) => async () => {
  const screen = await load();
  return { Component: () => <RoutedScreen screen={screen} /> };
};

/**
 * Every registered page (the route table filtered by debug mode and by which screens exist, each page lazy so it
 * is its own chunk) and the not-found page, with the menu and the guard's access list they make. The console
 * loads this module after the login page (ADR 023).
 */
export function createPageRoutes({
  debug,
  links = defaultRouteLinks,
  features,
  screens = features ? screensByRouteName(features) : pageScreens,
  messageCalls,
}: PageRoutesOptions): PageRoutes {
  const menu = registeredRoutes({
    debug,
    available: new Set(screens.keys()),
    routes: createRouteTable(links, features),
  });
  const access = accessListFor(menu);
  const screenByPath = new Map<string, RouteScreenLoader>();
  const pages: RouteObject[] = flattenRoutes(menu).flatMap((route) => {
    const screen = route.externalUrl === undefined ? screens.get(route.name) : undefined;
    if (screen) screenByPath.set(route.path, screen);
    return screen
      ? [{ path: route.path, handle: routeHandle(route), lazy: lazyScreen(screen) }]
      : [];
  });
  // The screen's import is the one its route's `lazy` makes later: the module system keeps it.
  const preload = (path: string) =>
    void screenByPath
      .get(path)?.()
      .catch(() => undefined);
  const messageSource =
    messageCalls === undefined ? undefined : messageCalls ? messageCallsSource : null;
  return {
    pages,
    notFound: lazyScreen(notFoundScreen(screens)),
    menu,
    access,
    preload,
    messageSource,
  };
}
