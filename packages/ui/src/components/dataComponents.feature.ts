import { defineFeature } from '../routing/feature';

/** The texts of the data primitives (Table, Pagination, DatePicker …), registered like a feature's. */
export const dataComponentsFeature = defineFeature({
  name: 'dataComponents',
  locale: () => import('./locales-data').then((module) => module.dataComponentsLocale),
});
