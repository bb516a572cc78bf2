import {
  columnOrderingFeature,
  columnPinningFeature,
  columnResizingFeature,
  columnSizingFeature,
  columnVisibilityFeature,
  createColumnHelper,
  createPaginatedRowModel,
  createSortedRowModel,
  metaHelper,
  rowPaginationFeature,
  rowSelectionFeature,
  rowSortingFeature,
  sortFn_alphanumeric,
  sortFn_basic,
  sortFn_datetime,
  sortFn_text,
  tableFeatures,
  type Column,
  type ColumnDef,
  type RowData,
} from '@tanstack/react-table';

/** What a column may say about itself beyond TanStack's definition (`meta` of a column definition). */
export interface TableColumnMeta {
  /** Horizontal alignment of the header and cells; numbers usually `end`. Default `start`. */
  align?: 'start' | 'center' | 'end';
  /** Keeps the column in view while the table scrolls sideways. A fixed column needs a `size`. */
  fixed?: 'start' | 'end';
  /** Renders the column's cells as row headers (`<th scope="row">`), e.g. the name that identifies a record. */
  rowHeader?: boolean;
  /**
   * The column's name as plain text, for the column settings and the resize handle. Needed when `header` is not a
   * string.
   */
  label?: string;
}

/**
 * The TanStack Table features every `Table` registers: sorting, visibility, ordering, selection, sizing, resizing,
 * pinning and pagination, with the client-side sorted and paginated row models (bypassed by `manual*`).
 */
export const pastureTableFeatures = tableFeatures({
  columnMeta: metaHelper<TableColumnMeta>(),
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: {
    alphanumeric: sortFn_alphanumeric,
    basic: sortFn_basic,
    datetime: sortFn_datetime,
    text: sortFn_text,
  },
  columnVisibilityFeature,
  columnOrderingFeature,
  rowSelectionFeature,
  columnSizingFeature,
  columnResizingFeature,
  columnPinningFeature,
  rowPaginationFeature,
  paginatedRowModel: createPaginatedRowModel(),
});

/**
 * The type of `pastureTableFeatures`: the TanStack Table v9 feature set every `Table` type (`TableColumnDef`,
 * `TableRow`, `PastureTable`) is parameterised with.
 */
export type TableFeatureSet = typeof pastureTableFeatures;

/** A column of a `Table` over rows of `TData`. Build them with `createTableColumnHelper<TData extends RowData>()`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each column keeps its own value type, as TanStack's helper does
export type TableColumnDef<TData extends RowData> = ColumnDef<TableFeatureSet, TData, any>;

/** A column instance of a `Table` (what header and cell renderers receive). */
export type TableColumn<TData extends RowData> = Column<TableFeatureSet, TData, unknown>;

/**
 * TanStack's column helper for a `Table` over `TData`, so accessors are typed by the row's keys:
 *
 * @example
 * const column = createTableColumnHelper<Cow>();
 * const columns = column.columns([
 *   column.accessor('tag', { header: 'Ear tag', meta: { fixed: 'start' }, size: 120 }),
 *   column.accessor('weight', { header: 'Weight (kg)', meta: { align: 'end' } }),
 * ]);
 */
export function createTableColumnHelper<TData extends RowData>() {
  return createColumnHelper<TableFeatureSet, TData>();
}

/** The plain-text name of a column: its `meta.label`, else its string header, else its id. */
export function columnLabel<TData extends RowData>(column: TableColumn<TData>): string {
  const { header, meta } = column.columnDef;
  return meta?.label ?? (typeof header === 'string' ? header : column.id);
}
