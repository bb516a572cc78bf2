import type { NewPolicy, PolicyRecord, PolicyStatus } from './searchTable.types';

/**
 * The search table mock's store: the content sets a session created and the statuses it changed, on top of the
 * fixture rows, kept in sessionStorage so they survive a reload of the tab (on the contract server, in the process).
 */

/**
 * How many created content sets one session's store keeps (the browser tab's sessionStorage in the demo; the
 * process's memory on the contract server, where every client shares it): one full CSV import (§10.3: at most 5,000
 * rows a file). Past it a create or an import batch is refused with `storeFull`, so the store stays bounded.
 */
export const CREATED_ROWS_MAX = 5_000;

const STORAGE_KEY = 'pasture.mock.searchTable';

interface SessionChanges {
  created: PolicyRecord[];
  statuses: Record<string, PolicyStatus>;
}

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

function loadChanges(): SessionChanges {
  try {
    const saved = storage()?.getItem(STORAGE_KEY);
    if (saved) {
      const parsed = JSON.parse(saved) as Partial<SessionChanges>;
      return {
        created: Array.isArray(parsed.created) ? parsed.created : [],
        statuses: typeof parsed.statuses === 'object' && parsed.statuses ? parsed.statuses : {},
      };
    }
  } catch {
    // A damaged entry is as good as none.
  }
  return { created: [], statuses: {} };
}

let changes: SessionChanges = loadChanges();
/** Bumped on every write, so cached query results of older data are not reused. */
let version = 0;

export function saveChanges(): void {
  version += 1;
  try {
    storage()?.setItem(STORAGE_KEY, JSON.stringify(changes));
  } catch {
    // Storage full or blocked: the changes still hold for this page.
  }
}

/** Forgets every created row and status change (between tests and stories). */
export function resetSearchTableMocks(): void {
  changes = { created: [], statuses: {} };
  version += 1;
  storage()?.removeItem(STORAGE_KEY);
}

const rowsCache = new WeakMap<readonly PolicyRecord[], { version: number; rows: PolicyRecord[] }>();

/** The table as the server holds it: the session's new rows first, then the base rows with changed statuses. */
export function tableRows(base: readonly PolicyRecord[]): readonly PolicyRecord[] {
  const hasStatusChanges = Object.keys(changes.statuses).length > 0;
  if (changes.created.length === 0 && !hasStatusChanges) return base;
  const cached = rowsCache.get(base);
  if (cached?.version === version) return cached.rows;
  const { statuses } = changes;
  const rows = [
    ...changes.created,
    ...(hasStatusChanges
      ? base.map((row) => {
          const status = statuses[row.id];
          return status && status !== row.status ? { ...row, status } : row;
        })
      : base),
  ];
  rowsCache.set(base, { version, rows });
  return rows;
}

function nowText(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return (
    `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())} ` +
    `${pad(now.getHours())}:${pad(now.getMinutes())}:${pad(now.getSeconds())}`
  );
}

let createdCounter = 0;

export function insert(row: NewPolicy): PolicyRecord {
  createdCounter += 1;
  const record: PolicyRecord = {
    id: `created-${Date.now().toString(36)}-${createdCounter}`,
    ...row,
    createdTime: nowText(),
  };
  changes.created.unshift(record);
  return record;
}

export function numberTaken(base: readonly PolicyRecord[]) {
  const rows = tableRows(base);
  const numbers = new Set(rows.map((row) => row.number));
  return (number: string) => numbers.has(number);
}

/** How many content sets the session has created. */
export const createdCount = () => changes.created.length;

/** Sets the status of the rows with these ids (created or base); answers how many there were. */
export function setStatuses(
  base: readonly PolicyRecord[],
  ids: readonly string[],
  status: PolicyStatus,
): number {
  const wanted = new Set(ids);
  let updated = 0;
  changes.created = changes.created.map((row) => {
    if (!wanted.has(row.id)) return row;
    wanted.delete(row.id);
    updated += 1;
    return { ...row, status };
  });
  for (const row of base) {
    if (!wanted.has(row.id)) continue;
    changes.statuses[row.id] = status;
    updated += 1;
  }
  return updated;
}
