export type { RouteMeta, RouteRole, RouteIconName, RouteLinks } from './routeMeta';
export { RouteName, defaultRouteLinks, systemRoutes } from './systemRoutes';
export { buildRouteTable } from './routeTable';
export { routeGroups } from './routeGroups';
export { registeredRoutes, flattenRoutes, accessListFor } from './registeredRoutes';
export type { RegisteredRoutesOptions } from './registeredRoutes';
export { UnsavedChangesScope, useUnsavedChanges } from './unsavedChanges';
export type { UnsavedChangesReporter, UnsavedChangesScopeProps } from './unsavedChanges';
export { MemoryScreenHost, ScreenHostProvider, useScreenHost } from './screenHost';
export type {
  MemoryScreenHostProps,
  NavigateOptions,
  ScreenHost,
  ScreenHostProviderProps,
  ScreenLocation,
} from './screenHost';
export { defineFeature } from './feature';
export { useMenuLabel } from './useMenuLabel';
export { menuLocale } from './locales';
export type {
  FeatureManifest,
  FeatureRoute,
  FeatureRouteGroup,
  RouteScreen,
  RouteScreenLoader,
} from './feature';
