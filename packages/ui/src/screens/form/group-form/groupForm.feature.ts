import { defineFeature } from '../../../routing/feature';

export const groupFormFeature = defineFeature({
  name: 'groupForm',
  locale: () => import('./locales').then((module) => module.groupFormLocale),
  screens: {
    groupForm: () => import('./GroupFormScreen').then((module) => module.GroupFormScreen),
  },
});
