import { defineLocaleBundle } from '../../i18n/localeBundle';
import enUS from './en-US.json';
import zhCN from './zh-CN.json';

/** The API client's fallback messages and the session dialogs. */
export const apiLocale = defineLocaleBundle('api', { 'zh-CN': zhCN, 'en-US': enUS });
