import type { FeatureRouteGroup } from './feature';

/**
 * The groups of the product's menu (contract §2 and §6): the product group 0, the template demo groups 1001–1008.
 * The pages in them come from the features (`routes` of each manifest); a group no registered page names is left out.
 */
export const routeGroups: readonly FeatureRouteGroup[] = [
  {
    name: 'product',
    path: '/product',
    menuLabelKey: 'menu.product',
    icon: 'Store',
    order: 0,
    debugOnly: false,
  },
  {
    name: 'dashboard',
    path: '/dashboard',
    menuLabelKey: 'menu.dashboard',
    icon: 'LayoutDashboard',
    order: 1001,
    debugOnly: true,
  },
  {
    name: 'visualization',
    path: '/visualization',
    menuLabelKey: 'menu.visualization',
    icon: 'ChartColumn',
    order: 1002,
    debugOnly: true,
  },
  {
    name: 'list',
    path: '/list',
    menuLabelKey: 'menu.list',
    icon: 'List',
    order: 1003,
    debugOnly: true,
  },
  {
    name: 'form',
    path: '/form',
    menuLabelKey: 'menu.form',
    icon: 'SquarePen',
    order: 1004,
    debugOnly: true,
  },
  {
    name: 'profile',
    path: '/profile',
    menuLabelKey: 'menu.profile',
    icon: 'FileText',
    order: 1005,
    debugOnly: true,
  },
  {
    name: 'result',
    path: '/result',
    menuLabelKey: 'menu.result',
    icon: 'CircleCheck',
    order: 1006,
    debugOnly: true,
  },
  {
    name: 'exception',
    path: '/exception',
    menuLabelKey: 'menu.exception',
    icon: 'CircleExclamationPoint',
    order: 1007,
    debugOnly: true,
  },
  {
    name: 'user',
    path: '/user',
    menuLabelKey: 'menu.user',
    icon: 'User',
    order: 1008,
    debugOnly: true,
  },
];
