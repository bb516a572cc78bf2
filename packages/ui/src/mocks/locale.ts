import { DEFAULT_LOCALE, LOCALES, type Locale } from '../i18n/locale';

/** A text of the mock data in both interface languages: one fixture per fact, whichever language asks. */
export type LocalizedText = Readonly<Record<Locale, string>>;

/** A fixture whose texts are given in both languages: every string may be a `LocalizedText` instead. */
export type Bilingual<T> = T extends string
  ? T | LocalizedText
  : T extends readonly (infer Item)[]
    ? readonly Bilingual<Item>[]
    : T extends object
      ? { readonly [Key in keyof T]: Bilingual<T[Key]> }
      : T;

function isLocalizedText(value: unknown): value is LocalizedText {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return (
    keys.length === LOCALES.length &&
    LOCALES.every((locale) => typeof (value as Record<string, unknown>)[locale] === 'string')
  );
}

/** The fixture as one language sees it: every `LocalizedText` replaced by its text in `locale`. */
export function textsIn<T>(value: Bilingual<T>, locale: Locale): T {
  const walk = (node: unknown): unknown => {
    if (isLocalizedText(node)) return node[locale];
    if (Array.isArray(node)) return node.map(walk);
    if (typeof node === 'object' && node !== null) {
      return Object.fromEntries(Object.entries(node).map(([key, item]) => [key, walk(item)]));
    }
    return node;
  };
  return walk(value) as T;
}

/**
 * The interface language a mocked request asks for: the first `Accept-Language` entry that is English or Chinese
 * (the API client sends the runtime's language; a browser's own list may hold others first). Without one the mocks
 * answer in the default language, zh-CN.
 */
export function mockLocaleOf(request: Request): Locale {
  const header = request.headers.get('Accept-Language') ?? '';
  for (const entry of header.split(',')) {
    const tag = entry.split(';')[0]?.trim().toLowerCase() ?? '';
    if (tag.startsWith('zh')) return 'zh-CN';
    if (tag.startsWith('en')) return 'en-US';
  }
  return DEFAULT_LOCALE;
}
