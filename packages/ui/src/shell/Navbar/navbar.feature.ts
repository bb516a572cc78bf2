import { defineFeature } from '../../routing/feature';

export const navbarFeature = defineFeature({
  name: 'navbar',
  locale: () => import('./locales').then((module) => module.navbarLocale),
});
