import { defineFeature } from '../../../routing/feature';
import { basicProfileEndpoints } from './basicProfile.endpoints';

export const basicProfileFeature = defineFeature({
  name: 'basicProfile',
  locale: () => import('./locales').then((module) => module.basicProfileLocale),
  endpoints: basicProfileEndpoints,
  screens: {
    basicProfile: () => import('./BasicProfileScreen').then((module) => module.BasicProfileScreen),
  },
  routes: [
    {
      name: 'basicProfile',
      path: '/profile/basic',
      group: 'profile',
      order: 1,
      roles: ['admin'],
      menuLabelKey: 'menu.profile.basic',
    },
  ],
  subpath: 'screens/basic-profile',
});
