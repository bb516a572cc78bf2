import { defineFeature } from '../../routing/feature';

export const messageBoxFeature = defineFeature({
  name: 'messageBox',
  locale: () => import('./locales').then((module) => module.messageBoxLocale),
});
