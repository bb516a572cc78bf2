import type { LocaleBundle } from './localeBundle';
import { textSourceFor } from './textSource';

/**
 * Adds bundles to an i18n instance under the `pasture` namespace, once each, in zh-CN and en-US; a text the host
 * has already overridden stays. Components do this themselves as they render; a host calls it to have every text
 * up front (`addLocaleBundles(i18n, await loadLocaleBundles())`), e.g. to export them for its translators.
 */
export function addLocaleBundles(i18n: unknown, bundles: readonly LocaleBundle[]): void {
  const source = textSourceFor(i18n);
  for (const bundle of bundles) source.add(bundle);
}
