/**
 * Business constants and limits of the product. Every magic number the product relies on lives here, so a change
 * to one is a change to one typed module.
 */

/** HTTP timeout of every API call. */
export const HTTP_TIMEOUT_MS = 300_000;
/** How long a toast stays on screen. */
export const TOAST_DURATION_MS = 5_000;

/** Side-menu width in px. */
export const MENU_WIDTH = 220;
/** Global settings drawer width in px. */
export const SETTINGS_DRAWER_WIDTH = 300;
/** Brand colour. */
export const THEME_COLOR = '#165DFF';
/** Icons are drawn with a stroke of 4 on a 48 grid; lucide's 24 grid needs half of it. */
export const ICON_STROKE_WIDTH = 2;
/** Colour-weak mode inverts the page by this share. */
export const COLOR_WEAK_INVERT = 0.8;

/** Response codes of the debug envelope. */
export const ResponseCode = {
  success: 20000,
  failure: 50000,
  illegalToken: 50008,
  otherClientLoggedIn: 50012,
  tokenExpired: 50014,
} as const;
/** Debug-envelope codes that end the session and ask the user to log in again. */
export const LOGOUT_CODES: readonly number[] = [
  ResponseCode.illegalToken,
  ResponseCode.otherClientLoggedIn,
  ResponseCode.tokenExpired,
];
/** Success code of the real-server envelope `{ Code, Message, data }`. */
export const REAL_SUCCESS_CODE = 200;

/**
 * Text and number limits, and ours for the free texts that had none: the fields (`maxLength`), their schemas and the
 * mocked server share them.
 */
export const Limits = {
  activityNameMax: 20,
  advertisingContentMax: 200,
  profileMax: 200,
  parameterDescriptionMax: 200,
  usernameMax: 50,
  nicknameMax: 20,
  /** The longest address mail servers must take (RFC 5321). */
  emailMax: 254,
  advertisingSourceMax: 50,
  advertisingMediaMax: 50,
  keywordMax: 50,
  /** Longer links fail in some browsers and servers. */
  promoteLinkMax: 2048,
  frameRateMin: 1,
  frameRateMax: 30,
  encodingRateMin: 150,
  encodingRateMax: 1800,
  passwordMin: 6,
} as const;

/** Seconds before the verification code can be requested again. */
export const VERIFICATION_CODE_COOLDOWN_SECONDS = 60;

/** Keys under which the product keeps state in localStorage. */
export const StorageKey = {
  token: 'token',
  locale: 'locale',
  farmCode: 'farmCode',
  farmId: 'farmId',
  farmName: 'farmName',
  rememberedLogin: 'pasture.rememberedLogin',
  settings: 'pasture.settings',
  tabs: 'pasture.tabs',
} as const;

/** Debug-mock behaviour. */
export const MockLimits = {
  delayMinMs: 600,
  delayMaxMs: 1000,
  policyRows: 55,
  defaultPageSize: 10,
  messageCount: 6,
  popularCount: 5,
  chartPoints: 12,
  overviewCount: 8,
  popularAuthorCount: 7,
} as const;

export type Role = 'admin' | 'user';
export const ROLES: readonly Role[] = ['admin', 'user'];

export type Device = 'desktop' | 'mobile';
export type ThemeMode = 'light' | 'dark';

/** Global app settings. */
export interface AppSettings {
  theme: ThemeMode;
  colorWeak: boolean;
  navbar: boolean;
  menu: boolean;
  topMenu: boolean;
  hideMenu: boolean;
  menuCollapse: boolean;
  footer: boolean;
  themeColor: string;
  menuWidth: number;
  globalSettings: boolean;
  device: Device;
  tabBar: boolean;
  menuFromServer: boolean;
  serverMenu: readonly unknown[];
}

export const DEFAULT_APP_SETTINGS: Readonly<AppSettings> = Object.freeze({
  theme: 'light',
  colorWeak: false,
  navbar: true,
  menu: false,
  topMenu: true,
  hideMenu: false,
  menuCollapse: false,
  footer: true,
  themeColor: THEME_COLOR,
  menuWidth: MENU_WIDTH,
  globalSettings: false,
  device: 'desktop',
  tabBar: false,
  menuFromServer: false,
  serverMenu: [],
});
