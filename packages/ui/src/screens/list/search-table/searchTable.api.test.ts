import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../../api/client';
import { server } from '../../../mocks/node';
import { apiRejection, createTestClient } from '../../../testing';
import {
  createPolicy,
  fetchAllPolicies,
  getPolicyDetail,
  getPolicyList,
  importPolicies,
  setPolicyStatus,
} from './searchTable.api';
import { LARGE_POLICY_ROW_COUNT, literalPolicies, policyRows } from './searchTable.fixtures';
import {
  CREATED_ROWS_MAX,
  DEMO_ROWS_KEY,
  IMPORT_BATCH_MAX,
  resetSearchTableMocks,
  SEARCH_TABLE_MOCK_MESSAGES,
  searchTableScenarios,
} from './searchTable.handlers';
import { DEFAULT_LIST_PARAMS } from './searchTable.params';
import type { NewPolicy, PolicyListParams } from './searchTable.types';

const list = (client: ApiClient, params: Partial<PolicyListParams> = {}) =>
  getPolicyList(client, { ...DEFAULT_LIST_PARAMS, ...params });

const newSet: NewPolicy = {
  number: '880001',
  name: '冬季补饲专题',
  contentType: 'verticalVideo',
  filterType: 'rules',
  count: 12,
  status: 'online',
};

afterEach(() => {
  server.resetHandlers();
});

describe('the content sets (/api/list/policy) of the mock server', () => {
  it('holds 55 rows with unique set numbers, ten a page, newest first', async () => {
    const client = createTestClient();
    expect(new Set(policyRows.map((row) => row.number)).size).toBe(55);
    const first = await list(client);
    expect(first.total).toBe(55);
    expect(first.list).toEqual(policyRows.slice(0, 10));
    const times = first.list.map((row) => row.createdTime);
    expect(times).toEqual([...times].sort().reverse());
    const last = await list(client, { current: 6 });
    expect(last.list).toHaveLength(5);
    expect((await list(client, { current: 7 })).list).toEqual([]);
  });

  it('filters by every field and counts only the matching rows', async () => {
    const client = createTestClient();
    const offline = await list(client, { status: 'offline', pageSize: 100 });
    expect(offline.total).toBe(policyRows.filter((row) => row.status === 'offline').length);
    expect(offline.list.every((row) => row.status === 'offline')).toBe(true);

    const combined = await list(client, {
      contentType: 'img',
      filterType: 'artificial',
      pageSize: 100,
    });
    expect(combined.list).toEqual(
      policyRows.filter((row) => row.contentType === 'img' && row.filterType === 'artificial'),
    );

    expect((await list(client, { number: '260002' })).list).toEqual([literalPolicies[1]]);
    expect((await list(client, { name: 'tmr' })).list).toEqual([literalPolicies[2]]);

    const days = await list(client, {
      createdFrom: '2026-11-18',
      createdTo: '2026-11-19',
      pageSize: 100,
    });
    expect(days.list.map((row) => row.number)).toEqual(['260002', '260003']);
  });

  it('sorts all matching rows before paging', async () => {
    const client = createTestClient();
    const byCount = await list(client, { sort: { field: 'count', order: 'desc' }, pageSize: 100 });
    const counts = byCount.list.map((row) => row.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const secondPage = await list(client, { sort: { field: 'count', order: 'desc' }, current: 2 });
    expect(secondPage.list).toEqual(byCount.list.slice(10, 20));
    const byNumber = await list(client, { sort: { field: 'number', order: 'asc' }, pageSize: 100 });
    const numbers = byNumber.list.map((row) => Number(row.number));
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
  });

  it('finds one set by number, and answers null for a number it does not know', async () => {
    const client = createTestClient();
    await expect(getPolicyDetail(client, { number: '260001' })).resolves.toEqual(
      literalPolicies[0],
    );
    await expect(getPolicyDetail(client, { number: '1' })).resolves.toBeNull();
  });

  it('answers nothing in the empty scenario and 100,000 rows in the large one', async () => {
    const client = createTestClient();
    server.use(...searchTableScenarios.empty);
    await expect(list(client)).resolves.toEqual({ list: [], total: 0 });
    server.resetHandlers();
    server.use(...searchTableScenarios.large);
    const page = await list(client, { pageSize: 10_000, current: 10 });
    expect(page.total).toBe(LARGE_POLICY_ROW_COUNT);
    expect(page.list).toHaveLength(10_000);
  });

  it('serves the 100,000 rows to a demo visitor who asks for them', async () => {
    const client = createTestClient();
    localStorage.setItem(DEMO_ROWS_KEY, 'large');
    expect((await list(client)).total).toBe(LARGE_POLICY_ROW_COUNT);
    localStorage.removeItem(DEMO_ROWS_KEY);
    expect((await list(client)).total).toBe(55);
  });

  it('fails with the server message in the error scenario', async () => {
    const client = createTestClient();
    server.use(...searchTableScenarios.error);
    const error = await apiRejection(list(client));
    expect(error.message).toBe(SEARCH_TABLE_MOCK_MESSAGES.serverError);
  });
});

describe('our own writes', () => {
  it('creates a set for a logged-in user; it comes first and is kept until the mocks are reset', async () => {
    const client = createTestClient();
    const created = await createPolicy(client, newSet);
    expect(created).toMatchObject(newSet);
    expect(created.createdTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const first = await list(client);
    expect(first.total).toBe(56);
    expect(first.list[0]).toEqual(created);
    resetSearchTableMocks();
    expect((await list(client)).total).toBe(55);
  });

  it('refuses a taken number, a set that breaks a rule, and a caller without a session', async () => {
    const client = createTestClient();
    const taken = await apiRejection(createPolicy(client, { ...newSet, number: '260001' }));
    expect(taken.message).toBe(SEARCH_TABLE_MOCK_MESSAGES.duplicate);
    const invalid = await apiRejection(createPolicy(client, { ...newSet, name: 'x'.repeat(21) }));
    expect(invalid.message).toBe(SEARCH_TABLE_MOCK_MESSAGES.invalid);

    const refused = await apiRejection(createPolicy(createTestClient({ as: null }), newSet));
    expect(refused.kind).toBe('session');
    expect((await list(client)).total).toBe(55);
  });

  it('imports a batch, refusing numbers that exist or repeat in the batch', async () => {
    const client = createTestClient();
    const answer = await importPolicies(client, {
      rows: [
        newSet,
        { ...newSet, number: '880002' },
        { ...newSet, number: '260001' },
        { ...newSet, number: '880002' },
      ],
    });
    expect(answer.created.map((row) => row.number)).toEqual(['880001', '880002']);
    expect(answer.rejected).toEqual([
      { index: 2, code: 'duplicate', message: SEARCH_TABLE_MOCK_MESSAGES.duplicate },
      { index: 3, code: 'duplicate', message: SEARCH_TABLE_MOCK_MESSAGES.duplicate },
    ]);
    expect((await list(client)).total).toBe(57);
  });

  it('keeps at most CREATED_ROWS_MAX new sets a session, then refuses creates and imports with a reason', async () => {
    const client = createTestClient();
    const row = (index: number): NewPolicy => ({ ...newSet, number: String(900_000_000 + index) });
    for (let from = 0; from < CREATED_ROWS_MAX; from += IMPORT_BATCH_MAX) {
      const batch = Array.from({ length: IMPORT_BATCH_MAX }, (_, offset) => row(from + offset));
      const answer = await importPolicies(client, { rows: batch });
      expect(answer.created).toHaveLength(IMPORT_BATCH_MAX);
    }
    expect((await list(client)).total).toBe(55 + CREATED_ROWS_MAX);
    const create = await apiRejection(createPolicy(client, row(CREATED_ROWS_MAX)));
    expect(create.message).toBe(SEARCH_TABLE_MOCK_MESSAGES.storeFull);
    const batch = await apiRejection(importPolicies(client, { rows: [row(CREATED_ROWS_MAX + 1)] }));
    expect(batch.message).toBe(SEARCH_TABLE_MOCK_MESSAGES.storeFull);
    expect((await list(client)).total).toBe(55 + CREATED_ROWS_MAX);
    // Ten batches validated row by row: seconds on a loaded machine.
  }, 30_000);

  it('puts sets online and offline, and the filters see the change', async () => {
    const client = createTestClient();
    const offlineBefore = (await list(client, { status: 'offline' })).total;
    const [first, third] = [literalPolicies[0], literalPolicies[2]];
    if (!first || !third) throw new Error('fixtures');
    await expect(
      setPolicyStatus(client, { ids: [first.id, third.id], status: 'offline' }),
    ).resolves.toEqual({ updated: 2 });
    expect((await list(client, { status: 'offline' })).total).toBe(offlineBefore + 2);
    await expect(getPolicyDetail(client, { number: first.number })).resolves.toMatchObject({
      status: 'offline',
    });
  });

  it('refuses every write in the saveError scenario, with the message the toast shows', async () => {
    const client = createTestClient();
    server.use(...searchTableScenarios.saveError);
    const error = await apiRejection(createPolicy(client, newSet));
    expect(error.message).toBe(SEARCH_TABLE_MOCK_MESSAGES.saveFailed);
  });
});

describe('fetchAllPolicies', () => {
  it('fetches page after page until the total, reporting progress', async () => {
    const client = createTestClient();
    const progress = vi.fn();
    const rows = await fetchAllPolicies(
      (page) => getPolicyList(client, { ...DEFAULT_LIST_PARAMS, status: 'online', ...page }),
      { pageSize: 10, onProgress: progress },
    );
    const online = policyRows.filter((row) => row.status === 'online');
    expect(rows).toEqual(online);
    expect(progress).toHaveBeenCalledTimes(Math.ceil(online.length / 10));
    expect(progress).toHaveBeenLastCalledWith({ done: online.length, total: online.length });
  });
});
