import type {
  PolicyFilters,
  PolicyListAnswer,
  PolicyListParams,
  PolicyRecord,
  PolicySort,
} from './searchTable.types';

/** The search table mock's query engine: `/api/list/policy`'s filters, sort and paging over any rows. */

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
