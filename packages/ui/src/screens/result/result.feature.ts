import { defineFeature } from '../../routing/feature';

export const resultFeature = defineFeature({
  name: 'result',
  locale: () => import('./locales').then((module) => module.resultLocale),
  screens: {
    resultSuccess: () =>
      import('./ResultSuccessScreen').then((module) => module.ResultSuccessScreen),
    resultError: () => import('./ResultErrorScreen').then((module) => module.ResultErrorScreen),
  },
});
