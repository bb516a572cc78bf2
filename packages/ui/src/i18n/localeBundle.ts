/**
 * The i18next namespace that holds every text of the library, in whatever instance the host gives it. A host
 * overrides a text there: `i18n.addResourceBundle('en-US', PASTURE_NAMESPACE, { components: { ok: 'Got it' } }, true, true)`.
 */
export const PASTURE_NAMESPACE = 'pasture';

/**
 * A tree of texts: each key holds a text (i18next syntax, `{{name}}` placeholders, `_one`/`_other` plural suffixes)
 * or a nested tree.
 */
export type LocaleMessages = { readonly [key: string]: string | LocaleMessages };

type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type WithoutPluralSuffix<K extends string> = K extends `${infer Base}_${PluralSuffix}` ? Base : K;

/**
 * Every key of a bundle's texts as `t` takes it: dotted paths (`components.status.info`), plural forms
 * (`channels_one`, `channels_other`) by their base key, read with a `count`.
 */
export type TextKeyOf<M> = string extends keyof M
  ? string
  : {
      [K in keyof M & string]: M[K] extends string
        ? WithoutPluralSuffix<K>
        : `${K}.${TextKeyOf<M[K]>}`;
    }[keyof M & string];

/** The same keys as `M` with any texts: what the zh-CN side of a bundle must have when en-US has `M`. */
export type SameKeys<M> = {
  readonly [K in keyof M]: M[K] extends string ? string : SameKeys<M[K]>;
};

/**
 * One feature's texts in both languages, under one top-level key of its own (`workplace.*`, `user.*`). The en-US
 * texts carry the type the keys are checked against.
 */
export interface LocaleBundle<M extends LocaleMessages = LocaleMessages> {
  /** The top-level key the feature's texts live under in the `pasture` namespace (e.g. `workplace`). */
  readonly feature: string;
  /** The Chinese texts; the same keys as `en-US`. */
  readonly 'zh-CN': LocaleMessages;
  /** The English texts; their type is what `t` keys are checked against. */
  readonly 'en-US': M;
}

/** The keys of every bundle of a list, for a `t` that may read any of them. */
export type BundleKeys<B extends readonly LocaleBundle[]> = B[number] extends infer Bundle
  ? Bundle extends LocaleBundle<infer M>
    ? TextKeyOf<M>
    : never
  : never;

/**
 * Declares a feature's texts. A key the en-US texts have and the zh-CN texts lack fails `tsc`; the parity test
 * (features.test.ts) holds the two to exactly the same keys.
 */
export function defineLocaleBundle<M extends LocaleMessages>(
  feature: string,
  texts: { readonly 'en-US': M; readonly 'zh-CN': NoInfer<SameKeys<M>> },
): LocaleBundle<M> {
  const zh: LocaleMessages = texts['zh-CN'] as LocaleMessages;
  return { feature, 'zh-CN': zh, 'en-US': texts['en-US'] };
}
