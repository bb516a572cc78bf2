import { defineFeature } from '../../routing/feature';
import { messageBoxEndpoints } from './messageBox.endpoints';

export const messageBoxFeature = defineFeature({
  name: 'messageBox',
  locale: () => import('./locales').then((module) => module.messageBoxLocale),
  endpoints: messageBoxEndpoints,
});
