import { defineFeature } from '../../../routing/feature';

export const searchTableFeature = defineFeature({
  name: 'searchTable',
  locale: () => import('./locales').then((module) => module.searchTableLocale),
  screens: {
    searchTable: () => import('./SearchTableScreen').then((module) => module.SearchTableScreen),
  },
});
