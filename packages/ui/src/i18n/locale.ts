import { StorageKey } from '../constants';

/** The languages the library has texts for: Simplified Chinese and US English. */
export const LOCALES = ['zh-CN', 'en-US'] as const;
/** A language the library has texts for, `'zh-CN'` or `'en-US'`. Map a host's own codes with `resolveLocale`. */
export type Locale = (typeof LOCALES)[number];
/** The language when none is given; a text missing in a language falls back to en-US (`FALLBACK_LOCALE`). */
export const DEFAULT_LOCALE: Locale = 'zh-CN';
/**
 * The language whose text shows when a key is missing in the current one, and the one `resolveLocale` gives for
 * every non-Chinese code.
 */
export const FALLBACK_LOCALE: Locale = 'en-US';

/** Whether `value` is exactly one of `LOCALES` (no other spelling or region; use `resolveLocale` for those). */
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

/**
 * Saves the language under `StorageKey.locale` in `localStorage`, for `readStoredLocale` after a reload. Does nothing
 * where storage is unavailable (private mode, a server).
 */
export function storeLocale(locale: Locale): void {
  storage()?.setItem(StorageKey.locale, locale);
}
