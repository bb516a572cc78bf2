import { defineFeature } from '../routing/feature';

export const shellFeature = defineFeature({
  name: 'shell',
  locale: () => import('./locales').then((module) => module.shellLocale),
});
