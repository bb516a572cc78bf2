import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../api/client';
import { searchTableEndpoints as endpoints } from './searchTable.endpoints';
import { farmQueryKey, useApiScope, type ApiScope } from '../../../data/apiScope';
import { listQuery } from './searchTable.params';
import type {
  NewPolicy,
  PolicyImportAnswer,
  PolicyListAnswer,
  PolicyListParams,
  PolicyRecord,
  PolicyStatus,
  PolicyStatusAnswer,
} from './searchTable.types';

/** Options shared by the search table's calls. */
export interface SearchTableCallOptions {
  /** Cancels the request (a page that is left, an export the user cancelled). */
  signal?: AbortSignal;
}

/** GET /api/list/policy: one page of the content sets that match the filters, and their number. */
export function getPolicyList(
  client: ApiClient,
  params: PolicyListParams,
  options: SearchTableCallOptions = {},
): Promise<PolicyListAnswer> {
  return client.request<PolicyListAnswer>({
    ...endpoints.policyList,
    query: { current: params.current, pageSize: params.pageSize, ...listQuery(params) },
    envelope: 'debug',
    signal: options.signal,
  });
}

/** GET /api/list/policy/detail?number= (ours): one content set by its number, `null` if none. */
export function getPolicyDetail(
  client: ApiClient,
  { number }: { number: string },
  options: SearchTableCallOptions = {},
): Promise<PolicyRecord | null> {
  return client.request<PolicyRecord | null>({
    ...endpoints.policyDetail,
    query: { number },
    envelope: 'debug',
    signal: options.signal,
  });
}

/** POST /api/list/policy/create (ours): creates one content set; answers it with its id and creation time. */
export function createPolicy(
  client: ApiClient,
  body: NewPolicy,
  options: SearchTableCallOptions = {},
): Promise<PolicyRecord> {
  return client.request<PolicyRecord>({
    ...endpoints.policyCreate,
    body,
    envelope: 'debug',
    signal: options.signal,
  });
}

/** POST /api/list/policy/import (ours): creates a batch of at most 500 sets; answers which were created or refused. */
export function importPolicies(
  client: ApiClient,
  { rows }: { rows: readonly NewPolicy[] },
  options: SearchTableCallOptions = {},
): Promise<PolicyImportAnswer> {
  return client.request<PolicyImportAnswer>({
    ...endpoints.policyImport,
    body: { rows },
    envelope: 'debug',
    signal: options.signal,
  });
}

/** POST /api/list/policy/status (ours): puts content sets online or takes them offline. */
export function setPolicyStatus(
  client: ApiClient,
  body: { ids: readonly string[]; status: PolicyStatus },
  options: SearchTableCallOptions = {},
): Promise<PolicyStatusAnswer> {
  return client.request<PolicyStatusAnswer>({
    ...endpoints.policyStatus,
    body,
    envelope: 'debug',
    signal: options.signal,
  });
}

/** Every query of the search table starts with this key part, so one invalidation refreshes them all. */
export const SEARCH_TABLE_QUERY_KEY = 'search-table';

/** One page of content sets; the previous page stays on screen while the next one loads. */
export function policyListQueryOptions(scope: ApiScope, params: PolicyListParams) {
  return queryOptions({
    queryKey: farmQueryKey(scope, SEARCH_TABLE_QUERY_KEY, 'policies', params),
    queryFn: ({ signal }) => getPolicyList(scope.client, params, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** One content set by number (the details drawer opened from a link). */
export function policyDetailQueryOptions(scope: ApiScope, number: string) {
  return queryOptions({
    queryKey: farmQueryKey(scope, SEARCH_TABLE_QUERY_KEY, 'policy', number),
    queryFn: ({ signal }) => getPolicyDetail(scope.client, { number }, { signal }),
  });
}

/** Refreshes every list and detail of the search table after a write. */
function useInvalidateSearchTable() {
  const queryClient = useQueryClient();
  // Not awaited by the mutations: the user hears "saved" when the server said so, not after the table reloaded.
  return () => void queryClient.invalidateQueries({ queryKey: [SEARCH_TABLE_QUERY_KEY] });
}

/**
 * Creates a content set, then refreshes the table. The dialog shows nothing of a failure itself: the error policy
 * toasts it and the form keeps what was typed.
 */
export function useCreatePolicy() {
  const { client } = useApiScope();
  const invalidate = useInvalidateSearchTable();
  return useMutation({
    mutationFn: (body: NewPolicy) => createPolicy(client, body),
    onSuccess: () => invalidate(),
  });
}

/** Puts the chosen content sets online or offline, then refreshes the table. */
export function useSetPolicyStatus() {
  const { client } = useApiScope();
  const invalidate = useInvalidateSearchTable();
  return useMutation({
    mutationFn: (body: { ids: readonly string[]; status: PolicyStatus }) =>
      setPolicyStatus(client, body),
    onSuccess: () => invalidate(),
  });
}

/** Sends one import batch; the import dialog sends them one after another and refreshes the table at the end. */
export function useImportBatch() {
  const { client } = useApiScope();
  return useMutation({
    mutationFn: ({ rows, signal }: { rows: readonly NewPolicy[]; signal?: AbortSignal }) =>
      importPolicies(client, { rows }, { signal }),
    // The import report says what failed, batch by batch, next to the file.
    meta: { errorToast: false },
  });
}

export { useInvalidateSearchTable };

/** Rows a download asks for per request: big enough to be quick, small enough to show progress. */
export const EXPORT_PAGE_SIZE = 1_000;

/** Progress of a download: rows fetched so far of the total the server reported. */
export interface ExportProgress {
  done: number;
  total: number;
}

/**
 * Every row that matches, fetched page by page (so a download of 100,000 rows shows its progress and can be
 * cancelled between pages). Stops at the reported total or at the first short page.
 */
export async function fetchAllPolicies(
  fetchPage: (page: { current: number; pageSize: number }) => Promise<PolicyListAnswer>,
  {
    pageSize = EXPORT_PAGE_SIZE,
    onProgress,
  }: { pageSize?: number; onProgress?: (progress: ExportProgress) => void } = {},
): Promise<PolicyRecord[]> {
  const rows: PolicyRecord[] = [];
  for (let current = 1; ; current += 1) {
    const page = await fetchPage({ current, pageSize });
    rows.push(...page.list);
    onProgress?.({ done: rows.length, total: page.total });
    if (page.list.length < pageSize || rows.length >= page.total) return rows;
  }
}
