import { defineFeature } from '../../routing/feature';

export const userFeature = defineFeature({
  name: 'user',
  locale: () => import('./locales').then((module) => module.userLocale),
  screens: {
    userInfo: () => import('./UserInfoScreen').then((module) => module.UserInfoScreen),
    userSetting: () => import('./UserSettingScreen').then((module) => module.UserSettingScreen),
  },
});
