import apiEn from '../api/locales/en-US.json';
import apiZh from '../api/locales/zh-CN.json';
import clientVariantEn from '../clientVariants/locales/en-US.json';
import clientVariantZh from '../clientVariants/locales/zh-CN.json';
import componentsEn from '../components/locales/en-US.json';
import componentsZh from '../components/locales/zh-CN.json';
import menuEn from '../routing/locales/en-US.json';
import menuZh from '../routing/locales/zh-CN.json';
import loginEn from '../auth/locales/en-US.json';
import loginZh from '../auth/locales/zh-CN.json';
import { defineLocaleBundle, type LocaleBundle, type LocaleMessages } from './localeBundle';
import commonEn from './locales/en-US.json';
import commonZh from './locales/zh-CN.json';

/**
 * The texts every page may need from its first render, so every i18n instance starts with them: common words, the
 * primitives, the client variant's title, the login and forgot-password forms (the first page), the menu labels
 * (document title, breadcrumb, tabs) and the API client's messages and session dialogs. Every other feature keeps
 * its texts beside it and adds them when it first renders (`useFeatureTranslation`), so they travel with the
 * feature's code instead of with the login page.
 */
export const coreLocaleBundles: readonly LocaleBundle[] = [
  defineLocaleBundle('common', { 'zh-CN': commonZh, 'en-US': commonEn }),
  defineLocaleBundle('components', { 'zh-CN': componentsZh, 'en-US': componentsEn }),
  defineLocaleBundle('clientVariants', { 'zh-CN': clientVariantZh, 'en-US': clientVariantEn }),
  defineLocaleBundle('login', { 'zh-CN': loginZh, 'en-US': loginEn }),
  defineLocaleBundle('menu', { 'zh-CN': menuZh, 'en-US': menuEn }),
  defineLocaleBundle('api', { 'zh-CN': apiZh, 'en-US': apiEn }),
];

function merge(locale: 'zh-CN' | 'en-US'): LocaleMessages {
  return Object.assign({}, ...coreLocaleBundles.map((bundle) => bundle[locale])) as LocaleMessages;
}

/** The core texts as i18next resources (one `translation` namespace per language). */
export const resources = {
  'zh-CN': { translation: merge('zh-CN') },
  'en-US': { translation: merge('en-US') },
};
