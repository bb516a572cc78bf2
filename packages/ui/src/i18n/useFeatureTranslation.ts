import { createContext, useContext, useSyncExternalStore } from 'react';
import { getI18n, I18nContext } from 'react-i18next';
import { resolveLocale, type Locale } from './locale';
import type { BundleKeys, LocaleBundle } from './localeBundle';
import { textSourceFor, type TextSource } from './textSource';
import { translationIn, type FeatureTranslation } from './translation';

/**
 * The runtime's i18n instance, as `PastureProvider` provides it. A context of the library's own, not react-i18next's:
 * the host's components inside `PastureProvider` keep the host's `I18nextProvider`.
 */
export const PastureI18nContext = createContext<unknown>(undefined);

/**
 * The text source of the nearest `PastureProvider`, else of the nearest `I18nextProvider`, else of the instance
 * `initReactI18next` registered, else the built-in en-US texts. Never suspends and never loads a namespace: the
 * library's texts come with its code.
 */
export function useTextSource(): TextSource {
  const pasture = useContext(PastureI18nContext);
  const reactI18next = useContext(I18nContext) as { i18n?: unknown } | undefined;
  return textSourceFor(pasture ?? reactI18next?.i18n ?? getI18n());
}

/** Re-renders on the instance's language changes and on the host's changes to a library text. */
function useRevision(source: TextSource): number {
  return useSyncExternalStore(source.subscribe, source.revision, source.revision);
}

/**
 * The library's `t` for a component: adds `bundles` to the instance (once, synchronously, during render, so the
 * texts are there for the first `t`) and reads them in the resolved language (`en*` → en-US, `zh*` → zh-CN, else
 * en-US). `t` takes only the keys of `bundles`, so list every bundle a component reads from.
 */
export function useFeatureTranslation<const B extends readonly LocaleBundle[]>(
  ...bundles: B
): FeatureTranslation<BundleKeys<B>> {
  const source = useTextSource();
  for (const bundle of bundles) source.add(bundle);
  const revision = useRevision(source);
  const translation = currentTranslation(source, resolveLocale(source.language()), revision);
  return translation as unknown as FeatureTranslation<BundleKeys<B>>;
}

const current = new WeakMap<
  TextSource,
  { locale: Locale; revision: number; translation: FeatureTranslation }
>();

/**
 * One translation per source, language and revision, shared by every component: a new `t` only after a language
 * change or a host's text change, so memoised columns and options follow it and nothing else re-computes.
 */
function currentTranslation(source: TextSource, locale: Locale, revision: number) {
  const known = current.get(source);
  if (known?.locale === locale && known.revision === revision) return known.translation;
  const translation = translationIn(source, locale);
  current.set(source, { locale, revision, translation });
  return translation;
}
