import { defineLocaleBundle } from '../../../../i18n/localeBundle';
import enUS from './en-US.json';
import zhCN from './zh-CN.json';

/** The multi-dimension analysis texts; they join the i18n instance when the page first renders. */
export const multiDimensionAnalysisLocale = defineLocaleBundle('multiDimensionAnalysis', {
  'zh-CN': zhCN,
  'en-US': enUS,
});
