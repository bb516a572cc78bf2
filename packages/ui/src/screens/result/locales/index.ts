import { defineLocaleBundle } from '../../../i18n/localeBundle';
import enUS from './en-US.json';
import zhCN from './zh-CN.json';

/** The result pages' texts; they join the i18n instance when a result page first renders. */
export const resultLocale = defineLocaleBundle('result', { 'zh-CN': zhCN, 'en-US': enUS });
