export {
  HTTP_TIMEOUT_MS,
  TOAST_DURATION_MS,
  MENU_WIDTH,
  SETTINGS_DRAWER_WIDTH,
  THEME_COLOR,
  ICON_STROKE_WIDTH,
  COLOR_WEAK_INVERT,
  ResponseCode,
  LOGOUT_CODES,
  REAL_SUCCESS_CODE,
  Limits,
  StorageKey,
  MockLimits,
  ROLES,
  DEFAULT_APP_SETTINGS,
  VERIFICATION_CODE_COOLDOWN_SECONDS,
} from './constants';
export type { Role, Device, ThemeMode, AppSettings } from './constants';
export {
  theme,
  lightPalette,
  darkPalette,
  paletteFor,
  GlobalStyle,
  PastureThemeProvider,
  applyBodyTheme,
} from './theme';
export type { PastureTheme, PastureThemeProviderProps } from './theme';
export {
  createI18n,
  LOCALES,
  DEFAULT_LOCALE,
  FALLBACK_LOCALE,
  isLocale,
  readStoredLocale,
  storeLocale,
  useLocale,
  resources,
  localeBundles,
} from './i18n';
export type { CreateI18nOptions, Locale } from './i18n';
