import { defineFeature } from '../../../routing/feature';

export const multiDimensionAnalysisFeature = defineFeature({
  name: 'multiDimensionAnalysis',
  locale: () => import('./locales').then((module) => module.multiDimensionAnalysisLocale),
  screens: {
    multiDimensionDataAnalysis: () =>
      import('./MultiDimensionAnalysisScreen').then(
        (module) => module.MultiDimensionAnalysisScreen,
      ),
  },
});
