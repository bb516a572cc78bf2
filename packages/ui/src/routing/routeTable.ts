import type { RouteLinks, RouteMeta } from './routeMeta';
import { defaultRouteLinks } from './systemRoutes';

// The names, system routes and default links the login page needs live in systemRoutes.ts, without the table (ADR 023).
export { RouteName, defaultRouteLinks, systemRoutes } from './systemRoutes';

/**
 * The menu route table of contract §2 and §6 as data, for every page the product has — whether or not the app
 * implementing it has the screen yet (`registeredRoutes` filters). Group order: product 0, display link 999,
 * template demo groups 1001–1009.
 */
export function createRouteTable(links: RouteLinks = defaultRouteLinks): readonly RouteMeta[] {
  const table: RouteMeta[] = [
    {
      name: 'product',
      path: '/product',
      requiresAuth: true,
      menuLabelKey: 'menu.product',
      icon: 'Store',
      order: 0,
      debugOnly: false,
      hideInMenu: false,
      children: [
        {
          name: 'shopWindow',
          path: '/product/shop-window',
          requiresAuth: true,
          menuLabelKey: 'menu.product.shopWindow',
          debugOnly: false,
          hideInMenu: false,
        },
      ],
    },
  ];
  // contract §2 keeps everything but the product group out when debug is off, the big-screen link included.
  if (links.displayBigScreen) {
    table.push({
      name: 'displayBigScreen',
      path: '/display-big-screen',
      requiresAuth: true,
      menuLabelKey: 'menu.displayBigScreen',
      icon: 'MonitorPlay',
      order: 999,
      debugOnly: true,
      hideInMenu: false,
      externalUrl: links.displayBigScreen,
    });
  }
  table.push(
    {
      name: 'dashboard',
      path: '/dashboard',
      requiresAuth: true,
      menuLabelKey: 'menu.dashboard',
      icon: 'LayoutDashboard',
      order: 1001,
      debugOnly: true,
      hideInMenu: false,
      children: [
        {
          name: 'workplace',
          path: '/dashboard/workplace',
          roles: ['*'],
          requiresAuth: true,
          menuLabelKey: 'menu.dashboard.workplace',
          debugOnly: true,
          hideInMenu: false,
        },
        {
          name: 'monitor',
          path: '/dashboard/monitor',
          roles: ['admin'],
          requiresAuth: true,
          menuLabelKey: 'menu.dashboard.monitor',
          debugOnly: true,
          hideInMenu: false,
        },
      ],
    },
    {
      name: 'visualization',
      path: '/visualization',
      requiresAuth: true,
      menuLabelKey: 'menu.visualization',
      icon: 'ChartColumn',
      order: 1002,
      debugOnly: true,
      hideInMenu: false,
      children: [
        {
          name: 'dataAnalysis',
          path: '/visualization/data-analysis',
          roles: ['admin'],
          requiresAuth: true,
          menuLabelKey: 'menu.visualization.dataAnalysis',
          debugOnly: true,
          hideInMenu: false,
        },
        {
          name: 'multiDimensionDataAnalysis',
          path: '/visualization/multi-dimension-data-analysis',
          roles: ['admin'],
          requiresAuth: true,
          menuLabelKey: 'menu.visualization.multiDimensionDataAnalysis',
          debugOnly: true,
          hideInMenu: false,
        },
      ],
    },
    {
      name: 'list',
      path: '/list',
      requiresAuth: true,
      menuLabelKey: 'menu.list',
      icon: 'List',
      order: 1003,
      debugOnly: true,
      hideInMenu: false,
      children: [
        {
          name: 'searchTable',
          path: '/list/search-table',
          roles: ['*'],
          requiresAuth: true,
          menuLabelKey: 'menu.list.searchTable',
          debugOnly: true,
          hideInMenu: false,
        },
        {
          name: 'cardList',
          path: '/list/card',
          roles: ['*'],
          requiresAuth: true,
          menuLabelKey: 'menu.list.cardList',
          debugOnly: true,
          hideInMenu: false,
        },
      ],
    },
    {
      name: 'form',
      path: '/form',
      requiresAuth: true,
      menuLabelKey: 'menu.form',
      icon: 'SquarePen',
      order: 1004,
      debugOnly: true,
      hideInMenu: false,
      children: [
        {
          name: 'stepForm',
          path: '/form/step',
          roles: ['admin'],
          requiresAuth: true,
          menuLabelKey: 'menu.form.step',
          debugOnly: true,
          hideInMenu: false,
        },
        {
          name: 'groupForm',
          path: '/form/group',
          roles: ['admin'],
          requiresAuth: true,
          menuLabelKey: 'menu.form.group',
          debugOnly: true,
          hideInMenu: false,
        },
      ],
    },
    {
      name: 'profile',
      path: '/profile',
      requiresAuth: true,
      menuLabelKey: 'menu.profile',
      icon: 'FileText',
      order: 1005,
      debugOnly: true,
      hideInMenu: false,
      children: [
        {
          name: 'basicProfile',
          path: '/profile/basic',
          roles: ['admin'],
          requiresAuth: true,
          menuLabelKey: 'menu.profile.basic',
          debugOnly: true,
          hideInMenu: false,
        },
      ],
    },
    {
      name: 'result',
      path: '/result',
      requiresAuth: true,
      menuLabelKey: 'menu.result',
      icon: 'CircleCheck',
      order: 1006,
      debugOnly: true,
      hideInMenu: false,
      children: [
        {
          name: 'resultSuccess',
          path: '/result/success',
          roles: ['admin'],
          requiresAuth: true,
          menuLabelKey: 'menu.result.success',
          debugOnly: true,
          hideInMenu: false,
        },
        {
          name: 'resultError',
          path: '/result/error',
          roles: ['admin'],
          requiresAuth: true,
          menuLabelKey: 'menu.result.error',
          debugOnly: true,
          hideInMenu: false,
        },
      ],
    },
    {
      name: 'exception',
      path: '/exception',
      requiresAuth: true,
      menuLabelKey: 'menu.exception',
      icon: 'CircleExclamationPoint',
      order: 1007,
      debugOnly: true,
      hideInMenu: false,
      children: [
        {
          name: 'exception403',
          path: '/exception/403',
          roles: ['admin'],
          requiresAuth: true,
          menuLabelKey: 'menu.exception.403',
          debugOnly: true,
          hideInMenu: false,
        },
        {
          name: 'exception404',
          path: '/exception/404',
          roles: ['*'],
          requiresAuth: true,
          menuLabelKey: 'menu.exception.404',
          debugOnly: true,
          hideInMenu: false,
        },
        {
          name: 'exception500',
          path: '/exception/500',
          roles: ['*'],
          requiresAuth: true,
          menuLabelKey: 'menu.exception.500',
          debugOnly: true,
          hideInMenu: false,
        },
      ],
    },
    {
      name: 'user',
      path: '/user',
      requiresAuth: true,
      menuLabelKey: 'menu.user',
      icon: 'User',
      order: 1008,
      debugOnly: true,
      hideInMenu: false,
      children: [
        {
          name: 'userInfo',
          path: '/user/info',
          roles: ['*'],
          requiresAuth: true,
          menuLabelKey: 'menu.user.info',
          debugOnly: true,
          hideInMenu: false,
        },
        {
          name: 'userSetting',
          path: '/user/setting',
          roles: ['*'],
          requiresAuth: true,
          menuLabelKey: 'menu.user.setting',
          debugOnly: true,
          hideInMenu: false,
        },
      ],
    },
    // The two template links close the demo range; both hidden, so they share its last order value.
    {
      name: 'designSystem',
      path: '/design-system',
      requiresAuth: true,
      menuLabelKey: 'menu.designSystem',
      icon: 'Link',
      order: 1009,
      debugOnly: true,
      hideInMenu: true,
      externalUrl: links.designSystem,
    },
    {
      name: 'faq',
      path: '/faq',
      requiresAuth: true,
      menuLabelKey: 'menu.faq',
      icon: 'CircleQuestionMark',
      order: 1009,
      debugOnly: true,
      hideInMenu: true,
      externalUrl: links.faq,
    },
  );
  return table;
}

/** The route table with the default links. */
export const routeTable: readonly RouteMeta[] = createRouteTable();
