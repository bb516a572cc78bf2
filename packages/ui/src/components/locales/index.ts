import { defineLocaleBundle } from '../../i18n/localeBundle';
import enUS from './en-US.json';
import zhCN from './zh-CN.json';

/** The primitives' texts (close, loading, statuses, toasts, steps): all a primitives-only page carries. */
export const componentsLocale = defineLocaleBundle('components', { 'zh-CN': zhCN, 'en-US': enUS });
