import { defineFeature } from '../../../routing/feature';
import { workplaceEndpoints } from './workplace.endpoints';

export const workplaceFeature = defineFeature({
  name: 'workplace',
  locale: () => import('./locales').then((module) => module.workplaceLocale),
  endpoints: workplaceEndpoints,
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
