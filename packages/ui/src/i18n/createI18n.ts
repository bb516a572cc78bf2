import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LOCALE, isLocale, readStoredLocale, storeLocale, type Locale } from './locale';
import { resources } from './resources';

export interface CreateI18nOptions {
  /** Start language; defaults to the one saved under `locale`, else zh-CN. */
  locale?: Locale;
  /** Save language changes to localStorage (contract §4 'A change of language is saved'). Default true. */
  persist?: boolean;
  /** Called for a key that is missing in the active language; tests make this fail. */
  onMissingKey?: (locale: string, key: string) => void;
}

/**
 * Creates an isolated, synchronously initialised i18next instance with every feature's texts. Importing the
 * library has no side effect; the app (or a story, or a test) calls this once.
 */
export function createI18n({ locale, persist = true, onMissingKey }: CreateI18nOptions = {}): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    // i18next keeps and extends the object it is given (features add their texts later): each instance gets its own
    // copy, so one runtime's additions never reach another's, nor the exported `resources`.
    resources: structuredClone(resources),
    lng: locale ?? readStoredLocale(),
    fallbackLng: FALLBACK_LOCALE,
    supportedLngs: ['zh-CN', 'en-US'],
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    saveMissing: Boolean(onMissingKey),
    missingKeyHandler: onMissingKey
      ? (languages, _namespace, key) => onMissingKey(languages.join(','), key)
      : false,
  });
  if (persist) {
    instance.on('languageChanged', (language) => {
      if (isLocale(language)) storeLocale(language);
    });
  }
  if (typeof document !== 'undefined') {
    document.documentElement.lang = instance.language;
    instance.on('languageChanged', (language) => {
      document.documentElement.lang = language;
    });
  }
  return instance;
}
