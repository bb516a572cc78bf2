import { defineFeature } from '../../routing/feature';

export const tabBarFeature = defineFeature({
  name: 'tabBar',
  locale: () => import('./locales').then((module) => module.tabBarLocale),
});
