import { defineFeature } from '../../../routing/feature';
import { monitorEndpoints } from './monitor.endpoints';

export const monitorFeature = defineFeature({
  name: 'monitor',
  locale: () => import('./locales').then((module) => module.monitorLocale),
  endpoints: monitorEndpoints,
  screens: {
    monitor: () => import('./MonitorScreen').then((module) => module.MonitorScreen),
  },
  routes: [
    {
      name: 'monitor',
      path: '/dashboard/monitor',
      group: 'dashboard',
      order: 2,
      roles: ['admin'],
      menuLabelKey: 'menu.dashboard.monitor',
    },
  ],
  subpath: 'screens/monitor',
});
