import { defineLocaleBundle } from '../../i18n/localeBundle';
import enUS from './en-US.json';
import zhCN from './zh-CN.json';

/** The client variants' product titles. */
export const clientVariantLocale = defineLocaleBundle('clientVariant', {
  'zh-CN': zhCN,
  'en-US': enUS,
});
