import { defineFeature } from '../../../routing/feature';

export const workplaceFeature = defineFeature({
  name: 'workplace',
  locale: () => import('./locales').then((module) => module.workplaceLocale),
  screens: {
    workplace: () => import('./WorkplaceScreen').then((module) => module.WorkplaceScreen),
  },
  routes: [
    {
      name: 'workplace',
      path: '/dashboard/workplace',
      group: 'dashboard',
      order: 1,
      roles: ['*'],
      menuLabelKey: 'menu.dashboard.workplace',
    },
  ],
  subpath: 'screens/workplace',
});
