import { defineLocaleBundle } from '../../i18n/localeBundle';
import { useFeatureTranslation } from '../../i18n/useFeatureTranslation';
import { componentsLocale } from '../locales';
import enUS from './en-US.json';
import zhCN from './zh-CN.json';

/**
 * Texts of the data primitives (Table, Pagination, DatePicker, InputNumber …). Not core: the login page shows none
 * of them, so they join the i18n instance when one of these primitives first renders (`useFeatureTranslation`).
 */
export const dataComponentsLocale = defineLocaleBundle('dataComponents', {
  'zh-CN': zhCN,
  'en-US': enUS,
});

/** `useFeatureTranslation` with this bundle and the primitives' common words: what every data primitive calls. */
export function useDataComponentsTranslation() {
  return useFeatureTranslation(dataComponentsLocale, componentsLocale);
}
