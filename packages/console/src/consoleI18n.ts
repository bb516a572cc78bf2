import { createI18n, type Locale } from '@pasture/ui';

/**
 * The console's i18n instance. The console owns its page, so it asks for what a library must not do by itself:
 * the language is saved and restored (contract §4 'A change of language is saved') and is the document's
 * `<html lang>`.
 */
export function createConsoleI18n(locale?: Locale) {
  return createI18n({ locale, persist: true, documentLanguage: true });
}
