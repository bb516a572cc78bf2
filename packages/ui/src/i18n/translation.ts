import { warnOnce } from './devWarning';
import { FALLBACK_LOCALE, resolveLocale, type Locale } from './locale';
import type { BundleKeys, LocaleBundle } from './localeBundle';
import { textSourceFor, type TextSource } from './textSource';

/** Values for a text's `{{name}}` placeholders; a numeric `count` also picks the plural form (`key_one`, `key_other`). */
export type TextValues = Readonly<Record<string, string | number | undefined>>;

/** A `t` that takes only the keys of its bundles: a wrong key fails `tsc`. */
export type PastureT<K extends string = string> = (key: K, values?: TextValues) => string;

/** What `useFeatureTranslation` gives a component. */
export interface FeatureTranslation<K extends string = string> {
  /** The text of `key` in the resolved language, else en-US, else the key (with a development warning). */
  t: PastureT<K>;
  /**
   * Whether `key` is one of these texts. A type guard for keys that come from data (a server's menu, a form
   * library's error message); `textOrKey` does both.
   */
  exists: (key: string) => key is K;
  /**
   * The text of `key` when it is one of these texts, else `key` itself: for strings that are a key or already words
   * (a schema's message, a server's menu label), e.g. `<FormField formatError={textOrKey} …>`.
   */
  textOrKey: (key: string, values?: TextValues) => string;
  /** The language the texts are in: the host's language resolved by prefix (`en*` → en-US, `zh*` → zh-CN). */
  locale: Locale;
}

const pluralRules = new Map<Locale, Intl.PluralRules>();

function pluralCategory(locale: Locale, count: number): string {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    pluralRules.set(locale, rules);
  }
  return rules.select(count);
}

/** The keys to try for `key` in `locale`, most specific first, as i18next orders them for a `count`. */
function candidates(key: string, locale: Locale, values: TextValues | undefined): string[] {
  const count = values?.count;
  if (typeof count !== 'number') return [key];
  const forms = [`${key}_${pluralCategory(locale, count)}`, key];
  return count === 0 ? [`${key}_zero`, ...forms] : forms;
}

/** `{{name}}` placeholders filled from `values`; one without a value stays as written, as i18next leaves it. */
function interpolate(template: string, values: TextValues | undefined): string {
  if (!values) return template;
  return template.replace(/\{\{\s*([\w.-]+)\s*\}\}/g, (placeholder, name: string) => {
    const value = values[name];
    return value === undefined ? placeholder : String(value);
  });
}

function lookup(
  source: TextSource,
  locale: Locale,
  key: string,
  values: TextValues | undefined,
): string | undefined {
  const languages = locale === FALLBACK_LOCALE ? [locale] : [locale, FALLBACK_LOCALE];
  for (const language of languages) {
    for (const candidate of candidates(key, language, values)) {
      const found = source.read(language, candidate);
      if (typeof found === 'string') return found;
    }
  }
  return undefined;
}

/** The translation over `source` in `locale` (fixed): one per render of a component, one per call outside React. */
export function translationIn(source: TextSource, locale: Locale): FeatureTranslation {
  const t: PastureT = (key, values) => {
    const template = lookup(source, locale, key, values);
    if (template === undefined) {
      const what =
        source.read(locale, key) === undefined ? 'Missing text' : 'Not a text but a group';
      warnOnce(`missing:${key}`, `${what} "${key}" (${locale}); showing the key.`);
      return key;
    }
    return interpolate(template, values);
  };
  const exists = (key: string): key is string =>
    lookup(source, locale, key, undefined) !== undefined ||
    lookup(source, locale, key, { count: 1 }) !== undefined;
  const textOrKey = (key: string, values?: TextValues) => (exists(key) ? t(key, values) : key);
  return { t, exists, textOrKey, locale };
}

/**
 * The library's texts outside React (the runtime's error messages, a router's document title): a typed `t` over
 * `bundles` that reads `i18n`'s language at each call. Adds the bundles to the instance; with no instance, reads
 * the built-in en-US texts.
 */
export function getFeatureTranslation<const B extends readonly LocaleBundle[]>(
  i18n: unknown,
  ...bundles: B
): Pick<FeatureTranslation<BundleKeys<B>>, 't' | 'exists' | 'textOrKey'> {
  const source = textSourceFor(i18n);
  for (const bundle of bundles) source.add(bundle);
  const current = () => translationIn(source, resolveLocale(source.language()));
  return {
    t: (key, values) => current().t(key, values),
    exists: (key: string): key is BundleKeys<B> => current().exists(key),
    textOrKey: (key, values) => current().textOrKey(key, values),
  };
}
