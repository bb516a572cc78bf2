import { safeRedirectTarget } from '../../auth/redirect';
import { StorageKey } from '../../constants';

/** Query of a tab's route: what `URLSearchParams` holds, repeated keys as arrays. */
export type TabQuery = Readonly<Record<string, string | readonly string[]>>;

/** One open tab. */
export interface TabEntry {
  /** Route name; a tab is unique per name, and the host keeps one cached page per name. */
  readonly name: string;
  /** i18n key of the tab's label (the route's `menuLabelKey`). */
  readonly title: string;
  /** Path with search and hash, as last visited (`/list/search-table?page=2`); picking the tab goes back there. */
  readonly fullPath: string;
  /** The query of `fullPath`, parsed. */
  readonly query: TabQuery;
  /** The route's page is not kept alive while its tab is in the background. */
  readonly ignoreCache?: boolean;
}

/** The tab list. Replaced, never mutated, on every change. */
export interface TabsState {
  /** Open tabs in bar order; the default tab is always first. */
  readonly tabs: readonly TabEntry[];
  /** Name of the selected tab (always one of `tabs`). */
  readonly activeName: string;
  /** Tabs whose page reported unsaved input (`setDirty`). Not persisted: input does not survive a reload. */
  readonly dirtyNames: readonly string[];
  /** Per-tab render generation: changes when a tab is reloaded or opened anew, so the page remounts. */
  readonly generations: Readonly<Record<string, number>>;
}

/** The close actions of the tab bar's menus. */
export type TabCloseAction = 'current' | 'left' | 'right' | 'others' | 'all';

/** What a close did, so the host can navigate and drop cached pages. */
export interface TabCloseResult {
  /** Names of the tabs that were closed (empty when nothing could be closed). */
  readonly removed: readonly string[];
  /** The tab to show now when the active tab was closed; `null` when the active tab stayed open. */
  readonly navigateTo: TabEntry | null;
}

/**
 * The console's open tabs, outside React: `TabBar` renders it, the host's router calls `open` on every navigation, and
 * the list survives a reload through `storage`. Made by `createTabsStore`, provided by `TabsProvider`.
 */
export interface TabsStore {
  /** The current tab list (the `useSyncExternalStore` contract): the same object until the next change. */
  getSnapshot(): TabsState;
  /** Registers a change listener; returns the unsubscribe function (the `useSyncExternalStore` contract). */
  subscribe(listener: () => void): () => void;
  /** The tab that can never be closed (the workplace). */
  readonly defaultTab: TabEntry;
  /**
   * Call on every navigation inside the layout. Appends a tab for a new `name`; for an open one updates its
   * title, fullPath, query and ignoreCache in place (no duplicates). Either way the tab becomes active.
   */
  open(entry: TabEntry): void;
  /** Names `closeTabs(action, name)` would close, without closing them (to ask about unsaved input first). */
  namesToClose(action: TabCloseAction, name: string): readonly string[];
  /** Runs a close action relative to the tab `name`; the default tab is never closed. */
  closeTabs(action: TabCloseAction, name: string): TabCloseResult;
  /** Closes the tab `name`; when it was active, its left neighbour becomes active. */
  close(name: string): TabCloseResult;
  /** Closes every closable tab left of `name`; `name` becomes active if the active tab was among them. */
  closeLeft(name: string): TabCloseResult;
  /** Closes every tab right of `name`; `name` becomes active if the active tab was among them. */
  closeRight(name: string): TabCloseResult;
  /** Closes every closable tab but `name`, which becomes active. */
  closeOthers(name: string): TabCloseResult;
  /** Closes every closable tab; the default tab becomes active. */
  closeAll(): TabCloseResult;
  /** Keeps only the tabs `keep` accepts (the default tab always stays), e.g. after a role change or logout. */
  retain(keep: (tab: TabEntry) => boolean): TabCloseResult;
  /** Gives the tab a new render generation (its page remounts) and forgets its unsaved input. */
  reload(name: string): void;
  /** The React key of a tab's page: changes on `reload` and when a closed tab is opened again. */
  keyOf(name: string): string;
  /** Names of the open tabs whose pages are kept alive (not flagged `ignoreCache`), in bar order. */
  cachedNames(): readonly string[];
  /** Marks or clears unsaved input on a tab's page. Unknown names are ignored. */
  setDirty(name: string, dirty: boolean): void;
  /** Whether the tab's page reported unsaved input (`false` for unknown names). */
  isDirty(name: string): boolean;
  /** Back to the default tab alone, forgetting the saved list (e.g. on logout). */
  reset(): void;
}

/** Options of `createTabsStore`: the tab that always stays, and where the list is saved between reloads. */
export interface CreateTabsStoreOptions {
  /** The tab that is always open and never closable (the workplace). */
  defaultTab: TabEntry;
  /** Where the tab list is saved; defaults to `localStorage`. `null` keeps it in memory only. */
  storage?: Storage | null;
  /** Storage key; defaults to `StorageKey.tabs`. */
  storageKey?: string;
}

const STORAGE_VERSION = 1;

function defaultStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function isQuery(value: unknown): value is TabQuery {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.values(value).every(
    (item) =>
      typeof item === 'string' ||
      (Array.isArray(item) && item.every((part) => typeof part === 'string')),
  );
}

function toEntry(value: unknown): TabEntry | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const { name, title, fullPath, query, ignoreCache } = record;
  if (typeof name !== 'string' || name === '') return null;
  if (typeof title !== 'string') return null;
  // Picking a tab navigates to its path: a stored one is checked like a login redirect (another site, `//host`,
  // `/\host`, a scheme, control characters, and these behind percent-encoding are dropped), and normalised.
  const path = safeRedirectTarget(fullPath);
  if (path === null) return null;
  if (!isQuery(query)) return null;
  if (ignoreCache !== undefined && typeof ignoreCache !== 'boolean') return null;
  return ignoreCache
    ? { name, title, fullPath: path, query, ignoreCache }
    : { name, title, fullPath: path, query };
}

interface StoredTabs {
  tabs: TabEntry[];
  activeName: string;
}

/**
 * The saved list, checked entry by entry. Anything that is not our format (corrupt JSON, another app's data, an
 * old version) gives the default list; the default tab is put first whatever was saved.
 */
function readStored(storage: Storage | null, key: string, defaultTab: TabEntry): StoredTabs {
  const fallback: StoredTabs = { tabs: [defaultTab], activeName: defaultTab.name };
  let parsed: unknown;
  try {
    const raw = storage?.getItem(key);
    if (!raw) return fallback;
    parsed = JSON.parse(raw);
  } catch {
    return fallback;
  }
  if (typeof parsed !== 'object' || parsed === null) return fallback;
  const record = parsed as Record<string, unknown>;
  if (record.version !== STORAGE_VERSION || !Array.isArray(record.tabs)) return fallback;

  const tabs: TabEntry[] = [defaultTab];
  for (const item of record.tabs) {
    const entry = toEntry(item);
    if (!entry) continue;
    if (entry.name === defaultTab.name) {
      // The configured default wins for its label and caching; the saved place (query) is kept.
      tabs[0] = { ...defaultTab, fullPath: entry.fullPath, query: entry.query };
      continue;
    }
    if (tabs.some((tab) => tab.name === entry.name)) continue;
    tabs.push(entry);
  }
  const activeName =
    typeof record.activeName === 'string' && tabs.some((tab) => tab.name === record.activeName)
      ? record.activeName
      : defaultTab.name;
  return { tabs, activeName };
}

/** Creates the tab-list store (one per app; tests and stories make their own). Framework-free. */
export function createTabsStore({
  defaultTab,
  storage = defaultStorage(),
  storageKey = StorageKey.tabs,
}: CreateTabsStoreOptions): TabsStore {
  const stored = readStored(storage, storageKey, defaultTab);
  let generation = 0;
  const nextGeneration = () => (generation += 1);

  let state: TabsState = {
    tabs: stored.tabs,
    activeName: stored.activeName,
    dirtyNames: [],
    generations: Object.fromEntries(stored.tabs.map((tab) => [tab.name, nextGeneration()])),
  };
  const listeners = new Set<() => void>();

  const save = () => {
    try {
      storage?.setItem(
        storageKey,
        JSON.stringify({
          version: STORAGE_VERSION,
          tabs: state.tabs,
          activeName: state.activeName,
        }),
      );
    } catch {
      // A full or blocked storage only costs persistence; the tabs still work on this page.
    }
  };

  const commit = (next: TabsState, persist: boolean) => {
    state = next;
    if (persist) save();
    for (const listener of [...listeners]) listener();
  };

  const indexOf = (name: string) => state.tabs.findIndex((tab) => tab.name === name);
  const closable = (tab: TabEntry) => tab.name !== defaultTab.name;

  const namesToClose = (action: TabCloseAction, name: string): string[] => {
    const index = indexOf(name);
    if (index < 0 && action !== 'all') return [];
    const pick = (test: (tab: TabEntry, position: number) => boolean) =>
      state.tabs
        .filter((tab, position) => closable(tab) && test(tab, position))
        .map((tab) => tab.name);
    switch (action) {
      case 'current':
        return pick((tab) => tab.name === name);
      case 'left':
        return pick((_, position) => position < index);
      case 'right':
        return pick((_, position) => position > index);
      case 'others':
        return pick((tab) => tab.name !== name);
      case 'all':
        return pick(() => true);
      default:
        return action satisfies never;
    }
  };

  /** Removes `removed`; if the active tab went, `fallback` (or its nearest surviving left neighbour) is shown. */
  const remove = (
    removed: readonly string[],
    fallback: (kept: TabEntry[]) => TabEntry,
  ): TabCloseResult => {
    if (removed.length === 0) return { removed: [], navigateTo: null };
    const gone = new Set(removed);
    const kept = state.tabs.filter((tab) => !gone.has(tab.name));
    const activeGone = gone.has(state.activeName);
    const navigateTo = activeGone ? fallback(kept) : null;
    const generations = { ...state.generations };
    for (const name of removed) delete generations[name];
    commit(
      {
        tabs: kept,
        activeName: navigateTo ? navigateTo.name : state.activeName,
        dirtyNames: state.dirtyNames.filter((name) => !gone.has(name)),
        generations,
      },
      true,
    );
    return { removed: [...removed], navigateTo };
  };

  const defaultIn = (kept: TabEntry[]) => kept[0] ?? defaultTab;
  const tabIn = (name: string) => (kept: TabEntry[]) =>
    kept.find((tab) => tab.name === name) ?? defaultIn(kept);

  const closeTabs = (action: TabCloseAction, name: string): TabCloseResult => {
    const removed = namesToClose(action, name);
    switch (action) {
      case 'current': {
        // As in a browser's tab strip: the left neighbour of the closed tab takes over.
        const index = indexOf(name);
        const left = state.tabs[index - 1];
        return remove(removed, (kept) => (left ? tabIn(left.name)(kept) : defaultIn(kept)));
      }
      case 'left':
      case 'right':
      case 'others':
        return remove(removed, tabIn(name));
      case 'all':
        return remove(removed, defaultIn);
      default:
        return action satisfies never;
    }
  };

  return {
    defaultTab,
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    open(entry) {
      const index = indexOf(entry.name);
      const tab: TabEntry =
        entry.name === defaultTab.name
          ? { ...defaultTab, fullPath: entry.fullPath, query: entry.query }
          : entry.ignoreCache
            ? { ...entry, ignoreCache: true }
            : {
                name: entry.name,
                title: entry.title,
                fullPath: entry.fullPath,
                query: entry.query,
              };
      if (index < 0) {
        commit(
          {
            ...state,
            tabs: [...state.tabs, tab],
            activeName: tab.name,
            generations: { ...state.generations, [tab.name]: nextGeneration() },
          },
          true,
        );
        return;
      }
      const current = state.tabs[index];
      const same =
        current !== undefined &&
        current.title === tab.title &&
        current.fullPath === tab.fullPath &&
        Boolean(current.ignoreCache) === Boolean(tab.ignoreCache) &&
        JSON.stringify(current.query) === JSON.stringify(tab.query);
      if (same && state.activeName === tab.name) return;
      const tabs = same
        ? state.tabs
        : state.tabs.map((item, position) => (position === index ? tab : item));
      commit({ ...state, tabs, activeName: tab.name }, true);
    },
    namesToClose,
    closeTabs,
    close: (name) => closeTabs('current', name),
    closeLeft: (name) => closeTabs('left', name),
    closeRight: (name) => closeTabs('right', name),
    closeOthers: (name) => closeTabs('others', name),
    closeAll: () => closeTabs('all', defaultTab.name),
    retain(keep) {
      const removed = state.tabs
        .filter((tab) => closable(tab) && !keep(tab))
        .map((tab) => tab.name);
      return remove(removed, defaultIn);
    },
    reload(name) {
      if (indexOf(name) < 0) return;
      commit(
        {
          ...state,
          dirtyNames: state.dirtyNames.filter((item) => item !== name),
          generations: { ...state.generations, [name]: nextGeneration() },
        },
        false,
      );
    },
    keyOf: (name) => `${name}:${state.generations[name] ?? 0}`,
    cachedNames: () => state.tabs.filter((tab) => !tab.ignoreCache).map((tab) => tab.name),
    setDirty(name, dirty) {
      if (indexOf(name) < 0 || state.dirtyNames.includes(name) === dirty) return;
      const dirtyNames = dirty
        ? [...state.dirtyNames, name]
        : state.dirtyNames.filter((item) => item !== name);
      commit({ ...state, dirtyNames }, false);
    },
    isDirty: (name) => state.dirtyNames.includes(name),
    reset() {
      commit(
        {
          tabs: [defaultTab],
          activeName: defaultTab.name,
          dirtyNames: [],
          generations: { [defaultTab.name]: nextGeneration() },
        },
        false,
      );
      try {
        storage?.removeItem(storageKey);
      } catch {
        // See save(): only persistence is lost.
      }
    },
  };
}
