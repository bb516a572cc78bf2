import { defineLocaleBundle } from '../../../../i18n/localeBundle';
import enUS from './en-US.json';
import zhCN from './zh-CN.json';

/** The basic profile's texts; they join the i18n instance when the screen first renders (`useFeatureTranslation`). */
export const basicProfileLocale = defineLocaleBundle('basicProfile', {
  'zh-CN': zhCN,
  'en-US': enUS,
});
