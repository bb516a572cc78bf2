// Workspace-only (`@pasture/ui/internal`): what the repo's own code — the console, the stories, the tests — takes
// from the library beyond its public entries. The package has no such export and tsup builds nothing from this file,
// so no other app can import it; the specifier exists only in scripts/aliases.mjs and tsconfig.json (ADR 027).
// Everything here is the console's application layer or a story's probe, not something a host composes with.

// The console's routing: the route table of the product, its guards and redirects, and the screen of each route.
export {
  accessListFor,
  defaultRouteLinks,
  flattenRoutes,
  registeredRoutes,
  RouteName,
  systemRoutes,
} from './routing';
export type { FeatureManifest, RouteLinks, RouteMeta, RouteScreenLoader } from './routing';
export { createRouteTable, features, routeTable, screensByRouteName } from './features';
export {
  AUTH_REDIRECT_PATH,
  buildLoginRedirect,
  canAccess,
  decideNavigation,
  firstPermittedPath,
  LOGIN_PATH,
  resolveLoginRedirect,
  serverMenuQueryOptions,
  useSessionStore,
} from './auth';
export type { NavigationDecision, RouteAccess, ServerMenuItem } from './auth';

// The console's login call before its code has hydrated the login form (ADR 023): the call's URL and body as the
// library builds them, and the login form's rules.
export { apiCallHeaders, apiCallUrl, resolveApiBase } from './api/apiUrl';
export { coreEndpoints } from './api/endpoints';
export { mobileLoginBody } from './auth/loginRequest';
export { loginErrors, tidyLogin } from './screens/login/loginRules';

// The console's layout: the stores behind the shell parts, the menu built from the route table, the bars' heights.
export { useSettingsStore } from './settings';
export { buildMenu, isChunkLoadError, NAVBAR_HEIGHT, TAB_BAR_HEIGHT, useTabsStore } from './shell';
// The server menu (menuFromServer): loaded once with its notifications, a failure tried again in the background.
export { createServerMenuPaths, serverMenuOf, SERVER_MENU_RETRY_DELAYS } from './shell';
export type { ServerMenuOptions } from './shell';
export { ClientVariantProvider, useClientVariant, useClientVariantTitle } from './clientVariants';
// The console's texts from the library's bundles: menu labels and the variant's title (document title, prerender).
export { menuLocale, useMenuLabel } from './routing';
export { clientVariantLocale } from './clientVariants';
export { commonLocale } from './i18n';

// Stories: calls, texts and limits a story shows or asserts on.
export { getFarmList, getServerMenu } from './auth';
export { getMessageList, shellLocale } from './shell';
export { settingsLocale } from './settings';
export { formatChartDay, formatChartNumber } from './charts';
export { workplaceLocale } from './screens/dashboard/workplace/locales';
export { dataAnalysisLocale } from './screens/visualization/data-analysis/locales';
export { multiDimensionAnalysisLocale } from './screens/visualization/multi-dimension-data-analysis/locales';
export { STEP_FORM_DRAFT_KEY } from './screens/form/step-form/stepForm.draft';
export { AVATAR_MAX_BYTES } from './screens/user/user.types';
