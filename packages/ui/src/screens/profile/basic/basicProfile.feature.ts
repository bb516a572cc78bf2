import { defineFeature } from '../../../routing/feature';

export const basicProfileFeature = defineFeature({
  name: 'basicProfile',
  locale: () => import('./locales').then((module) => module.basicProfileLocale),
  screens: {
    basicProfile: () => import('./BasicProfileScreen').then((module) => module.BasicProfileScreen),
  },
});
