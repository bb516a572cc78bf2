import { createPageRoutes, type PageRoutesOptions } from './pageRoutes';
import { createShellRoutes, type ShellRoutes, type ShellRoutesOptions } from './shellRoutes';
import type { ConsoleRouting } from './ConsoleRoutingContext';

export interface ConsoleRoutesOptions
  extends Omit<ShellRoutesOptions, 'pages'>, PageRoutesOptions {}

export interface ConsoleRoutes extends ConsoleRouting {
  /** For `createBrowserRouter` (or `createMemoryRouter` in tests). */
  routes: ShellRoutes['routes'];
}

/**
 * The console's routes with every page registered up front: the frame (`createShellRoutes`) and the pages
 * (`createPageRoutes`). The console itself passes the pages as a loader instead, so the login page does not carry
 * them (consoleApp.tsx, ADR 023); the routes are the same.
 */
export function createConsoleRoutes({
  debug,
  links,
  features,
  screens,
  ...shell
}: ConsoleRoutesOptions): ConsoleRoutes {
  const pages = createPageRoutes({ debug, links, features, screens });
  const { routes } = createShellRoutes({ ...shell, pages });
  return { routes, menu: pages.menu, access: pages.access };
}
