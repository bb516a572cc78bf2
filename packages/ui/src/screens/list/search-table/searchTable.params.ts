import { fromIsoDate } from '../../../components/DatePicker/isoDate';
import { MockLimits } from '../../../constants';
import {
  isContentType,
  isFilterType,
  isPolicySortField,
  isPolicyStatus,
  type PolicyFilters,
  type PolicyListParams,
  type PolicySort,
} from './searchTable.types';

/**
 * The search table's state as a query string, and the same parameters as `/api/list/policy` takes them: one reader
 * for the page's URL, the request and the mock server, so a link, a reload and the server agree on every rule.
 * Whatever does not make sense is dropped or clamped, never an error.
 */

/** Page size 10 by default. */
export const DEFAULT_PAGE_SIZE = MockLimits.defaultPageSize;
/** The sizes the page-size select offers. */
export const PAGE_SIZE_CHOICES: readonly number[] = [10, 20, 50, 100];
/** The largest page a link may ask for (the 10,000-row view); anything larger is clamped to it. */
export const MAX_PAGE_SIZE = 10_000;
/** Longest text filter kept from a link. */
export const FILTER_TEXT_MAX = 50;

export const EMPTY_FILTERS: PolicyFilters = Object.freeze({
  number: '',
  name: '',
  contentType: null,
  filterType: null,
  status: null,
  createdFrom: null,
  createdTo: null,
});

export const DEFAULT_LIST_PARAMS: PolicyListParams = Object.freeze({
  ...EMPTY_FILTERS,
  sort: null,
  current: 1,
  pageSize: DEFAULT_PAGE_SIZE,
});

/** What the page shows: the list request and the content set whose details are open (`?view=<number>`). */
export interface SearchTableState {
  params: PolicyListParams;
  view: string | null;
}

const positiveInteger = (raw: string | null): number | null =>
  raw !== null && /^\d{1,9}$/.test(raw.trim()) && Number(raw) >= 1 ? Number(raw) : null;

const text = (raw: string | null): string => (raw ?? '').trim().slice(0, FILTER_TEXT_MAX);

const isoDay = (raw: string | null): string | null =>
  raw !== null && fromIsoDate(raw.trim()) ? raw.trim() : null;

function readSort(params: URLSearchParams): PolicySort | null {
  const field = params.get('sort');
  if (!isPolicySortField(field)) return null;
  return { field, order: params.get('order') === 'desc' ? 'desc' : 'asc' };
}

/** The list request a query string asks for: unknown values dropped, the page and its size clamped. */
export function readListParams(params: URLSearchParams): PolicyListParams {
  let createdFrom = isoDay(params.get('createdFrom'));
  let createdTo = isoDay(params.get('createdTo'));
  // A range given backwards still means the days between the two.
  if (createdFrom && createdTo && createdFrom > createdTo) {
    [createdFrom, createdTo] = [createdTo, createdFrom];
  }
  const contentType = params.get('contentType');
  const filterType = params.get('filterType');
  const status = params.get('status');
  return {
    number: text(params.get('number')),
    name: text(params.get('name')),
    contentType: isContentType(contentType) ? contentType : null,
    filterType: isFilterType(filterType) ? filterType : null,
    status: isPolicyStatus(status) ? status : null,
    createdFrom,
    createdTo,
    sort: readSort(params),
    current: positiveInteger(params.get('current')) ?? 1,
    pageSize: Math.min(positiveInteger(params.get('pageSize')) ?? DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE),
  };
}

/** The page's state from its query string (`location.search`, with or without `?`). */
export function readSearchTableState(search: string): SearchTableState {
  const params = new URLSearchParams(search);
  const view = params.get('view')?.trim() ?? '';
  return { params: readListParams(params), view: /^\d{1,20}$/.test(view) ? view : null };
}

/**
 * The query of a list request, defaults left out: `/api/list/policy` takes exactly these (and so does the page's
 * URL, which adds `view`).
 */
export function listQuery(params: PolicyListParams): Record<string, string> {
  const query: Record<string, string> = {};
  if (params.number) query.number = params.number;
  if (params.name) query.name = params.name;
  if (params.contentType) query.contentType = params.contentType;
  if (params.filterType) query.filterType = params.filterType;
  if (params.status) query.status = params.status;
  if (params.createdFrom) query.createdFrom = params.createdFrom;
  if (params.createdTo) query.createdTo = params.createdTo;
  if (params.sort) {
    query.sort = params.sort.field;
    query.order = params.sort.order;
  }
  if (params.current !== 1) query.current = String(params.current);
  if (params.pageSize !== DEFAULT_PAGE_SIZE) query.pageSize = String(params.pageSize);
  return query;
}

/** The query string of a state (`?…`, or `''` for the default view), for `host.navigate`. */
export function searchOf(state: SearchTableState): string {
  const query = new URLSearchParams(listQuery(state.params));
  if (state.view) query.set('view', state.view);
  const search = query.toString();
  return search ? `?${search}` : '';
}

/** How many filters narrow the list (the search form's badge, the empty state's wording). */
export function activeFilterCount(filters: PolicyFilters): number {
  return [
    filters.number,
    filters.name,
    filters.contentType,
    filters.filterType,
    filters.status,
    filters.createdFrom ?? filters.createdTo,
  ].filter((value) => value !== null && value !== '').length;
}

/** The filters part of a request. */
export function filtersOf(params: PolicyFilters): PolicyFilters {
  return {
    number: params.number,
    name: params.name,
    contentType: params.contentType,
    filterType: params.filterType,
    status: params.status,
    createdFrom: params.createdFrom,
    createdTo: params.createdTo,
  };
}
