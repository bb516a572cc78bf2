import { StorageKey } from '../constants';

export const LOCALES = ['zh-CN', 'en-US'] as const;
export type Locale = (typeof LOCALES)[number];
/** The language when none is given; a text missing in a language falls back to en-US (`FALLBACK_LOCALE`). */
export const DEFAULT_LOCALE: Locale = 'zh-CN';
export const FALLBACK_LOCALE: Locale = 'en-US';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * The library's language for any language code a host uses: every Chinese code (`zh`, `zh-TW`, `zh-Hant-TW`) shows
 * the zh-CN texts, every English one (`en`, `en-GB`) and every other language the en-US texts.
 */
export function resolveLocale(language: string | null | undefined): Locale {
  const code = (language ?? '').toLowerCase();
  if (code === 'zh' || code.startsWith('zh-') || code.startsWith('zh_')) return 'zh-CN';
  return FALLBACK_LOCALE;
}

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

/** The saved language, or the default when none (or an unknown one) is saved. */
export function readStoredLocale(): Locale {
  const stored = storage()?.getItem(StorageKey.locale);
  return isLocale(stored) ? stored : DEFAULT_LOCALE;
}

export function storeLocale(locale: Locale): void {
  storage()?.setItem(StorageKey.locale, locale);
}
