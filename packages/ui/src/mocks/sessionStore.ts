/**
 * The mock-store kit: what a stateful mock server (the search table's created content sets, the card list's
 * changed cards, the monitor's chat) remembers for one session. One store holds one state value, changed only
 * through `update`; a store with a `storageKey` keeps it in the tab's sessionStorage, so it survives a reload of the
 * demo console (where there is none — the contract server in Node — the process's memory holds it, shared by every
 * client). `reset` forgets it between tests and stories (the feature's `defineFeatureMocks({ reset })`).
 *
 * The row helpers below change a list of rows without touching the old one, so an update is one assignment.
 */

export interface SessionStoreOptions<State> {
  /**
   * The sessionStorage key the state is kept under; without one it lives in the page's memory only (and is gone on
   * a reload).
   */
  readonly storageKey?: string;
  /** The state a session starts with, and goes back to on `reset`. */
  readonly initial: () => State;
  /**
   * The saved value as a state, or `null` when it does not have the state's shape: a damaged or outdated entry is as
   * good as none. Needed with `storageKey`; without it a saved entry is taken as it is.
   */
  readonly restore?: (saved: unknown) => State | null;
}

export interface SessionStore<State> {
  /** The state now. */
  get(): State;
  /** Replaces the state with what `change` makes of it, keeps it, and answers the new state. */
  update(change: (state: State) => State): State;
  /** Back to `initial()`, the kept entry removed (between tests and stories). */
  reset(): void;
  /** Changes on every update and reset: a cache of something derived from the state holds while it is the same. */
  version(): number;
}

function sessionStorageOrNull(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    // Storage blocked (a sandboxed frame): the page's memory it is.
    return null;
  }
}

/** A store of one mock server's session state; see the file's comment. */
export function sessionStore<State>({
  storageKey,
  initial,
  restore = (saved) => saved as State,
}: SessionStoreOptions<State>): SessionStore<State> {
  const storage = () => (storageKey === undefined ? null : sessionStorageOrNull());

  function load(): State {
    try {
      const saved = storageKey === undefined ? null : storage()?.getItem(storageKey);
      if (saved) {
        const restored = restore(JSON.parse(saved) as unknown);
        if (restored !== null) return restored;
      }
    } catch {
      // A damaged entry is as good as none.
    }
    return initial();
  }

  let state = load();
  let version = 0;

  return {
    get: () => state,
    update(change) {
      state = change(state);
      version += 1;
      if (storageKey !== undefined) {
        try {
          storage()?.setItem(storageKey, JSON.stringify(state));
        } catch {
          // Storage full or blocked: the change still holds for this page.
        }
      }
      return state;
    },
    reset() {
      state = initial();
      version += 1;
      if (storageKey !== undefined) storage()?.removeItem(storageKey);
    },
    version: () => version,
  };
}

/**
 * The rows with `added` put in: first (`at: 'start'`, newest first) or last (`at: 'end'`). With a `cap`, the rows
 * past it at the other end go, so the list keeps the newest `cap` (a chat window).
 */
export function withRowsAdded<Row>(
  rows: readonly Row[],
  added: readonly Row[],
  { at, cap }: { at: 'start' | 'end'; cap?: number },
): Row[] {
  if (at === 'start') {
    const next = [...added, ...rows];
    return cap === undefined ? next : next.slice(0, cap);
  }
  const next = [...rows, ...added];
  return cap === undefined ? next : next.slice(Math.max(0, next.length - cap));
}

/** The rows with the one whose `id` is `id` replaced by what `change` makes of it (a copy of them if none is). */
export function withRowChanged<Row extends { readonly id: unknown }>(
  rows: readonly Row[],
  id: Row['id'],
  change: (row: Row) => Row,
): Row[] {
  return rows.map((row) => (row.id === id ? change(row) : row));
}

/** The rows without the one whose `id` is `id` (a copy of them if none is). */
export function withoutRow<Row extends { readonly id: unknown }>(
  rows: readonly Row[],
  id: Row['id'],
): Row[] {
  return rows.filter((row) => row.id !== id);
}
