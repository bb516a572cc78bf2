import { defineLocaleBundle } from '../../i18n/localeBundle';
import enUS from './en-US.json';
import zhCN from './zh-CN.json';

/** The chart kit's own words (legend name, summaries, tooltip totals); they load with the first chart. */
export const chartsLocale = defineLocaleBundle('charts', { 'zh-CN': zhCN, 'en-US': enUS });
