import { defineFeature } from '../../../routing/feature';

export const searchTableFeature = defineFeature({
  name: 'searchTable',
  locale: () => import('./locales').then((module) => module.searchTableLocale),
  screens: {
    searchTable: () => import('./SearchTableScreen').then((module) => module.SearchTableScreen),
  },
  routes: [
    {
      name: 'searchTable',
      path: '/list/search-table',
      group: 'list',
      order: 1,
      roles: ['*'],
      menuLabelKey: 'menu.list.searchTable',
    },
  ],
  subpath: 'screens/search-table',
});
