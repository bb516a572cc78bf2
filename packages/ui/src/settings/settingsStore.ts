import { DEFAULT_APP_SETTINGS, StorageKey, type AppSettings, type ThemeMode } from '../constants';

/** Narrowest side menu the layout still reads well with (labels of the longest zh-CN/en-US entries). */
export const MENU_WIDTH_MIN = 160;
/** Widest side menu that still leaves the content area usable on a 1280 px screen. */
export const MENU_WIDTH_MAX = 400;

/** Brings any number into the menu-width range, rounded to whole pixels. */
export function clampMenuWidth(width: number): number {
  if (!Number.isFinite(width)) return DEFAULT_APP_SETTINGS.menuWidth;
  return Math.min(MENU_WIDTH_MAX, Math.max(MENU_WIDTH_MIN, Math.round(width)));
}

/**
 * `device` follows the viewport and `serverMenu` is fetched per session (and cleared on logout): both are
 * facts of this page load, not preferences. Persisting them would show a phone layout on a desktop after a reload,
 * or the previous user's server menu before the new one is fetched.
 */
type RuntimeKey = 'device' | 'serverMenu';
type PersistedSettings = Omit<AppSettings, RuntimeKey>;

const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';

const validators: { [K in keyof PersistedSettings]: (value: unknown) => value is AppSettings[K] } =
  {
    theme: (value): value is ThemeMode => value === 'light' || value === 'dark',
    colorWeak: isBoolean,
    navbar: isBoolean,
    menu: isBoolean,
    topMenu: isBoolean,
    hideMenu: isBoolean,
    menuCollapse: isBoolean,
    footer: isBoolean,
    themeColor: (value): value is string =>
      typeof value === 'string' && /^#[0-9a-f]{6}$/i.test(value),
    menuWidth: (value): value is number =>
      typeof value === 'number' && value >= MENU_WIDTH_MIN && value <= MENU_WIDTH_MAX,
    globalSettings: isBoolean,
    tabBar: isBoolean,
    menuFromServer: isBoolean,
  };

const persistedKeys = Object.keys(validators) as (keyof PersistedSettings)[];

/**
 * The console's `AppSettings` outside React: the layout switches, theme and colour-weak mode the settings drawer
 * edits. Preferences are saved (and checked field by field when read back); `device` and `serverMenu` are not.
 * Made by `createSettingsStore`, provided by `SettingsProvider`.
 */
export interface SettingsStore {
  /** The current settings. The object is replaced, never mutated, on every change. */
  getSnapshot(): Readonly<AppSettings>;
  /** Registers a change listener; returns the unsubscribe function (the `useSyncExternalStore` contract). */
  subscribe(listener: () => void): () => void;
  /** Merges `partial` into the settings and saves the preferences. `menuWidth` is clamped to its range. */
  update(partial: Partial<AppSettings>): void;
  /** Puts every preference back to the defaults and forgets the saved ones; runtime values stay. */
  reset(): void;
}

/** Options of `createSettingsStore`: where the preferences are saved between visits. */
export interface CreateSettingsStoreOptions {
  /** Where preferences are saved; defaults to `localStorage`. `null` keeps them in memory only. */
  storage?: Storage | null;
  /** Storage key; defaults to `StorageKey.settings`. */
  key?: string;
}

function defaultStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** Stored values that pass their field's check, over the defaults; anything else (old, hand-edited) is dropped. */
function readStored(storage: Storage | null, key: string): Partial<PersistedSettings> {
  let parsed: unknown;
  try {
    const raw = storage?.getItem(key);
    if (!raw) return {};
    parsed = JSON.parse(raw);
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
  const record = parsed as Record<string, unknown>;
  const valid: Record<string, unknown> = {};
  for (const field of persistedKeys) {
    if (validators[field](record[field])) valid[field] = record[field];
  }
  return valid as Partial<PersistedSettings>;
}

function pickPersisted(settings: AppSettings): PersistedSettings {
  return Object.fromEntries(
    persistedKeys.map((field) => [field, settings[field]]),
  ) as PersistedSettings;
}

/** Creates the app-settings store (one per app; tests and stories make their own). */
export function createSettingsStore({
  storage = defaultStorage(),
  key = StorageKey.settings,
}: CreateSettingsStoreOptions = {}): SettingsStore {
  let settings: Readonly<AppSettings> = Object.freeze({
    ...DEFAULT_APP_SETTINGS,
    ...readStored(storage, key),
  });
  const listeners = new Set<() => void>();

  const save = () => {
    try {
      storage?.setItem(key, JSON.stringify(pickPersisted(settings)));
    } catch {
      // A full or blocked storage only costs persistence; the settings still apply to this page.
    }
  };

  const commit = (next: AppSettings) => {
    const changed = (Object.keys(next) as (keyof AppSettings)[]).some(
      (field) => !Object.is(next[field], settings[field]),
    );
    if (!changed) return false;
    settings = Object.freeze(next);
    for (const listener of [...listeners]) listener();
    return true;
  };

  return {
    getSnapshot: () => settings,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    update(partial) {
      const next: AppSettings = { ...settings, ...partial };
      if (partial.menuWidth !== undefined) next.menuWidth = clampMenuWidth(partial.menuWidth);
      if (commit(next)) save();
    },
    reset() {
      const runtime: Pick<AppSettings, RuntimeKey> = {
        device: settings.device,
        serverMenu: settings.serverMenu,
      };
      commit({ ...DEFAULT_APP_SETTINGS, ...runtime });
      try {
        storage?.removeItem(key);
      } catch {
        // See save(): only persistence is lost.
      }
    },
  };
}
