import { defineLocaleBundle, useFeatureTranslation } from '../../i18n/localeBundle';
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

/** `useFeatureTranslation` with this bundle: what every data primitive calls instead of `useTranslation`. */
export function useDataComponentsTranslation() {
  return useFeatureTranslation(dataComponentsLocale);
}
