import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LOCALE, isLocale, type Locale } from './locale';

/** The active language and a setter; the instance saves the change (see createI18n). */
export function useLocale(): { locale: Locale; setLocale: (locale: Locale) => void } {
  const { i18n } = useTranslation();
  const setLocale = useCallback((locale: Locale) => void i18n.changeLanguage(locale), [i18n]);
  const current = i18n.resolvedLanguage ?? i18n.language;
  return { locale: isLocale(current) ? current : DEFAULT_LOCALE, setLocale };
}
