import { defineLocaleBundle, type BundleKeys } from '../../../../i18n/localeBundle';
import type { PastureT } from '../../../../i18n/translation';
import enUS from './en-US.json';
import zhCN from './zh-CN.json';

/** The search table's texts; they join the i18n instance when the screen first renders (`useFeatureTranslation`). */
export const searchTableLocale = defineLocaleBundle('searchTable', {
  'zh-CN': zhCN,
  'en-US': enUS,
});

/** The search table's `t`, for helpers that word a record outside a component. */
export type SearchTableT = PastureT<BundleKeys<[typeof searchTableLocale]>>;
