export { createI18n } from './createI18n';
export type { CreateI18nOptions } from './createI18n';
export {
  LOCALES,
  DEFAULT_LOCALE,
  FALLBACK_LOCALE,
  isLocale,
  resolveLocale,
  readStoredLocale,
  storeLocale,
} from './locale';
export type { Locale } from './locale';
export { useLocale } from './useLocale';
export { coreLocaleBundles } from './resources';
export { commonLocale } from './locales';
export { PASTURE_NAMESPACE, defineLocaleBundle } from './localeBundle';
export type { BundleKeys, LocaleBundle, LocaleMessages, SameKeys, TextKeyOf } from './localeBundle';
export { addLocaleBundles } from './addLocaleBundles';
export { useFeatureTranslation } from './useFeatureTranslation';
export { getFeatureTranslation } from './translation';
export type { FeatureTranslation, PastureT, TextValues } from './translation';
