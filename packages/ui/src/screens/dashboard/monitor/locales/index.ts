import { defineLocaleBundle } from '../../../../i18n/localeBundle';
import enUS from './en-US.json';
import zhCN from './zh-CN.json';

/** The monitor's texts; they join the i18n instance when the page first renders (`useFeatureTranslation`). */
export const monitorLocale = defineLocaleBundle('monitor', { 'zh-CN': zhCN, 'en-US': enUS });
