import type { ApiClient } from '../api/client';
import { ApiError, isApiError } from '../api/errors';
import { ROLES, StorageKey, type Role } from '../constants';
import {
  changeFarm as changeFarmCall,
  debugLogin,
  debugLogout,
  getDebugUserInfo,
  getUserByToken,
  mobileLogin,
  toFarmSelection,
  type AuthCallOptions,
  type MobileLoginCredentials,
  type DebugUserInfo,
  type FarmSelection,
  type RealUserInfo,
} from './auth.api';
import type { TokenStore } from './tokenStore';

/**
 * The logged-in user's record: the mock user-info fields (debug mode) and, from the real server, the
 * `userInfo` fields merged in. `name` is always set (`UserTrueName` on the real server).
 */
export interface UserProfile extends Omit<DebugUserInfo, 'role'> {
  /** The real server's name field (the same as `name` there); missing in debug mode. */
  UserTrueName?: string;
  /** The user's numeric id on the real server; missing in debug mode. */
  UserId?: number;
  /** The data source the real server keeps the user's records in; missing in debug mode. */
  datasource_id?: number | null;
}

/**
 * Where the session is: `anonymous` (no user loaded, whether or not a token is stored), `loading` (logging in, or
 * loading the user of a stored token) or `authenticated` (the user is known).
 */
export type SessionStatus = 'anonymous' | 'loading' | 'authenticated';

/** A snapshot of the session: who is logged in, as which role, working in which farm. Replaced, never mutated. */
export interface SessionState {
  /** `anonymous` until user info is loaded (a stored token alone does not make the session authenticated). */
  status: SessionStatus;
  /** The logged-in user; `null` while nobody is logged in. */
  user: UserProfile | null;
  /** The role the user works as (switchable in the avatar menu); `null` while nobody is logged in. */
  role: Role | null;
  /**
   * The farm the session works in (real server, cached across reloads); `null` before one is known and in debug mode.
   */
  farm: FarmSelection | null;
}

export interface SessionStoreOptions {
  client: ApiClient;
  tokenStore: TokenStore;
  /** Debug mode logs in through /api/user/login and loads /api/user/info; defaults to `client.debug`. */
  debug?: boolean;
  /** Where the farm is cached (keys farmCode, farmId, farmName); defaults to `localStorage`. */
  storage?: Storage | null;
  /** Called after logout cleared the session: the host clears the server menu and its route listener. */
  onLogout?: () => void;
}

/**
 * The login session outside React: logs in and out, loads the user, switches role and farm, and tells subscribers.
 * Made by `createSessionStore` (usually through `createPastureRuntime`), read with `useSession`.
 */
export interface SessionStore {
  /** The current state (the `useSyncExternalStore` snapshot): the same object until the next change. */
  getState(): SessionState;
  /** For `useSyncExternalStore`; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /**
   * Logs in (debug: /api/user/login, real: MobileLogin), stores the token and loads the user; when the account last
   * worked in another farm on this browser, switches back to it (ChangeFarmId) before resolving. On failure the
   * token is cleared and the error rethrown.
   */
  login(credentials: MobileLoginCredentials, options?: AuthCallOptions): Promise<SessionState>;
  /**
   * Logs in again in place after the session ended mid-work: on failure nothing changes (the page, what was
   * typed and the session state stay); on success the new token is stored and the user reloaded.
   */
  relogin(credentials: MobileLoginCredentials, options?: AuthCallOptions): Promise<SessionState>;
  /**
   * Loads the user of the stored token (real: role always admin, farm cached; debug: role from the answer).
   * Concurrent calls share one request. On failure the token is cleared and the error rethrown.
   */
  loadUser(options?: AuthCallOptions): Promise<SessionState>;
  /**
   * Ends the session at once: sends the debug logout call (its answer not waited for, its failure ignored), then
   * clears user, token and farm cache and calls `onLogout`.
   */
  logout(): Promise<void>;
  /**
   * Switches the role the user works as (the avatar menu's role switch), on this page only: nothing is sent to the
   * server or saved. The menus and `Permission` follow at once.
   */
  setRole(role: Role): void;
  /** Sets and caches the current farm, and remembers it as the account's farm on this browser. */
  setFarm(farm: FarmSelection): void;
  /** Switches farm on the server (ChangeFarmId), stores the new token and the farm. */
  changeFarm(request: { farmId: number }, options?: AuthCallOptions): Promise<FarmSelection>;
  /** Stops listening to token changes (other tabs). */
  dispose(): void;
}

const ANONYMOUS: SessionState = Object.freeze({
  status: 'anonymous',
  user: null,
  role: null,
  farm: null,
});

function defaultStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/**
 * Who the account is, for what the browser remembers per account (its last farm): the real server's `UserId`, else
 * the debug user's `accountId`; `null` when the server names neither.
 */
export function accountKey(user: UserProfile): string | null {
  if (typeof user.UserId === 'number') return `user:${user.UserId}`;
  if (user.accountId) return `account:${user.accountId}`;
  return null;
}

/** The user record of the real server: `userInfo` merged into an empty profile, named after `UserTrueName`. */
export function profileFromRealUser(userInfo: RealUserInfo): UserProfile {
  const { avatar, ...rest } = userInfo;
  return {
    ...rest,
    name: userInfo.UserTrueName,
    ...(avatar ? { avatar } : {}),
  };
}

export function createSessionStore(options: SessionStoreOptions): SessionStore {
  const { client, tokenStore, onLogout } = options;
  const debug = options.debug ?? client.debug;
  const storage = (): Storage | null =>
    options.storage === undefined ? defaultStorage() : options.storage;
  const listeners = new Set<() => void>();
  let pendingLoad: Promise<SessionState> | null = null;
  // The token this store last wrote or saw; a different one arriving means another tab or page code changed it.
  let knownToken = tokenStore.get();

  function readFarmCache(): FarmSelection | null {
    try {
      const area = storage();
      const farmCode = area?.getItem(StorageKey.farmCode);
      const farmId = Number(area?.getItem(StorageKey.farmId) ?? Number.NaN);
      const farmName = area?.getItem(StorageKey.farmName);
      if (!farmCode || !farmName || !Number.isFinite(farmId)) return null;
      return { farmCode, farmId, farmName };
    } catch {
      return null;
    }
  }

  function writeFarmCache(farm: FarmSelection | null): void {
    try {
      const area = storage();
      if (!area) return;
      if (farm === null) {
        area.removeItem(StorageKey.farmCode);
        area.removeItem(StorageKey.farmId);
        area.removeItem(StorageKey.farmName);
        return;
      }
      area.setItem(StorageKey.farmCode, farm.farmCode);
      area.setItem(StorageKey.farmId, String(farm.farmId));
      area.setItem(StorageKey.farmName, farm.farmName);
    } catch {
      // The cache only saves a request after reload; the session works without it.
    }
  }

  /**
   * The farm each account last worked in on this browser, by account: kept through logout (unlike the farm cache),
   * so the next login of the same account works in it again.
   */
  function readLastFarms(): Record<string, number> {
    try {
      const saved: unknown = JSON.parse(storage()?.getItem(StorageKey.lastFarms) ?? '{}');
      if (typeof saved !== 'object' || saved === null || Array.isArray(saved)) return {};
      return Object.fromEntries(
        Object.entries(saved).filter(
          (entry): entry is [string, number] =>
            typeof entry[1] === 'number' && Number.isInteger(entry[1]),
        ),
      );
    } catch {
      return {};
    }
  }

  function writeLastFarm(account: string, farmId: number | null): void {
    try {
      const farms = readLastFarms();
      if (farmId === null) delete farms[account];
      else farms[account] = farmId;
      storage()?.setItem(StorageKey.lastFarms, JSON.stringify(farms));
    } catch {
      // Without storage the next login starts on the server's farm, as before.
    }
  }

  let state: SessionState = knownToken ? { ...ANONYMOUS, farm: readFarmCache() } : ANONYMOUS;

  function setState(next: SessionState): void {
    if (next === state) return;
    state = next;
    for (const listener of [...listeners]) listener();
  }

  function storeToken(token: string | null): void {
    knownToken = token;
    if (token === null) tokenStore.clear();
    else tokenStore.set(token);
  }

  function endSession(): void {
    storeToken(null);
    writeFarmCache(null);
    setState(ANONYMOUS);
  }

  const stopWatchingToken = tokenStore.subscribe((token) => {
    if (token === knownToken) return;
    knownToken = token;
    // Logged out, or logged in as someone else, in another tab: what this tab knows about the user is stale.
    pendingLoad = null;
    setState(token === null ? ANONYMOUS : { ...ANONYMOUS, farm: readFarmCache() });
  });

  /**
   * The debug user info has no farm (mock shape); the farm lives on the real contract in both modes, so a
   * debug session asks GetUserByToken for it once. Without it the session still works, just without a farm.
   */
  async function debugFarm(callOptions: AuthCallOptions): Promise<FarmSelection | null> {
    try {
      const farm = toFarmSelection(await getUserByToken(client, callOptions));
      writeFarmCache(farm);
      return farm;
    } catch {
      return null;
    }
  }

  async function fetchUser(callOptions: AuthCallOptions): Promise<SessionState> {
    if (debug) {
      const { role, ...profile } = await getDebugUserInfo(client, callOptions);
      return {
        status: 'authenticated',
        user: profile,
        // An unknown role gets the smaller set of pages.
        role: isRole(role) ? role : 'user',
        farm: readFarmCache() ?? (await debugFarm(callOptions)),
      };
    }
    const answer = await getUserByToken(client, callOptions);
    const farm = toFarmSelection(answer);
    writeFarmCache(farm);
    // contract §3, §6: the real server has no roles; everyone is admin after loading.
    return {
      status: 'authenticated',
      user: profileFromRealUser(answer.userInfo),
      role: 'admin',
      farm,
    };
  }

  function loadUser(callOptions: AuthCallOptions = {}): Promise<SessionState> {
    if (pendingLoad) return pendingLoad;
    if (tokenStore.get() === null) {
      endSession();
      return Promise.reject(new ApiError({ kind: 'session', message: 'Not logged in.' }));
    }
    setState({ ...state, status: 'loading' });
    const load = fetchUser(callOptions).then(
      (next) => {
        if (pendingLoad === load) {
          pendingLoad = null;
          setState(next);
        }
        return state;
      },
      (error: unknown) => {
        if (pendingLoad === load) {
          pendingLoad = null;
          if (isApiError(error) && error.kind === 'aborted')
            setState({ ...state, status: 'anonymous' });
          else endSession();
        }
        throw error;
      },
    );
    pendingLoad = load;
    return load;
  }

  async function login(
    credentials: MobileLoginCredentials,
    callOptions: AuthCallOptions = {},
  ): Promise<SessionState> {
    pendingLoad = null;
    setState({ ...ANONYMOUS, status: 'loading' });
    let token: string;
    try {
      ({ token } = debug
        ? await debugLogin(client, credentials, callOptions)
        : await mobileLogin(client, credentials, callOptions));
    } catch (error) {
      endSession();
      throw error;
    }
    storeToken(token);
    const loaded = await loadUser(callOptions);
    return returnToLastFarm(loaded, callOptions);
  }

  /**
   * After a login: the farm this account last worked in on this browser, when it is not the one the server started
   * the session in, through the same ChangeFarmId as the farm switcher. A farm the server no longer gives the
   * account is forgotten, and the session stays in the server's farm.
   */
  async function returnToLastFarm(
    loaded: SessionState,
    callOptions: AuthCallOptions,
  ): Promise<SessionState> {
    const account = loaded.user ? accountKey(loaded.user) : null;
    if (account === null) return loaded;
    const farmId = readLastFarms()[account];
    if (farmId === undefined || farmId === loaded.farm?.farmId) return loaded;
    try {
      const { token, farm } = await changeFarmCall(client, { farmId }, callOptions);
      storeToken(token);
      setFarm(farm);
    } catch (error) {
      if (isApiError(error) && error.kind === 'aborted') throw error;
      writeLastFarm(account, null);
    }
    return state;
  }

  async function relogin(
    credentials: MobileLoginCredentials,
    callOptions: AuthCallOptions = {},
  ): Promise<SessionState> {
    const { token } = debug
      ? await debugLogin(client, credentials, callOptions)
      : await mobileLogin(client, credentials, callOptions);
    storeToken(token);
    pendingLoad = null;
    setState(await fetchUser(callOptions));
    return state;
  }

  async function logout(): Promise<void> {
    if (debug) {
      // Told, not waited for: contract §4 ends the local session whatever the server says, and on a dropped link
      // the answer could take the whole 300 s timeout. The request reads the token as it is sent, before it is
      // cleared below.
      debugLogout(client).catch(() => undefined);
    }
    pendingLoad = null;
    endSession();
    onLogout?.();
  }

  function setFarm(farm: FarmSelection): void {
    writeFarmCache(farm);
    const account = state.user ? accountKey(state.user) : null;
    if (account !== null) writeLastFarm(account, farm.farmId);
    setState({ ...state, farm });
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    login,
    relogin,
    loadUser,
    logout,
    setRole(role) {
      if (state.role !== role) setState({ ...state, role });
    },
    setFarm,
    async changeFarm({ farmId }, callOptions = {}) {
      const { token, farm } = await changeFarmCall(client, { farmId }, callOptions);
      storeToken(token);
      setFarm(farm);
      return farm;
    },
    dispose: stopWatchingToken,
  };
}
