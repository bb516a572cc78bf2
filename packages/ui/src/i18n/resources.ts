import commonEn from './locales/en-US.json';
import commonZh from './locales/zh-CN.json';
import componentsEn from '../components/locales/en-US.json';
import componentsZh from '../components/locales/zh-CN.json';
import clientVariantEn from '../clientVariants/locales/en-US.json';
import clientVariantZh from '../clientVariants/locales/zh-CN.json';
import loginEn from '../screens/login/locales/en-US.json';
import loginZh from '../screens/login/locales/zh-CN.json';
import productEn from '../screens/product/locales/en-US.json';
import productZh from '../screens/product/locales/zh-CN.json';
import exceptionEn from '../screens/exception/locales/en-US.json';
import exceptionZh from '../screens/exception/locales/zh-CN.json';
import menuEn from '../routing/locales/en-US.json';
import menuZh from '../routing/locales/zh-CN.json';
import apiEn from '../api/locales/en-US.json';
import apiZh from '../api/locales/zh-CN.json';
import workplaceEn from '../screens/dashboard/workplace/locales/en-US.json';
import workplaceZh from '../screens/dashboard/workplace/locales/zh-CN.json';
import settingsEn from '../settings/locales/en-US.json';
import settingsZh from '../settings/locales/zh-CN.json';
import shellEn from '../shell/locales/en-US.json';
import shellZh from '../shell/locales/zh-CN.json';
import navbarEn from '../shell/Navbar/locales/en-US.json';
import navbarZh from '../shell/Navbar/locales/zh-CN.json';
import tabBarEn from '../shell/TabBar/locales/en-US.json';
import tabBarZh from '../shell/TabBar/locales/zh-CN.json';
import messageBoxEn from '../shell/MessageBox/locales/en-US.json';
import messageBoxZh from '../shell/MessageBox/locales/zh-CN.json';
import userEn from '../screens/user/locales/en-US.json';
import userZh from '../screens/user/locales/zh-CN.json';

type Messages = { [key: string]: string | Messages };

/**
 * Every feature keeps its texts beside it, in both languages, under one top-level key of its own. Register a
 * feature's pair here; the parity test walks this list.
 */
export const localeBundles: ReadonlyArray<{
  feature: string;
  'zh-CN': Messages;
  'en-US': Messages;
}> = [
  { feature: 'common', 'zh-CN': commonZh, 'en-US': commonEn },
  { feature: 'components', 'zh-CN': componentsZh, 'en-US': componentsEn },
  { feature: 'clientVariants', 'zh-CN': clientVariantZh, 'en-US': clientVariantEn },
  { feature: 'login', 'zh-CN': loginZh, 'en-US': loginEn },
  { feature: 'exception', 'zh-CN': exceptionZh, 'en-US': exceptionEn },
  { feature: 'product', 'zh-CN': productZh, 'en-US': productEn },
  { feature: 'menu', 'zh-CN': menuZh, 'en-US': menuEn },
  { feature: 'api', 'zh-CN': apiZh, 'en-US': apiEn },
  { feature: 'workplace', 'zh-CN': workplaceZh, 'en-US': workplaceEn },
  { feature: 'settings', 'zh-CN': settingsZh, 'en-US': settingsEn },
  { feature: 'shell', 'zh-CN': shellZh, 'en-US': shellEn },
  { feature: 'navbar', 'zh-CN': navbarZh, 'en-US': navbarEn },
  { feature: 'tabBar', 'zh-CN': tabBarZh, 'en-US': tabBarEn },
  { feature: 'messageBox', 'zh-CN': messageBoxZh, 'en-US': messageBoxEn },
  { feature: 'user', 'zh-CN': userZh, 'en-US': userEn },
];

function merge(locale: 'zh-CN' | 'en-US'): Messages {
  return Object.assign({}, ...localeBundles.map((bundle) => bundle[locale])) as Messages;
}

export const resources = {
  'zh-CN': { translation: merge('zh-CN') },
  'en-US': { translation: merge('en-US') },
};
