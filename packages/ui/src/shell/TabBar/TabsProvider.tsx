import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { UnsavedChangesScope } from '../../routing/unsavedChanges';
import type { TabsState, TabsStore } from './tabsStore';

const TabsContext = createContext<TabsStore | null>(null);
TabsContext.displayName = 'TabsContext';

const TabScopeContext = createContext<string | null>(null);
TabScopeContext.displayName = 'TabScopeContext';

/** Props of `TabsProvider`: the app's tab-list store and the tree that reads it. */
export interface TabsProviderProps {
  /** The tab-list store of the app, from `createTabsStore`. */
  store: TabsStore;
  /** The shell parts and pages that read the tabs (`TabBar`, the pages' `TabScope`s). */
  children?: ReactNode;
}

/** Makes the tab-list store available to `TabBar`, `useTabs`, `useTabsStore` and the pages' `TabScope`s. */
export function TabsProvider({ store, children }: TabsProviderProps) {
  return <TabsContext.Provider value={store}>{children}</TabsContext.Provider>;
}

/** The tab-list store of the nearest `TabsProvider` (for `open`, the close actions, `keyOf` …); throws outside one. */
export function useTabsStore(): TabsStore {
  const store = useContext(TabsContext);
  if (!store) throw new Error('useTabsStore must be used inside <TabsProvider store={...}>.');
  return store;
}

/** The current tab list; re-renders when it changes. Throws outside a `TabsProvider`. */
export function useTabs(): TabsState {
  const store = useTabsStore();
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}

/** Props of `TabScope`: the tab's name and its page. */
export interface TabScopeProps {
  /** Name of the tab whose page is rendered inside. */
  name: string;
  /** The tab's page. */
  children?: ReactNode;
}

/**
 * Tells the page inside which tab it belongs to, and marks the tab while the page reports unsaved input
 * (`useUnsavedChanges`). Put it OUTSIDE the page's `<Activity>` boundary and key it like the page
 * (`key={store.keyOf(name)}`): hiding a page cleans up the page's effects, but only unmounting the scope means its
 * input is really gone, and that is when the scope clears the tab's unsaved mark.
 */
export function TabScope({ name, children }: TabScopeProps) {
  const store = useContext(TabsContext);
  useEffect(() => {
    if (!store) return;
    return () => store.setDirty(name, false);
  }, [store, name]);
  const report = useCallback((dirty: boolean) => store?.setDirty(name, dirty), [store, name]);
  return (
    <TabScopeContext.Provider value={name}>
      <UnsavedChangesScope onChange={report}>{children}</UnsavedChangesScope>
    </TabScopeContext.Provider>
  );
}

/** Name of the tab the calling page belongs to, or `null` outside a `TabScope`. */
export function useTabScope(): string | null {
  return useContext(TabScopeContext);
}
