import { defineFeature } from '../../../routing/feature';
import { multiDimensionAnalysisEndpoints } from './multiDimensionAnalysis.endpoints';

export const multiDimensionAnalysisFeature = defineFeature({
  name: 'multiDimensionAnalysis',
  locale: () => import('./locales').then((module) => module.multiDimensionAnalysisLocale),
  endpoints: multiDimensionAnalysisEndpoints,
  screens: {
    multiDimensionDataAnalysis: () =>
      import('./MultiDimensionAnalysisScreen').then(
        (module) => module.MultiDimensionAnalysisScreen,
      ),
  },
  routes: [
    {
      name: 'multiDimensionDataAnalysis',
      path: '/visualization/multi-dimension-data-analysis',
      group: 'visualization',
      order: 2,
      roles: ['admin'],
      menuLabelKey: 'menu.visualization.multiDimensionDataAnalysis',
    },
  ],
  subpath: 'screens/multi-dimension-data-analysis',
});
