export { createI18n } from './createI18n';
export type { CreateI18nOptions } from './createI18n';
export {
  LOCALES,
  DEFAULT_LOCALE,
  FALLBACK_LOCALE,
  isLocale,
  readStoredLocale,
  storeLocale,
} from './locale';
export type { Locale } from './locale';
export { useLocale } from './useLocale';
export { resources, coreLocaleBundles } from './resources';
export { addLocaleBundles, defineLocaleBundle, useFeatureTranslation } from './localeBundle';
export type { LocaleBundle, LocaleMessages } from './localeBundle';
