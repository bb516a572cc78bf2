import { isOneOf } from '../../../components/shared/isOneOf';

/**
 * Shapes of the search table's calls: the content set (policy row) and the list answer of
 * `/api/list/policy`, plus the answers of our own write endpoints.
 */

/** Content type: image-text, horizontal short video, vertical short video. */
export const CONTENT_TYPES = ['img', 'horizontalVideo', 'verticalVideo'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

/** Filter type: artificial, rules. */
export const FILTER_TYPES = ['artificial', 'rules'] as const;
export type FilterType = (typeof FILTER_TYPES)[number];

/** Content set status: online, offline. */
export const POLICY_STATUSES = ['online', 'offline'] as const;
export type PolicyStatus = (typeof POLICY_STATUSES)[number];

/** Columns the server sorts by (the others are enumerations, where an order means nothing). */
export const POLICY_SORT_FIELDS = ['number', 'name', 'count', 'createdTime'] as const;
export type PolicySortField = (typeof POLICY_SORT_FIELDS)[number];
export type SortOrder = 'asc' | 'desc';

/** Policy row: one content set. */
export interface PolicyRecord {
  /** Server id; stable, never shown. */
  id: string;
  /** The set number operators quote: digits, unique. */
  number: string;
  name: string;
  contentType: ContentType;
  filterType: FilterType;
  /** Pieces of content in the set. */
  count: number;
  status: PolicyStatus;
  /** Local time `YYYY-MM-DD HH:mm:ss`. */
  createdTime: string;
}

/** Answer of `/api/list/policy`: one page and the number of rows that match. */
export interface PolicyListAnswer {
  list: PolicyRecord[];
  total: number;
}

/** The search form's filters; empty text and `null` mean "any". */
export interface PolicyFilters {
  /** Set numbers that start with these digits. */
  number: string;
  /** Names that contain this text (case-insensitive). */
  name: string;
  contentType: ContentType | null;
  filterType: FilterType | null;
  status: PolicyStatus | null;
  /** First day of the creation range (`YYYY-MM-DD`, inclusive). */
  createdFrom: string | null;
  /** Last day of the creation range (`YYYY-MM-DD`, inclusive). */
  createdTo: string | null;
}

export interface PolicySort {
  field: PolicySortField;
  order: SortOrder;
}

/** Everything one list request asks for: filters, sort and page. */
export interface PolicyListParams extends PolicyFilters {
  sort: PolicySort | null;
  /** 1-based page. */
  current: number;
  pageSize: number;
}

/** What Create and Import send for one new content set; the server gives it an id and a creation time. */
export interface NewPolicy {
  number: string;
  name: string;
  contentType: ContentType;
  filterType: FilterType;
  count: number;
  status: PolicyStatus;
}

/** A row the server refused in an import batch, by its position in the batch (0-based). */
export interface PolicyImportRejection {
  index: number;
  /** `duplicate`: the set number exists (or came earlier in the batch); `invalid`: a field breaks a rule. */
  code: 'duplicate' | 'invalid';
  /** The server's words. */
  message: string;
}

/** Answer of an import batch: the rows created and the ones refused (e.g. a number that exists). */
export interface PolicyImportAnswer {
  created: PolicyRecord[];
  rejected: PolicyImportRejection[];
}

/** Answer of a status change: how many sets changed. */
export interface PolicyStatusAnswer {
  updated: number;
}

export const isContentType = (value: unknown): value is ContentType =>
  isOneOf(CONTENT_TYPES, value);
export const isFilterType = (value: unknown): value is FilterType => isOneOf(FILTER_TYPES, value);
export const isPolicyStatus = (value: unknown): value is PolicyStatus =>
  isOneOf(POLICY_STATUSES, value);
export const isPolicySortField = (value: unknown): value is PolicySortField =>
  isOneOf(POLICY_SORT_FIELDS, value);
