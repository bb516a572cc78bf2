import { defineFeature } from '../routing/feature';

export const settingsFeature = defineFeature({
  name: 'settings',
  locale: () => import('./locales').then((module) => module.settingsLocale),
});
