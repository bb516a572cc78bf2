import type { RequestHandler } from 'msw';
import { unauthorizedResponse } from '../../../mocks/auth/mockSession';
import { mockLatency } from '../../../mocks/delay';
import { defineFeatureMocks } from '../../../mocks/feature';
import { readJsonObject } from '../../../mocks/request';
import { debugFail, debugOk } from '../../../mocks/responses';
import { mockScenarioKit, type MockResolver } from '../../../mocks/readScenarios';
import { farmSeedOf } from '../../../mocks/farm';
import { largePolicyRows, policyRowsOfFarm } from './searchTable.fixtures';
import {
  CREATED_ROWS_MAX,
  createdCount,
  insert,
  insertAll,
  numberTaken,
  resetSearchTableMocks,
  setStatuses,
  tableRows,
} from './searchTable.mockStore';
import { queryPolicies } from './searchTable.mockQuery';
import { readListParams } from './searchTable.params';
import { policySchema } from './searchTable.schema';
import {
  isPolicyStatus,
  type NewPolicy,
  type PolicyImportRejection,
  type PolicyRecord,
} from './searchTable.types';
import { mockMessagesInChinese } from '../../../mocks/locale';

export { CREATED_ROWS_MAX, resetSearchTableMocks } from './searchTable.mockStore';
export { matchingPolicies, queryPolicies } from './searchTable.mockQuery';

/**
 * The search table's mock server: `/api/list/policy` filters, sorts and pages its rows like a real
 * server would, and our own write endpoints create, import and switch content sets. What a session
 * creates or changes is kept until `resetSearchTableMocks` (and across reloads of the tab, in sessionStorage).
 */

/** Words of the mocked server (answered in the request's language, `mockMessagesInChinese`). */
export const SEARCH_TABLE_MOCK_MESSAGES = mockMessagesInChinese(
  {
    serverError: 'content set service unavailable',
    duplicate: 'set number already exists',
    invalid: 'the content set is invalid',
    batchTooLarge: `an import batch holds at most 500 rows`,
    noneChosen: 'no content set was chosen',
    invalidStatus: 'status must be online or offline',
    saveFailed: 'the content set could not be saved',
    storeFull: `the demo server keeps at most ${CREATED_ROWS_MAX.toLocaleString('en-US')} new content sets per session; start a new session to add more`,
  } as const,
  {
    serverError: '内容集合服务暂不可用',
    duplicate: '集合编号已存在',
    invalid: '内容集合不符合规则',
    batchTooLarge: '每批导入最多 500 行',
    noneChosen: '未选择内容集合',
    invalidStatus: '状态只能是 online 或 offline',
    saveFailed: '内容集合未能保存',
    storeFull: `演示服务器每个会话最多保存 ${CREATED_ROWS_MAX.toLocaleString('en-US')} 个新内容集合；请开始新的会话后再添加`,
  },
);

/** Largest import batch the server takes. */
export const IMPORT_BATCH_MAX = 500;

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

function resolversFor(base: (request: Request) => readonly PolicyRecord[]) {
  return {
    policyList: async ({ request }) => {
      await mockLatency();
      const params = readListParams(new URL(request.url).searchParams);
      return debugOk(structuredClone(queryPolicies(tableRows(base(request)), params)));
    },
    policyDetail: async ({ request }) => {
      await mockLatency();
      const number = new URL(request.url).searchParams.get('number')?.trim() ?? '';
      const row = tableRows(base(request)).find((candidate) => candidate.number === number);
      // Not there is an answer, not a failure: the drawer says so.
      return debugOk(row ? { ...row } : null);
    },
    policyCreate: async ({ request }) => {
      await mockLatency();
      const checked = checkNew(await readJsonObject(request), numberTaken(base(request)));
      if (!('row' in checked)) return debugFail(checked.message);
      if (createdCount() >= CREATED_ROWS_MAX) {
        return debugFail(SEARCH_TABLE_MOCK_MESSAGES.storeFull);
      }
      const record = insert(checked.row);
      return debugOk({ ...record });
    },
    policyImport: async ({ request }) => {
      await mockLatency();
      const body = await readJsonObject(request);
      const rows: unknown[] = Array.isArray(body.rows) ? body.rows : [];
      if (rows.length > IMPORT_BATCH_MAX)
        return debugFail(SEARCH_TABLE_MOCK_MESSAGES.batchTooLarge);
      if (createdCount() + rows.length > CREATED_ROWS_MAX) {
        return debugFail(SEARCH_TABLE_MOCK_MESSAGES.storeFull);
      }
      const taken = numberTaken(base(request));
      const inBatch = new Set<string>();
      const accepted: NewPolicy[] = [];
      const rejected: PolicyImportRejection[] = [];
      rows.forEach((candidate, index) => {
        const checked = checkNew(candidate, (number) => taken(number) || inBatch.has(number));
        if ('row' in checked) {
          inBatch.add(checked.row.number);
          accepted.push(checked.row);
        } else {
          rejected.push({ index, code: checked.code, message: checked.message });
        }
      });
      const created = accepted.length > 0 ? insertAll(accepted) : [];
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
      const updated = setStatuses(base(request), ids, body.status);
      return debugOk({ updated });
    },
  } satisfies Record<string, MockResolver>;
}

/**
 * A visitor of the demo console (and the search-table benchmark) may ask for the 100,000 rows of the `large`
 * scenario with `localStorage['pasture.mock.searchTable.rows'] = 'large'`: the console installs only the
 * happy-path handlers, and this is the one way to see the 10,000-row page there.
 */
export const DEMO_ROWS_KEY = 'pasture.mock.searchTable.rows';

/** The 55 rows of the request's farm: the fixtures' for the home farm, seeded from the farm's id for any other. */
function demoRows(request: Request): readonly PolicyRecord[] {
  try {
    if (typeof localStorage !== 'undefined' && localStorage.getItem(DEMO_ROWS_KEY) === 'large') {
      return largePolicyRows();
    }
  } catch {
    // No storage (a node test, a locked-down browser): the 55 rows.
  }
  return policyRowsOfFarm(farmSeedOf(request));
}

const kit = mockScenarioKit(resolversFor(demoRows));
type SearchTableEndpointName = (typeof kit.names)[number];
const readNames: readonly SearchTableEndpointName[] = ['policyList', 'policyDetail'];
const writeNames: readonly SearchTableEndpointName[] = [
  'policyCreate',
  'policyImport',
  'policyStatus',
];

/** The happy-path handlers: 55 rows. */
export const searchTableHandlers: RequestHandler[] = kit.handlers;

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
  empty: kit.answering(readNames, (name) =>
    debugOk(name === 'policyList' ? { list: [], total: 0 } : null),
  ),
  /** Every call answers the debug failure code 50000. */
  error: kit.answering(kit.names, () => debugFail(SEARCH_TABLE_MOCK_MESSAGES.serverError)),
  /** Every call takes 3 s, to show the loading states. */
  slow: kit.slowly(kit.names),
  /** The session has ended: every call answers HTTP 401 (the console asks to log in again). */
  unauthorized: kit.answering(kit.names, () => unauthorizedResponse()),
  /** 100,000 seeded rows, for the 10,000-row page and a long export. */
  large: mockScenarioKit(resolversFor(() => largePolicyRows())).handlers,
  /** Reads work; every write is refused (the form keeps what was typed). */
  saveError: kit.answering(writeNames, () => debugFail(SEARCH_TABLE_MOCK_MESSAGES.saveFailed)),
  /** Writes take 3 s, to show their pending states and the import's progress. */
  slowWrites: kit.slowly(writeNames),
};

export const searchTableMocks = defineFeatureMocks({
  name: 'searchTable',
  handlers: searchTableHandlers,
  scenarios: searchTableScenarios,
  reset: resetSearchTableMocks,
});
