export { buildMenu, findMenuPath, breadcrumbFor } from './menuModel';
export type { MenuItem, BuildMenuOptions, BreadcrumbForOptions } from './menuModel';
export { Menu, COLLAPSED_MENU_WIDTH, MenuDrawer, menuIconFor } from './Menu';
export type { MenuProps, MenuLinkProps, MenuDrawerProps } from './Menu';
export { AccessNotice } from './AccessNotice';
export type { AccessNoticeProps } from './AccessNotice';
export { Breadcrumb } from './Breadcrumb';
export type { BreadcrumbProps } from './Breadcrumb';
export { Footer } from './Footer';
export type { FooterProps } from './Footer';
export { SettingsDrawer, SettingsFloatingButton } from './SettingsDrawer';
export type { SettingsDrawerProps, SettingsFloatingButtonProps } from './SettingsDrawer';
export {
  Navbar,
  FarmSwitcher,
  ThemeToggle,
  LanguageSwitch,
  AvatarMenu,
  NAVBAR_HEIGHT,
} from './Navbar';
export type { NavbarProps, FarmSwitcherProps, AvatarMenuProps } from './Navbar';
export {
  createTabsStore,
  TabScope,
  TabsProvider,
  useTabs,
  useTabScope,
  useTabsStore,
  TabBar,
  LeaveUnsavedDialog,
  TAB_BAR_HEIGHT,
} from './TabBar';
export type {
  CreateTabsStoreOptions,
  TabCloseAction,
  TabCloseResult,
  TabEntry,
  TabQuery,
  TabsState,
  TabsStore,
  TabScopeProps,
  TabsProviderProps,
  TabBarProps,
  TabSelectEvent,
  LeaveUnsavedDialogProps,
} from './TabBar';
export {
  MessageBox,
  MESSAGE_BADGE_MAX,
  MessageBoxItem,
  getMessageList,
  markMessagesRead,
  messageCallsSource,
  messageListQueryOptions,
  useMarkMessagesRead,
  countUnread,
  isMessageType,
  MESSAGE_TYPES,
} from './MessageBox';
export type {
  MessageBoxProps,
  MessageBoxItemProps,
  MarkReadVariables,
  MessageSource,
  MessageCallOptions,
  Message,
  MessageStatus,
  MessageTag,
  MessageType,
  UnreadCounts,
} from './MessageBox';
export { createServerMenuPaths, serverMenuOf, SERVER_MENU_RETRY_DELAYS } from './serverMenu';
export type { ServerMenuOptions, ServerMenuTextKey } from './serverMenu';
export { shellLocale } from './locales';
export { navbarLocale } from './Navbar/locales';
export { tabBarLocale } from './TabBar/locales';
export { messageBoxLocale } from './MessageBox/locales';
export { OfflineBanner, useOnline, PageErrorFallback, isChunkLoadError } from './Resilience';
export type { OfflineBannerProps, PageErrorFallbackProps, PageErrorKind } from './Resilience';
