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
/** The default brand colour (Arco blue): the seed of `AppSettings.themeColor` and of the theme's `primaryColor`. */
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

/**
 * Debug mode only: the header that tells the demo's mocked servers the role the console works as after Switch Roles
 * (contract §4, §10.3), so they answer as that role. A real server decides the role itself and never sees it.
 */
export const DEMO_ROLE_HEADER = 'X-Pasture-Role';

/** Keys under which the product keeps state in localStorage. */
export const StorageKey = {
  token: 'token',
  locale: 'locale',
  farmCode: 'farmCode',
  farmId: 'farmId',
  farmName: 'farmName',
  /** The farm each account last worked in on this browser (`{ [account]: farmId }`), restored at its next login. */
  lastFarms: 'pasture.lastFarms',
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

/** A user's role: `admin` sees every page and action; `user` only those its routes and `Permission`s admit. */
export type Role = 'admin' | 'user';
/** Every role, `admin` first; checks a role read from storage or a server against it. */
export const ROLES: readonly Role[] = ['admin', 'user'];

/**
 * The layout class of the window: `mobile` below the mobile breakpoint (the menu moves into a drawer, the top menu
 * and side menu hide), `desktop` above it.
 */
export type Device = 'desktop' | 'mobile';
/** Colour scheme: `light` or `dark`. */
export type ThemeMode = 'light' | 'dark';

/**
 * The console's global settings: layout switches, theme and colour-weak mode, edited in the settings drawer and held
 * by a `SettingsStore`. First-visit values are `DEFAULT_APP_SETTINGS`.
 */
export interface AppSettings {
  /** Colour scheme of the whole console. Default `light`. */
  theme: ThemeMode;
  /**
   * Colour-weak mode: the page is inverted by 80 % (`COLOR_WEAK_INVERT`) for users who tell colours apart poorly.
   * Default `false`.
   */
  colorWeak: boolean;
  /**
   * Shows the top navigation bar. While it is off a floating button keeps the settings drawer reachable.
   * Default `true`.
   */
  navbar: boolean;
  /** Shows the side menu on desktop widths. Default `false`. */
  menu: boolean;
  /** Shows the menu in the navbar (dropdowns per group) on desktop widths. Default `true`. */
  topMenu: boolean;
  /** Hides the side menu even while `menu` is on. Default `false`. */
  hideMenu: boolean;
  /** Collapses the side menu to icons (48 px wide). Default `false`. */
  menuCollapse: boolean;
  /** Shows the copyright footer under the page. Default `true`. */
  footer: boolean;
  /**
   * Brand colour as `#rrggbb`; the console derives its primary colour scale from it. Default `#165DFF` (`THEME_COLOR`).
   */
  themeColor: string;
  /** Width of the expanded side menu in px, 160–400 (`MENU_WIDTH_MIN`–`MENU_WIDTH_MAX`). Default 220 (`MENU_WIDTH`). */
  menuWidth: number;
  /**
   * Part of the settings contract (saved and copied with the rest); nothing in the library reads it. Default `false`.
   */
  globalSettings: boolean;
  /** The current layout class; the host keeps it in step with the window. Not saved. Default `desktop`. */
  device: Device;
  /**
   * Shows the tab bar of visited pages above the breadcrumb; pages in its tabs stay alive in the background. Default
   * `false`.
   */
  tabBar: boolean;
  /**
   * Builds the menu from the server's menu (fetched once per session) instead of the route table; routes it leaves out
   * become not found. Default `false`.
   */
  menuFromServer: boolean;
  /**
   * The server's menu tree while `menuFromServer` is on (`ServerMenuItem`s); fetched per session, cleared on logout,
   * not saved. Default empty.
   */
  serverMenu: readonly unknown[];
}

/** The settings of a first visit, and what the settings drawer's reset goes back to. */
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
