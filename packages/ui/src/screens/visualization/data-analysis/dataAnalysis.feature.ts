import { defineFeature } from '../../../routing/feature';

export const dataAnalysisFeature = defineFeature({
  name: 'dataAnalysis',
  locale: () => import('./locales').then((module) => module.dataAnalysisLocale),
  screens: {
    dataAnalysis: () => import('./DataAnalysisScreen').then((module) => module.DataAnalysisScreen),
  },
});
