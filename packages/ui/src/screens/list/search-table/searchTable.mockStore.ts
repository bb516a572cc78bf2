import { sessionStore, withRowsAdded } from '../../../mocks/sessionStore';
import type { NewPolicy, PolicyRecord, PolicyStatus } from './searchTable.types';

/**
 * The search table mock's store: the content sets a session created and the statuses it changed, on top of the
 * fixture rows, kept in sessionStorage so they survive a reload of the tab (on the contract server, in the process)
 * by the mock-store kit (`mocks/sessionStore.ts`).
 */

/**
 * How many created content sets one session's store keeps (the browser tab's sessionStorage in the demo; the
 * process's memory on the contract server, where every client shares it): one full CSV import (§10.3: at most 5,000
 * rows a file). Past it a create or an import batch is refused with `storeFull`, so the store stays bounded.
 */
export const CREATED_ROWS_MAX = 5_000;

interface SessionChanges {
  /** The content sets the session created, newest first. */
  readonly created: readonly PolicyRecord[];
  /** The statuses the session set on fixture rows, by id. */
  readonly statuses: Readonly<Record<string, PolicyStatus>>;
}

const store = sessionStore<SessionChanges>({
  storageKey: 'pasture.mock.searchTable',
  initial: () => ({ created: [], statuses: {} }),
  restore: (saved) => {
    if (typeof saved !== 'object' || saved === null) return null;
    const { created, statuses } = saved as Partial<SessionChanges>;
    return {
      created: Array.isArray(created) ? created : [],
      statuses: typeof statuses === 'object' && statuses ? statuses : {},
    };
  },
});

/** Forgets every created row and status change (between tests and stories). */
export function resetSearchTableMocks(): void {
  store.reset();
}

const rowsCache = new WeakMap<readonly PolicyRecord[], { version: number; rows: PolicyRecord[] }>();

/** The table as the server holds it: the session's new rows first, then the base rows with changed statuses. */
export function tableRows(base: readonly PolicyRecord[]): readonly PolicyRecord[] {
  const changes = store.get();
  const hasStatusChanges = Object.keys(changes.statuses).length > 0;
  if (changes.created.length === 0 && !hasStatusChanges) return base;
  const version = store.version();
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

function newRecord(row: NewPolicy, createdTime: string): PolicyRecord {
  createdCounter += 1;
  return { id: `created-${Date.now().toString(36)}-${createdCounter}`, ...row, createdTime };
}

/** Keeps new records on top of the created ones, the last of them first (as if created one after the other). */
function keep(records: readonly PolicyRecord[]): void {
  store.update((changes) => ({
    ...changes,
    created: withRowsAdded(changes.created, [...records].reverse(), { at: 'start' }),
  }));
}

/** Adds one new content set on top and keeps it. */
export function insert(row: NewPolicy): PolicyRecord {
  const record = newRecord(row, nowText());
  keep([record]);
  return record;
}

/** Adds new content sets as `insert` one after the other would; answers the records in the order given. */
export function insertAll(rows: readonly NewPolicy[]): PolicyRecord[] {
  const createdTime = nowText();
  const records = rows.map((row) => newRecord(row, createdTime));
  keep(records);
  return records;
}

export function numberTaken(base: readonly PolicyRecord[]) {
  const rows = tableRows(base);
  const numbers = new Set(rows.map((row) => row.number));
  return (number: string) => numbers.has(number);
}

/** How many content sets the session has created. */
export const createdCount = () => store.get().created.length;

/** Sets the status of the rows with these ids (created or base) and keeps it; answers how many there were. */
export function setStatuses(
  base: readonly PolicyRecord[],
  ids: readonly string[],
  status: PolicyStatus,
): number {
  const wanted = new Set(ids);
  let updated = 0;
  store.update((changes) => {
    const created = changes.created.map((row) => {
      if (!wanted.has(row.id)) return row;
      wanted.delete(row.id);
      updated += 1;
      return { ...row, status };
    });
    const statuses: Record<string, PolicyStatus> = { ...changes.statuses };
    for (const row of base) {
      if (!wanted.has(row.id)) continue;
      statuses[row.id] = status;
      updated += 1;
    }
    return { created, statuses };
  });
  return updated;
}
