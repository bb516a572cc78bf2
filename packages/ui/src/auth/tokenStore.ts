import { StorageKey } from '../constants';

/**
 * Receives the login token after it changed: the new token, or `null` once it was cleared (logout, expired session).
 */
export type TokenListener = (token: string | null) => void;

/** The login token in localStorage (a token there means logged in). */
export interface TokenStore {
  /** The stored token, or `null` when logged out or the storage is unavailable. */
  get(): string | null;
  /** Stores the token (after a login or a farm switch) and tells the listeners. */
  set(token: string): void;
  /** Removes the token (logout, session ended) and tells the listeners with `null`. */
  clear(): void;
  /**
   * Called with the new token after `set`/`clear` here and after another browser tab changes it (the `storage`
   * event), so logging out in one tab logs out the others. Returns the unsubscribe function.
   */
  subscribe(listener: TokenListener): () => void;
}

/** Options of `createTokenStore`; the defaults suit a browser app. Tests pass their own `storage` and `events`. */
export interface TokenStoreOptions {
  /** Defaults to `localStorage`; unavailable storage (private mode, SSR) behaves as empty. */
  storage?: Storage | null;
  /** Defaults to `StorageKey.token` ('token'). */
  key?: string;
  /** Where `storage` events arrive; defaults to `window`. */
  events?: Pick<Window, 'addEventListener' | 'removeEventListener'> | null;
}

function defaultStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/**
 * The token store the API client and the session share: reads and writes the token under `key` in `storage`, and
 * follows changes other browser tabs make. One per app; `createPastureRuntime` makes it unless given one.
 */
export function createTokenStore(options: TokenStoreOptions = {}): TokenStore {
  const key = options.key ?? StorageKey.token;
  const storage = (): Storage | null =>
    options.storage === undefined ? defaultStorage() : options.storage;
  const events = (): TokenStoreOptions['events'] =>
    options.events === undefined ? (typeof window === 'undefined' ? null : window) : options.events;
  const listeners = new Set<TokenListener>();

  // Used only when the storage refuses a write (quota, disabled storage): the session then lasts for this page.
  let memory: { token: string | null } | null = null;

  function get(): string | null {
    if (memory) return memory.token;
    try {
      const token = storage()?.getItem(key) ?? null;
      return token === '' ? null : token;
    } catch {
      return null;
    }
  }

  function notify(): void {
    const token = get();
    for (const listener of [...listeners]) listener(token);
  }

  function onStorage(event: StorageEvent): void {
    // `key === null` is another tab calling localStorage.clear().
    if (event.key !== null && event.key !== key) return;
    const area = storage();
    if (event.storageArea && area && event.storageArea !== area) return;
    notify();
  }

  function write(token: string | null): void {
    const area = storage();
    try {
      if (!area) throw new Error('no storage');
      if (token === null) area.removeItem(key);
      else area.setItem(key, token);
      memory = null;
    } catch {
      memory = { token };
    }
    notify();
  }

  return {
    get,
    set: (token) => write(token),
    clear: () => write(null),
    subscribe(listener) {
      const target = events();
      if (listeners.size === 0) target?.addEventListener('storage', onStorage);
      listeners.add(listener);
      return () => {
        if (!listeners.delete(listener)) return;
        if (listeners.size === 0) target?.removeEventListener('storage', onStorage);
      };
    },
  };
}
