export { SearchTableScreen } from './SearchTableScreen';
export {
  createPolicy,
  fetchAllPolicies,
  getPolicyDetail,
  getPolicyList,
  importPolicies,
  policyDetailQueryOptions,
  policyListQueryOptions,
  setPolicyStatus,
} from './searchTable.api';
export type { SearchTableCallOptions } from './searchTable.api';
export { policySchema } from './searchTable.schema';
export type { PolicyFormValues } from './searchTable.schema';
export { readSearchTableState, searchOf } from './searchTable.params';
export type { SearchTableState } from './searchTable.params';
export { CONTENT_TYPES, FILTER_TYPES, POLICY_STATUSES } from './searchTable.types';
export type {
  ContentType,
  FilterType,
  NewPolicy,
  PolicyFilters,
  PolicyImportAnswer,
  PolicyImportRejection,
  PolicyListAnswer,
  PolicyListParams,
  PolicyRecord,
  PolicySort,
  PolicySortField,
  PolicyStatus,
  PolicyStatusAnswer,
} from './searchTable.types';
export { searchTableLocale } from './locales';
