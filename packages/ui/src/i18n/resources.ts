import { apiLocale } from '../api/locales';
import { loginLocale } from '../auth/locales';
import { clientVariantLocale } from '../clientVariants/locales';
import { componentsLocale } from '../components/locales';
import { menuLocale } from '../routing/locales';
import type { LocaleBundle } from './localeBundle';
import { commonLocale } from './locales';

/**
 * The bundles that belong to no feature of `features.ts`: common words, the primitives, client variants, the login
 * forms, menu labels and the API client's messages. Each joins an instance when a component that reads it first
 * renders (`useFeatureTranslation`), like a feature's; this list is for the parity test and for a host that wants
 * every text up front (`addLocaleBundles(i18n, await loadLocaleBundles())`).
 */
export const coreLocaleBundles: readonly LocaleBundle[] = [
  commonLocale,
  componentsLocale,
  clientVariantLocale,
  loginLocale,
  menuLocale,
  apiLocale,
];
