import { defineLocaleBundle } from '../../../i18n/localeBundle';
import enUS from './en-US.json';
import zhCN from './zh-CN.json';

/** The exception texts; they join the i18n instance when the feature first renders (`useFeatureTranslation`). */
export const exceptionLocale = defineLocaleBundle('exception', { 'zh-CN': zhCN, 'en-US': enUS });
