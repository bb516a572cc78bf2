import { defineLocaleBundle } from '../../i18n/localeBundle';
import enUS from './en-US.json';
import zhCN from './zh-CN.json';

/** Menu labels (menu, breadcrumb, tabs, document title) and the shell's page-level texts. */
export const menuLocale = defineLocaleBundle('menu', { 'zh-CN': zhCN, 'en-US': enUS });
