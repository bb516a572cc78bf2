import { defineLocaleBundle } from '../localeBundle';
import enUS from './en-US.json';
import zhCN from './zh-CN.json';

/** Common words (back, retry, the language names) that shell parts and screens share. */
export const commonLocale = defineLocaleBundle('common', { 'zh-CN': zhCN, 'en-US': enUS });
