export { createTabsStore } from './tabsStore';
export type {
  CreateTabsStoreOptions,
  TabCloseAction,
  TabCloseResult,
  TabEntry,
  TabQuery,
  TabsState,
  TabsStore,
} from './tabsStore';
export { TabScope, TabsProvider, useTabs, useTabScope, useTabsStore } from './TabsProvider';
export type { TabScopeProps, TabsProviderProps } from './TabsProvider';
export { TabBar } from './TabBar';
export { LeaveUnsavedDialog } from './LeaveUnsavedDialog';
export type { LeaveUnsavedDialogProps } from './LeaveUnsavedDialog';
export type { TabBarProps, TabSelectEvent } from './TabBar';
export { TAB_BAR_HEIGHT } from './TabBar.styles';
