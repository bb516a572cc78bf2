import type { ComponentType } from 'react';

/** Loads one page's component; each is its own chunk, fetched on first visit. */
export type ScreenLoader = () => Promise<ComponentType>;

const load =
  (importer: () => Promise<{ default: ComponentType }>): ScreenLoader =>
  async () =>
    (await importer()).default;

/**
 * The pages of the route table this console implements, by path. Only these are registered; every other route
 * of the table stays out until its screen exists (no placeholder pages).
 */
export const pageScreens: Readonly<Record<string, ScreenLoader>> = {
  '/dashboard/workplace': load(() => import('../routes/WorkplaceRoute')),
  '/exception/403': load(() => import('../routes/Exception403Route')),
  '/exception/404': load(() => import('../routes/Exception404Route')),
  '/exception/500': load(() => import('../routes/Exception500Route')),
  '/product/shop-window': load(() => import('../routes/ShopWindowRoute')),
  '/user/info': load(() => import('../routes/UserInfoRoute')),
  '/user/setting': load(() => import('../routes/UserSettingRoute')),
};

/** Screens outside the route table: the login page and the not-found page. */
export const systemScreens = {
  login: load(() => import('../routes/LoginRoute')),
  notFound: load(() => import('../routes/NotFoundRoute')),
} as const satisfies Record<string, ScreenLoader>;
