import { defineFeature } from '../../../routing/feature';

export const groupFormFeature = defineFeature({
  name: 'groupForm',
  locale: () => import('./locales').then((module) => module.groupFormLocale),
  screens: {
    groupForm: () => import('./GroupFormScreen').then((module) => module.GroupFormScreen),
  },
  routes: [
    {
      name: 'groupForm',
      path: '/form/group',
      group: 'form',
      order: 2,
      roles: ['admin'],
      menuLabelKey: 'menu.form.group',
    },
  ],
  subpath: 'screens/group-form',
});
