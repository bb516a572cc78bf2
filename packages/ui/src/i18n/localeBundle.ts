import type { i18n as I18n } from 'i18next';
import { useTranslation, type UseTranslationResponse } from 'react-i18next';
import { LOCALES, type Locale } from './locale';

export type LocaleMessages = { [key: string]: string | LocaleMessages };

/** One feature's texts in both languages, under one top-level key of its own (`workplace.*`, `user.*`). */
export interface LocaleBundle {
  readonly feature: string;
  readonly 'zh-CN': LocaleMessages;
  readonly 'en-US': LocaleMessages;
}

export function defineLocaleBundle(
  feature: string,
  texts: Readonly<Record<Locale, LocaleMessages>>,
): LocaleBundle {
  return { feature, 'zh-CN': texts['zh-CN'], 'en-US': texts['en-US'] };
}

const addedTo = new WeakMap<I18n, Set<string>>();

/**
 * Adds bundles to an i18n instance once each. Idempotent and synchronous, so it may run during render: the texts
 * are there before the first `t` call that needs them.
 */
export function addLocaleBundles(i18n: I18n, bundles: readonly LocaleBundle[]): void {
  let added = addedTo.get(i18n);
  if (!added) {
    added = new Set();
    addedTo.set(i18n, added);
  }
  for (const bundle of bundles) {
    if (added.has(bundle.feature)) continue;
    added.add(bundle.feature);
    for (const locale of LOCALES) {
      i18n.addResourceBundle(locale, 'translation', bundle[locale], true, true);
    }
  }
}

/**
 * `useTranslation` for a feature whose texts are not part of the core bundle: the feature's texts load with its
 * code (its own chunk in the console) instead of with every page, and join the instance on first render.
 */
export function useFeatureTranslation(
  ...bundles: readonly LocaleBundle[]
): UseTranslationResponse<'translation', undefined> {
  const translation = useTranslation();
  addLocaleBundles(translation.i18n, bundles);
  return translation;
}
