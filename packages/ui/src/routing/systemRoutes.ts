import type { RouteLinks, RouteMeta } from './routeMeta';

/** Route names the guard and the router refer to directly. */
export const RouteName = {
  root: 'root',
  login: 'login',
  authRedirect: 'authRedirect',
  notFound: 'notFound',
} as const;

/** Public defaults of the external entries; the design system is the one the console's look follows. */
export const defaultRouteLinks: RouteLinks = {
  designSystem: 'https://arco.design',
  faq: 'https://arco.design/vue/docs/pro/faq',
};

/**
 * Routes outside the menu table (contract §2): `/` redirects to login, login and auth-redirect need no token, every other
 * path renders the not-found page. Not-found still requires a token: contract §4 sends a visitor without one to login.
 */
export const systemRoutes: readonly RouteMeta[] = [
  {
    name: RouteName.login,
    path: '/login',
    requiresAuth: false,
    menuLabelKey: 'menu.login',
    debugOnly: false,
    hideInMenu: true,
  },
  {
    name: RouteName.authRedirect,
    path: '/auth-redirect',
    requiresAuth: false,
    menuLabelKey: 'menu.authRedirect',
    debugOnly: false,
    hideInMenu: true,
  },
  {
    name: RouteName.notFound,
    path: '*',
    requiresAuth: true,
    menuLabelKey: 'menu.notFound',
    debugOnly: false,
    hideInMenu: true,
  },
];
