export type { RouteMeta, RouteRole, RouteIconName, RouteLinks } from './routeMeta';
export {
  RouteName,
  defaultRouteLinks,
  systemRoutes,
  createRouteTable,
  routeTable,
} from './routeTable';
export { registeredRoutes, flattenRoutes, accessListFor } from './registeredRoutes';
export type { RegisteredRoutesOptions } from './registeredRoutes';
