import { settingsLocale } from '../settings/locales';
import { exceptionLocale } from '../screens/exception/locales';
import { productLocale } from '../screens/product/locales';
import { workplaceLocale } from '../screens/dashboard/workplace/locales';
import { userLocale } from '../screens/user/locales';
import { shellLocale } from '../shell/locales';
import { messageBoxLocale } from '../shell/MessageBox/locales';
import { navbarLocale } from '../shell/Navbar/locales';
import { tabBarLocale } from '../shell/TabBar/locales';
import type { LocaleBundle } from './localeBundle';

export {
  exceptionLocale,
  messageBoxLocale,
  navbarLocale,
  productLocale,
  settingsLocale,
  shellLocale,
  tabBarLocale,
  userLocale,
  workplaceLocale,
};
import { coreLocaleBundles } from './resources';

/**
 * Every bundle of the library, core and feature: for the parity test, and for a host that wants every text up
 * front (`addLocaleBundles(i18n, localeBundles)`). Register a new feature's bundle here.
 */
export const localeBundles: readonly LocaleBundle[] = [
  ...coreLocaleBundles,
  exceptionLocale,
  productLocale,
  workplaceLocale,
  userLocale,
  settingsLocale,
  shellLocale,
  navbarLocale,
  tabBarLocale,
  messageBoxLocale,
];
