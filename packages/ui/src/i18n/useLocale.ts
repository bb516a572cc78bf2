import { useCallback, useSyncExternalStore } from 'react';
import { resolveLocale, type Locale } from './locale';
import { useTextSource } from './useFeatureTranslation';

/**
 * The language the library shows (the host's language resolved: `en*` → en-US, `zh*` → zh-CN, else en-US) and a
 * setter that changes the host instance's language. Dates, numbers and units the library composes follow `locale`.
 */
export function useLocale(): { locale: Locale; setLocale: (locale: Locale) => void } {
  const source = useTextSource();
  useSyncExternalStore(source.subscribe, source.revision, source.revision);
  const setLocale = useCallback((locale: Locale) => source.changeLanguage(locale), [source]);
  return { locale: resolveLocale(source.language()), setLocale };
}
