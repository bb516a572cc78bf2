import { defineFeature } from '../../../routing/feature';

export const stepFormFeature = defineFeature({
  name: 'stepForm',
  locale: () => import('./locales').then((module) => module.stepFormLocale),
  screens: {
    stepForm: () => import('./StepFormScreen').then((module) => module.StepFormScreen),
  },
});
