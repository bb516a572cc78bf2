export { SettingsDrawer } from './SettingsDrawer';
export type { SettingsDrawerProps } from './SettingsDrawer';
export { SettingsFloatingButton } from './SettingsFloatingButton';
export type { SettingsFloatingButtonProps } from './SettingsFloatingButton';
