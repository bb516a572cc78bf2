import { defineFeature } from '../../../routing/feature';
import { groupFormEndpoints } from './groupForm.endpoints';

export const groupFormFeature = defineFeature({
  name: 'groupForm',
  locale: () => import('./locales').then((module) => module.groupFormLocale),
  endpoints: groupFormEndpoints,
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
