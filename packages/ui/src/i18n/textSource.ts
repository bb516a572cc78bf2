import type { i18n as I18n } from 'i18next';
import { warnOnce } from './devWarning';
import { LOCALES, FALLBACK_LOCALE, type Locale } from './locale';
import { PASTURE_NAMESPACE, type LocaleBundle, type LocaleMessages } from './localeBundle';

/**
 * Where the library's texts are read from: the host's i18next instance, or — with none at all — built-in en-US
 * texts. Everything goes through explicit calls on the `pasture` namespace and the canonical language codes, never
 * through the host's `t`, so none of the host's options (`defaultNS`, `fallbackNS`, `supportedLngs`, `load`,
 * `keySeparator`, interpolation, an ICU or post-processor plugin, a backend, `saveMissing`) changes what the library
 * shows.
 */
export interface TextSource {
  /** The host's language code as it is (`en-GB`, `zh-Hant-TW`, `de`); `resolveLocale` maps it. */
  language(): string | undefined;
  /** Adds a bundle's texts once; idempotent and synchronous, so it may run during render. */
  add(bundle: LocaleBundle): void;
  /** The value at `key` in `locale`'s texts (a string, an object for a group, or undefined). */
  read(locale: Locale, key: string): unknown;
  /** Calls `listener` after a language change or after the host changes a library text. */
  subscribe(listener: () => void): () => void;
  /** A number that changes with every such event (a `useSyncExternalStore` snapshot). */
  revision(): number;
  changeLanguage(locale: Locale): void;
}

function isMessages(value: unknown): value is LocaleMessages {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** An i18next instance the library can read: initialised far enough to have its store. */
export function isI18nInstance(value: unknown): value is I18n {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<I18n>;
  return (
    typeof candidate.addResourceBundle === 'function' &&
    typeof candidate.getResource === 'function' &&
    typeof candidate.on === 'function' &&
    typeof candidate.store?.on === 'function'
  );
}

function warnUnreadable(bundle: LocaleBundle, locale: Locale, reason: string): void {
  warnOnce(
    `bundle:${bundle.feature}:${locale}`,
    `The ${locale} texts of "${bundle.feature}" cannot be read (${reason}); its keys will show instead.`,
  );
}

/**
 * i18next lists a namespace it was given texts for among the namespaces its backend loads (`options.ns`). The
 * library's texts come with its code, so a host's backend must not be asked for `/locales/en/pasture.json` on the
 * next language change: the namespace comes off the list again.
 */
function unlistFromBackend(i18n: I18n): void {
  const services = i18n.services as { backendConnector?: { backend?: unknown } } | undefined;
  const namespaces = i18n.options.ns;
  if (!services?.backendConnector?.backend || !Array.isArray(namespaces)) return;
  const at = (namespaces as string[]).indexOf(PASTURE_NAMESPACE);
  if (at >= 0) (namespaces as string[]).splice(at, 1);
}

const sources = new WeakMap<I18n, TextSource>();

/** The one source per host instance, so the bundles are added to each instance once. */
export function i18nextSource(i18n: I18n): TextSource {
  const known = sources.get(i18n);
  if (known) return known;
  const added = new Set<string>();
  const listeners = new Set<() => void>();
  let revision = 0;
  const changed = () => {
    revision += 1;
    for (const listener of listeners) listener();
  };
  i18n.on('languageChanged', changed);
  // The library adds its own texts silently; an event here is the host overriding or removing a library text.
  i18n.store.on('added', (_language: string, namespace: string) => {
    if (namespace !== PASTURE_NAMESPACE) return;
    unlistFromBackend(i18n);
    changed();
  });
  i18n.store.on('removed', (_language: string, namespace: string) => {
    if (namespace !== PASTURE_NAMESPACE) return;
    added.clear();
    changed();
  });
  const source: TextSource = {
    language: () => i18n.language,
    add(bundle) {
      if (added.has(bundle.feature)) return;
      added.add(bundle.feature);
      for (const locale of LOCALES) {
        const texts: unknown = bundle[locale];
        if (!isMessages(texts)) {
          warnUnreadable(bundle, locale, `not an object but ${typeof texts}`);
          continue;
        }
        try {
          // deep, not overwriting: a text the host overrode before the library first rendered stays the host's.
          i18n.addResourceBundle(locale, PASTURE_NAMESPACE, texts, true, false, { silent: true });
        } catch (error) {
          warnUnreadable(bundle, locale, String(error));
        }
      }
      unlistFromBackend(i18n);
    },
    read: (locale, key) =>
      i18n.getResource(locale, PASTURE_NAMESPACE, key, {
        keySeparator: '.',
        ignoreJSONStructure: true,
      }),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    revision: () => revision,
    changeLanguage: (locale) => void i18n.changeLanguage(locale),
  };
  sources.set(i18n, source);
  return source;
}

/** Like i18next's lookup: nested objects, where a key may itself contain dots (`menu` → `dashboard.workplace`). */
export function findText(node: unknown, parts: readonly string[]): unknown {
  if (parts.length === 0) return node;
  if (!isMessages(node)) return undefined;
  for (let take = parts.length; take >= 1; take -= 1) {
    const key = parts.slice(0, take).join('.');
    if (!Object.hasOwn(node, key)) continue;
    const found = findText(node[key], parts.slice(take));
    if (found !== undefined) return found;
  }
  return undefined;
}

let fallback: TextSource | undefined;

/**
 * The source with no i18n instance at all (no provider, no `initReactI18next`): the built-in en-US texts of the
 * bundles the rendered components use. Created on first use; i18next itself is not needed for it.
 */
export function fallbackSource(): TextSource {
  if (fallback) return fallback;
  const texts: Record<string, unknown> = {};
  const added = new WeakSet<LocaleBundle>();
  fallback = {
    language: () => FALLBACK_LOCALE,
    add(bundle) {
      if (added.has(bundle)) return;
      added.add(bundle);
      const english: unknown = bundle[FALLBACK_LOCALE];
      if (isMessages(english)) Object.assign(texts, english);
      else warnUnreadable(bundle, FALLBACK_LOCALE, `not an object but ${typeof english}`);
    },
    read: (locale, key) =>
      locale === FALLBACK_LOCALE ? findText(texts, key.split('.')) : undefined,
    subscribe: () => () => undefined,
    revision: () => 0,
    changeLanguage: () =>
      warnOnce(
        'no-instance-language',
        'There is no i18n instance to change the language of; wrap the app in an I18nextProvider.',
      ),
  };
  return fallback;
}

/**
 * The source for whatever a component found: a usable i18next instance, or the built-in texts — with a
 * development warning when what it found is not an instance it can read.
 */
export function textSourceFor(candidate: unknown): TextSource {
  if (isI18nInstance(candidate)) return i18nextSource(candidate);
  if (candidate !== undefined && candidate !== null) {
    warnOnce(
      'unreadable-instance',
      'The i18n instance found is not an initialised i18next instance; showing the built-in en-US texts.',
    );
  }
  return fallbackSource();
}
