export {
  createSettingsStore,
  clampMenuWidth,
  MENU_WIDTH_MIN,
  MENU_WIDTH_MAX,
} from './settingsStore';
export type { SettingsStore, CreateSettingsStoreOptions } from './settingsStore';
export { SettingsProvider, useSettings, useSettingsStore } from './SettingsProvider';
export type { SettingsProviderProps } from './SettingsProvider';
export { settingsLocale } from './locales';
