import { defineLocaleBundle } from '../../i18n/localeBundle';
import enUS from './en-US.json';
import zhCN from './zh-CN.json';

/** The login and forgot-password forms' texts; they load with the login screen. */
export const loginLocale = defineLocaleBundle('login', { 'zh-CN': zhCN, 'en-US': enUS });
