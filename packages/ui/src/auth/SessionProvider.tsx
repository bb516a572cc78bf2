import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { SessionState, SessionStore } from './session';

const SessionContext = createContext<SessionStore | null>(null);
SessionContext.displayName = 'SessionContext';

export interface SessionProviderProps {
  /** The session store of the app, from `createSessionStore`. */
  store: SessionStore;
  children?: ReactNode;
}

/** Makes the session store available to `useSession` and `useSessionStore` below it. */
export function SessionProvider({ store, children }: SessionProviderProps) {
  return <SessionContext.Provider value={store}>{children}</SessionContext.Provider>;
}

/** The session store of the nearest `SessionProvider` (for its actions); throws outside one. */
export function useSessionStore(): SessionStore {
  const store = useContext(SessionContext);
  if (!store) throw new Error('useSessionStore must be used inside <SessionProvider store={...}>.');
  return store;
}

/** The current session state; re-renders when it changes. Throws outside a `SessionProvider`. */
export function useSession(): SessionState {
  const store = useSessionStore();
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}
