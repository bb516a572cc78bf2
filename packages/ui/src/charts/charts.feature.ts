import { defineFeature } from '../routing/feature';

/** The chart kit's texts, registered like a feature's so they stay off the login page and in the parity test. */
export const chartsFeature = defineFeature({
  name: 'charts',
  locale: () => import('./locales').then((module) => module.chartsLocale),
});
