import { defineFeature } from '../../../routing/feature';

export const monitorFeature = defineFeature({
  name: 'monitor',
  locale: () => import('./locales').then((module) => module.monitorLocale),
  screens: {
    monitor: () => import('./MonitorScreen').then((module) => module.MonitorScreen),
  },
});
