import i18next, { type i18n as I18n } from 'i18next';
import { PASTURE_NAMESPACE } from './localeBundle';
import {
  DEFAULT_LOCALE,
  FALLBACK_LOCALE,
  isLocale,
  LOCALES,
  readStoredLocale,
  storeLocale,
  type Locale,
} from './locale';

/** Options of `createI18n`. With none, the instance starts in zh-CN and touches neither storage nor the document. */
export interface CreateI18nOptions {
  /** Start language; defaults to the saved one when `persist` is on, else zh-CN. */
  locale?: Locale;
  /** Start from the language saved in localStorage (`locale`) and save every change there. Default false. */
  persist?: boolean;
  /** Keep `document.documentElement.lang` in step with the language (an app's own page only). Default false. */
  documentLanguage?: boolean;
}

/**
 * Creates an isolated, synchronously initialised i18next instance whose default namespace is the library's
 * (`pasture`), for an app that has none of its own (the console, stories, tests). The library's texts join it as
 * components first render. Nothing global changes unless asked: no `initReactI18next` (provide it with
 * `I18nextProvider` or `PastureProvider`), no storage, no `<html lang>`.
 */
export function createI18n({
  locale,
  persist = false,
  documentLanguage = false,
}: CreateI18nOptions = {}): I18n {
  const instance = i18next.createInstance();
  void instance.init({
    // Texts come with the library's code; an empty store (not a backend) is what makes the start synchronous.
    resources: {},
    lng: locale ?? (persist ? readStoredLocale() : DEFAULT_LOCALE),
    fallbackLng: FALLBACK_LOCALE,
    supportedLngs: [...LOCALES],
    ns: [PASTURE_NAMESPACE],
    defaultNS: PASTURE_NAMESPACE,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  if (persist) {
    instance.on('languageChanged', (language) => {
      if (isLocale(language)) storeLocale(language);
    });
  }
  if (documentLanguage && typeof document !== 'undefined') {
    document.documentElement.lang = instance.language;
    instance.on('languageChanged', (language) => {
      document.documentElement.lang = language;
    });
  }
  return instance;
}
