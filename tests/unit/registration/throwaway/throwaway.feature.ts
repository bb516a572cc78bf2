import { defineFeature } from '../../../../packages/ui/src/routing/feature';
import { throwawayEndpoints } from './throwaway.endpoints';

/** A feature that exists only for registration.test.tsx: a page in a group of its own, a call, texts, a subpath. */
export const throwawayFeature = defineFeature({
  name: 'throwaway',
  locale: () => import('./locales').then((module) => module.throwawayLocale),
  endpoints: throwawayEndpoints,
  screens: {
    throwawayPage: () => import('./ThrowawayScreen').then((module) => module.ThrowawayScreen),
  },
  routes: [
    {
      name: 'throwawayPage',
      path: '/throwaway/page',
      group: {
        name: 'throwaway',
        path: '/throwaway',
        menuLabelKey: 'menu.throwaway',
        icon: 'Sprout',
        order: 1010,
        debugOnly: true,
      },
      order: 1,
      roles: ['*'],
      menuLabelKey: 'menu.throwaway.page',
    },
  ],
  subpath: 'screens/throwaway',
});
