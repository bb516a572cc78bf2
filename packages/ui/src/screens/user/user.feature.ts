import { defineFeature } from '../../routing/feature';
import { userEndpoints } from './user.endpoints';

export const userFeature = defineFeature({
  name: 'user',
  locale: () => import('./locales').then((module) => module.userLocale),
  endpoints: userEndpoints,
  screens: {
    userInfo: () => import('./UserInfoScreen').then((module) => module.UserInfoScreen),
    userSetting: () => import('./UserSettingScreen').then((module) => module.UserSettingScreen),
  },
  routes: [
    {
      name: 'userInfo',
      path: '/user/info',
      group: 'user',
      order: 1,
      roles: ['*'],
      menuLabelKey: 'menu.user.info',
    },
    {
      name: 'userSetting',
      path: '/user/setting',
      group: 'user',
      order: 2,
      roles: ['*'],
      menuLabelKey: 'menu.user.setting',
    },
  ],
  subpath: 'screens/user',
});
