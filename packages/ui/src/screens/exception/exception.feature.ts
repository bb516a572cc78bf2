import { defineFeature } from '../../routing/feature';

export const exceptionFeature = defineFeature({
  name: 'exception',
  locale: () => import('./locales').then((module) => module.exceptionLocale),
  screens: {
    exception403: () => import('./ExceptionScreen').then((module) => module.Exception403Screen),
    exception404: () => import('./ExceptionScreen').then((module) => module.Exception404Screen),
    exception500: () => import('./ExceptionScreen').then((module) => module.Exception500Screen),
    // Any path no route matches, and a denied page when the role has nothing else (contract §2, §6).
    notFound: () => import('./ExceptionScreen').then((module) => module.Exception404Screen),
  },
  routes: [
    {
      name: 'exception403',
      path: '/exception/403',
      group: 'exception',
      order: 1,
      roles: ['admin'],
      menuLabelKey: 'menu.exception.403',
    },
    {
      name: 'exception404',
      path: '/exception/404',
      group: 'exception',
      order: 2,
      roles: ['*'],
      menuLabelKey: 'menu.exception.404',
    },
    {
      name: 'exception500',
      path: '/exception/500',
      group: 'exception',
      order: 3,
      roles: ['*'],
      menuLabelKey: 'menu.exception.500',
    },
  ],
  subpath: 'screens/exception',
});
