import { defineFeature } from '../../../routing/feature';
import { stepFormEndpoints } from './stepForm.endpoints';

export const stepFormFeature = defineFeature({
  name: 'stepForm',
  locale: () => import('./locales').then((module) => module.stepFormLocale),
  endpoints: stepFormEndpoints,
  screens: {
    stepForm: () => import('./StepFormScreen').then((module) => module.StepFormScreen),
  },
  routes: [
    {
      name: 'stepForm',
      path: '/form/step',
      group: 'form',
      order: 1,
      roles: ['admin'],
      menuLabelKey: 'menu.form.step',
    },
  ],
  subpath: 'screens/step-form',
});
