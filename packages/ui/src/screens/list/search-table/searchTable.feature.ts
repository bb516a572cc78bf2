import { defineFeature } from '../../../routing/feature';
import { searchTableEndpoints } from './searchTable.endpoints';

export const searchTableFeature = defineFeature({
  name: 'searchTable',
  locale: () => import('./locales').then((module) => module.searchTableLocale),
  endpoints: searchTableEndpoints,
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
