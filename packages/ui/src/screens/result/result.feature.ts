import { defineFeature } from '../../routing/feature';

export const resultFeature = defineFeature({
  name: 'result',
  locale: () => import('./locales').then((module) => module.resultLocale),
  screens: {
    resultSuccess: () =>
      import('./ResultSuccessScreen').then((module) => module.ResultSuccessScreen),
    resultError: () => import('./ResultErrorScreen').then((module) => module.ResultErrorScreen),
  },
  routes: [
    {
      name: 'resultSuccess',
      path: '/result/success',
      group: 'result',
      order: 1,
      roles: ['admin'],
      menuLabelKey: 'menu.result.success',
    },
    {
      name: 'resultError',
      path: '/result/error',
      group: 'result',
      order: 2,
      roles: ['admin'],
      menuLabelKey: 'menu.result.error',
    },
  ],
  subpath: 'screens/result',
});
