import { defineFeature } from '../../../routing/feature';
import { dataAnalysisEndpoints } from './dataAnalysis.endpoints';

export const dataAnalysisFeature = defineFeature({
  name: 'dataAnalysis',
  locale: () => import('./locales').then((module) => module.dataAnalysisLocale),
  endpoints: dataAnalysisEndpoints,
  screens: {
    dataAnalysis: () => import('./DataAnalysisScreen').then((module) => module.DataAnalysisScreen),
  },
  routes: [
    {
      name: 'dataAnalysis',
      path: '/visualization/data-analysis',
      group: 'visualization',
      order: 1,
      roles: ['admin'],
      menuLabelKey: 'menu.visualization.dataAnalysis',
    },
  ],
  subpath: 'screens/data-analysis',
});
