import {
  delay,
  type DefaultBodyType,
  type HttpResponseResolver,
  type PathParams,
  type RequestHandler,
} from 'msw';
import { endpoints } from '../../../api/endpoints';
import { unauthorizedResponse } from '../../../mocks/auth/mockSession';
import { mockLatency } from '../../../mocks/delay';
import { defineFeatureMocks } from '../../../mocks/feature';
import { readJsonObject } from '../../../mocks/request';
import { debugFail, debugOk } from '../../../mocks/responses';
import { mockRoute } from '../../../mocks/route';
import { largePolicyRows, policyRows } from './searchTable.fixtures';
import { readListParams } from './searchTable.params';
import { policySchema } from './searchTable.schema';
import {
  isPolicyStatus,
  type NewPolicy,
  type PolicyFilters,
  type PolicyImportRejection,
  type PolicyListAnswer,
  type PolicyListParams,
  type PolicyRecord,
  type PolicySort,
  type PolicyStatus,
} from './searchTable.types';

/**
 * The search table's mock server: `/api/list/policy` filters, sorts and pages its rows like a real
 * server would, and our own write endpoints create, import and switch content sets. What a session
 * creates or changes is kept until `resetSearchTableMocks` (and across reloads of the tab, in sessionStorage).
 */

/**
 * How many created content sets one session's store keeps (the browser tab's sessionStorage in the demo; the
 * process's memory on the contract server, where every client shares it): one full CSV import (§10.3: at most 5,000
 * rows a file). Past it a create or an import batch is refused with `storeFull`, so the store stays bounded.
 */
export const CREATED_ROWS_MAX = 5_000;

/** Words of the mocked server (server data, so not translated). */
export const SEARCH_TABLE_MOCK_MESSAGES = {
  serverError: 'content set service unavailable',
  duplicate: 'set number already exists',
  invalid: 'the content set is invalid',
  batchTooLarge: `an import batch holds at most 500 rows`,
  noneChosen: 'no content set was chosen',
  invalidStatus: 'status must be online or offline',
  saveFailed: 'the content set could not be saved',
  storeFull: `the demo server keeps at most ${CREATED_ROWS_MAX.toLocaleString('en-US')} new content sets per session; start a new session to add more`,
} as const;

/** Largest import batch the server takes. */
export const IMPORT_BATCH_MAX = 500;

type Resolver = HttpResponseResolver<PathParams, DefaultBodyType, DefaultBodyType>;

// ---- what the session changed --------------------------------------------------------------------------------

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

function saveChanges(): void {
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

// ---- querying ---------------------------------------------------------------------------------------------------

const rowsCache = new WeakMap<readonly PolicyRecord[], { version: number; rows: PolicyRecord[] }>();

/** The table as the server holds it: the session's new rows first, then the base rows with changed statuses. */
function tableRows(base: readonly PolicyRecord[]): readonly PolicyRecord[] {
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

const collator = new Intl.Collator('zh-CN', { numeric: true, sensitivity: 'base' });

function compareBy(sort: PolicySort | null): (a: PolicyRecord, b: PolicyRecord) => number {
  const newestFirst = (a: PolicyRecord, b: PolicyRecord) =>
    a.createdTime < b.createdTime ? 1 : a.createdTime > b.createdTime ? -1 : a.id < b.id ? -1 : 1;
  if (!sort) return newestFirst;
  const direction = sort.order === 'desc' ? -1 : 1;
  const compare = (a: PolicyRecord, b: PolicyRecord): number => {
    switch (sort.field) {
      case 'number':
        // Digits of different lengths: the shorter number is the smaller one.
        return a.number.length - b.number.length || (a.number < b.number ? -1 : 1);
      case 'name':
        return collator.compare(a.name, b.name);
      case 'count':
        return a.count - b.count;
      case 'createdTime':
        return a.createdTime < b.createdTime ? -1 : a.createdTime > b.createdTime ? 1 : 0;
      default:
        return sort.field satisfies never;
    }
  };
  return (a, b) => direction * compare(a, b) || newestFirst(a, b);
}

function matches(row: PolicyRecord, filters: PolicyFilters, name: string): boolean {
  if (filters.number && !row.number.includes(filters.number)) return false;
  if (name && !row.name.toLowerCase().includes(name)) return false;
  if (filters.contentType && row.contentType !== filters.contentType) return false;
  if (filters.filterType && row.filterType !== filters.filterType) return false;
  if (filters.status && row.status !== filters.status) return false;
  const day = row.createdTime.slice(0, 10);
  if (filters.createdFrom && day < filters.createdFrom) return false;
  if (filters.createdTo && day > filters.createdTo) return false;
  return true;
}

// The last filtered and sorted list: paging through it (an export of 100,000 rows) filters and sorts once.
let lastQuery: { rows: readonly PolicyRecord[]; key: string; result: PolicyRecord[] } | null = null;

/** Every row that matches the filters, in the requested order. */
export function matchingPolicies(
  rows: readonly PolicyRecord[],
  params: Omit<PolicyListParams, 'current' | 'pageSize'>,
): PolicyRecord[] {
  const { sort, ...filters } = params;
  const key = JSON.stringify([filters, sort]);
  if (lastQuery?.rows === rows && lastQuery.key === key) return lastQuery.result;
  const name = filters.name.toLowerCase();
  const result = rows.filter((row) => matches(row, filters, name)).sort(compareBy(sort));
  lastQuery = { rows, key, result };
  return result;
}

/** One page of the matching rows and their number, as `/api/list/policy` answers. */
export function queryPolicies(
  rows: readonly PolicyRecord[],
  params: PolicyListParams,
): PolicyListAnswer {
  const all = matchingPolicies(rows, params);
  const start = (params.current - 1) * params.pageSize;
  return { list: all.slice(start, start + params.pageSize), total: all.length };
}

// ---- writes ---------------------------------------------------------------------------------------------------

function nowText(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return (
    `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())} ` +
    `${pad(now.getHours())}:${pad(now.getMinutes())}:${pad(now.getSeconds())}`
  );
}

let createdCounter = 0;

/** The server's own check of a new row (the client's schema), and whether its number is free. */
function checkNew(
  body: unknown,
  taken: (number: string) => boolean,
): { row: NewPolicy } | { code: PolicyImportRejection['code']; message: string } {
  let row: NewPolicy;
  try {
    row = policySchema.validateSync(body, { stripUnknown: true }) as NewPolicy;
  } catch {
    return { code: 'invalid', message: SEARCH_TABLE_MOCK_MESSAGES.invalid };
  }
  if (taken(row.number))
    return { code: 'duplicate', message: SEARCH_TABLE_MOCK_MESSAGES.duplicate };
  return { row };
}

function insert(row: NewPolicy): PolicyRecord {
  createdCounter += 1;
  const record: PolicyRecord = {
    id: `created-${Date.now().toString(36)}-${createdCounter}`,
    ...row,
    createdTime: nowText(),
  };
  changes.created.unshift(record);
  return record;
}

function numberTaken(base: readonly PolicyRecord[]) {
  const rows = tableRows(base);
  const numbers = new Set(rows.map((row) => row.number));
  return (number: string) => numbers.has(number);
}

function resolversFor(base: () => readonly PolicyRecord[]) {
  return {
    policyList: async ({ request }) => {
      await mockLatency();
      const params = readListParams(new URL(request.url).searchParams);
      return debugOk(structuredClone(queryPolicies(tableRows(base()), params)));
    },
    policyDetail: async ({ request }) => {
      await mockLatency();
      const number = new URL(request.url).searchParams.get('number')?.trim() ?? '';
      const row = tableRows(base()).find((candidate) => candidate.number === number);
      // Not there is an answer, not a failure: the drawer says so.
      return debugOk(row ? { ...row } : null);
    },
    policyCreate: async ({ request }) => {
      await mockLatency();
      const checked = checkNew(await readJsonObject(request), numberTaken(base()));
      if (!('row' in checked)) return debugFail(checked.message);
      if (changes.created.length >= CREATED_ROWS_MAX) {
        return debugFail(SEARCH_TABLE_MOCK_MESSAGES.storeFull);
      }
      const record = insert(checked.row);
      saveChanges();
      return debugOk({ ...record });
    },
    policyImport: async ({ request }) => {
      await mockLatency();
      const body = await readJsonObject(request);
      const rows: unknown[] = Array.isArray(body.rows) ? body.rows : [];
      if (rows.length > IMPORT_BATCH_MAX)
        return debugFail(SEARCH_TABLE_MOCK_MESSAGES.batchTooLarge);
      if (changes.created.length + rows.length > CREATED_ROWS_MAX) {
        return debugFail(SEARCH_TABLE_MOCK_MESSAGES.storeFull);
      }
      const taken = numberTaken(base());
      const inBatch = new Set<string>();
      const created: PolicyRecord[] = [];
      const rejected: PolicyImportRejection[] = [];
      rows.forEach((candidate, index) => {
        const checked = checkNew(candidate, (number) => taken(number) || inBatch.has(number));
        if ('row' in checked) {
          inBatch.add(checked.row.number);
          created.push(insert(checked.row));
        } else {
          rejected.push({ index, code: checked.code, message: checked.message });
        }
      });
      if (created.length) saveChanges();
      return debugOk({ created: created.map((row) => ({ ...row })), rejected });
    },
    policyStatus: async ({ request }) => {
      await mockLatency();
      const body = await readJsonObject(request);
      const ids = Array.isArray(body.ids)
        ? body.ids.filter((id): id is string => typeof id === 'string')
        : [];
      if (ids.length === 0) return debugFail(SEARCH_TABLE_MOCK_MESSAGES.noneChosen);
      if (!isPolicyStatus(body.status)) return debugFail(SEARCH_TABLE_MOCK_MESSAGES.invalidStatus);
      const status = body.status;
      const wanted = new Set(ids);
      let updated = 0;
      changes.created = changes.created.map((row) => {
        if (!wanted.has(row.id)) return row;
        wanted.delete(row.id);
        updated += 1;
        return { ...row, status };
      });
      for (const row of base()) {
        if (!wanted.has(row.id)) continue;
        changes.statuses[row.id] = status;
        updated += 1;
      }
      saveChanges();
      return debugOk({ updated });
    },
  } satisfies Record<string, Resolver>;
}

/**
 * A visitor of the demo console (and the search-table benchmark) may ask for the 100,000 rows of the `large`
 * scenario with `localStorage['pasture.mock.searchTable.rows'] = 'large'`: the console installs only the
 * happy-path handlers, and this is the one way to see the 10,000-row page there.
 */
export const DEMO_ROWS_KEY = 'pasture.mock.searchTable.rows';

function demoRows(): readonly PolicyRecord[] {
  try {
    if (typeof localStorage !== 'undefined' && localStorage.getItem(DEMO_ROWS_KEY) === 'large') {
      return largePolicyRows();
    }
  } catch {
    // No storage (a node test, a locked-down browser): the 55 rows.
  }
  return policyRows;
}

const resolvers = resolversFor(demoRows);
type SearchTableEndpointName = keyof typeof resolvers;
const endpointNames = Object.keys(resolvers) as SearchTableEndpointName[];
const readNames: readonly SearchTableEndpointName[] = ['policyList', 'policyDetail'];
const writeNames: readonly SearchTableEndpointName[] = [
  'policyCreate',
  'policyImport',
  'policyStatus',
];

/** The happy-path handlers: 55 rows. */
export const searchTableHandlers: RequestHandler[] = endpointNames.map((name) =>
  mockRoute(endpoints[name], resolvers[name]),
);

function answering(
  names: readonly SearchTableEndpointName[],
  resolver: (name: SearchTableEndpointName) => Resolver,
): RequestHandler[] {
  return [
    ...names.map((name) => mockRoute(endpoints[name], resolver(name))),
    ...searchTableHandlers,
  ];
}

const SLOW_MS = 3_000;
const largeResolvers = resolversFor(largePolicyRows);

/**
 * The scenario names of the search table's mocks (`searchTableScenarios`): no content, every call failing (50000),
 * taking 3 s or answering HTTP 401, 100,000 seeded rows, every write refused, and 3 s writes.
 */
export type SearchTableScenarioName =
  'empty' | 'error' | 'slow' | 'unauthorized' | 'large' | 'saveError' | 'slowWrites';

/**
 * Complete handler lists for `parameters.msw.handlers.searchTable` (stories) or `server.use(...)` (tests): the
 * scenario's handlers first, then the normal ones.
 */
export const searchTableScenarios: Readonly<Record<SearchTableScenarioName, RequestHandler[]>> = {
  /** No content set at all. */
  empty: answering(readNames, (name) => async () => {
    await mockLatency();
    return debugOk(name === 'policyList' ? { list: [], total: 0 } : null);
  }),
  /** Every call answers the debug failure code 50000. */
  error: answering(endpointNames, () => async () => {
    await mockLatency();
    return debugFail(SEARCH_TABLE_MOCK_MESSAGES.serverError);
  }),
  /** Every call takes 3 s, to show the loading states. */
  slow: answering(endpointNames, (name) => async (info) => {
    await delay(SLOW_MS);
    return resolvers[name](info);
  }),
  /** The session has ended: every call answers HTTP 401 (the console asks to log in again). */
  unauthorized: answering(endpointNames, () => async () => {
    await mockLatency();
    return unauthorizedResponse();
  }),
  /** 100,000 seeded rows, for the 10,000-row page and a long export. */
  large: answering(endpointNames, (name) => largeResolvers[name]),
  /** Reads work; every write is refused (the form keeps what was typed). */
  saveError: answering(writeNames, () => async () => {
    await mockLatency();
    return debugFail(SEARCH_TABLE_MOCK_MESSAGES.saveFailed);
  }),
  /** Writes take 3 s, to show their pending states and the import's progress. */
  slowWrites: answering(writeNames, (name) => async (info) => {
    await delay(SLOW_MS);
    return resolvers[name](info);
  }),
};

export const searchTableMocks = defineFeatureMocks({
  name: 'searchTable',
  handlers: searchTableHandlers,
  scenarios: searchTableScenarios,
  reset: resetSearchTableMocks,
});
