import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { AppSettings } from '../constants';
import type { SettingsStore } from './settingsStore';

const SettingsContext = createContext<SettingsStore | null>(null);
SettingsContext.displayName = 'SettingsContext';

/** Props of `SettingsProvider`: the app's settings store and the tree that reads it. */
export interface SettingsProviderProps {
  /** The app-settings store of the app, from `createSettingsStore`. */
  store: SettingsStore;
  /** The shell parts and pages that read the settings (`Navbar`, `SettingsDrawer`, the host's layout). */
  children?: ReactNode;
}

/** Makes the app-settings store available to `useSettings` and `useSettingsStore` below it. */
export function SettingsProvider({ store, children }: SettingsProviderProps) {
  return <SettingsContext.Provider value={store}>{children}</SettingsContext.Provider>;
}

/** The settings store of the nearest `SettingsProvider` (for `update` and `reset`); throws outside one. */
export function useSettingsStore(): SettingsStore {
  const store = useContext(SettingsContext);
  if (!store)
    throw new Error('useSettingsStore must be used inside <SettingsProvider store={...}>.');
  return store;
}

/** The current app settings; re-renders when they change. Throws outside a `SettingsProvider`. */
export function useSettings(): Readonly<AppSettings> {
  const store = useSettingsStore();
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}
