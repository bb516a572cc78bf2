import { defineLocaleBundle } from '../../../../../packages/ui/src/i18n/localeBundle';
import enUS from './en-US.json';
import zhCN from './zh-CN.json';

export const throwawayLocale = defineLocaleBundle('throwaway', { 'zh-CN': zhCN, 'en-US': enUS });
