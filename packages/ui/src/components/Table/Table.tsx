import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { useTable, type ColumnPinningState, type RowData } from '@tanstack/react-table';
import { useEffect, useId, useMemo, type CSSProperties, type ReactNode } from 'react';
import { useDataComponentsTranslation } from '../locales-data';
import { LoadFailedAlert } from '../AsyncBlock/AsyncBlock';
import { preloadVirtualRows, TableBody } from './TableBody';
import { TableHead } from './TableHead';
import {
  ACTIONS_COLUMN_ID,
  actionsColumn,
  columnIdOf,
  SELECT_COLUMN_ID,
  selectColumn,
} from './tableColumns';
import { pastureTableFeatures, type TableColumnDef } from './tableFeatures';
import { TableElement, TableFrame, TableProgress, TableRoot, TableScroll } from './Table.styles';
import { useControllableState } from './useControllableState';
import { useScrollEdges } from './useScrollEdges';
import { fixedColumnsStick, tableWidth } from './tableLayout';
import { ROW_HEIGHT, shouldVirtualize, type TableDensity } from './virtualization';

/** One sorted column: its id and whether it runs descending. The first entry sorts first. */
export interface TableSort {
  /** The sorted column's id. */
  id: string;
  /** `true` sorts descending, `false` ascending. */
  desc: boolean;
}
/** Ids of the selected rows (from `getRowId`). */
export type TableRowSelection = Record<string, true>;
/** Column ids mapped to `false` are hidden; a missing id is visible. */
export type TableColumnVisibility = Record<string, boolean>;
/** The page a paged table shows, 1-based as `Pagination` counts. */
export interface TablePage {
  /** The page number, from 1. */
  current: number;
  /** Rows per page. */
  pageSize: number;
}

const NO_SORTING: readonly TableSort[] = [];
const NO_SELECTION: TableRowSelection = {};
const ALL_VISIBLE: TableColumnVisibility = {};
const DEFAULT_ORDER: readonly string[] = [];
const ALL_ROWS = { pageIndex: 0, pageSize: Number.MAX_SAFE_INTEGER };

/**
 * Props of `Table`: columns and rows, the sorting, column and selection state (each controlled or not), paging,
 * density, and the loading, empty and error states.
 */
export interface TableProps<TData extends RowData> {
  /** The columns, from `createTableColumnHelper<TData extends RowData>()`. Keep the array stable (module scope or `useMemo`). */
  columns: readonly TableColumnDef<TData>[];
  /** The rows: all of them (client-side) or the current page (`manualPagination`). Keep the array stable. */
  data: readonly TData[];
  /** A stable id per row (the record's id), used for selection and as React keys. */
  getRowId: (row: TData, index: number) => string;
  /** Names the table (a visually hidden `<caption>`), e.g. "Popular content". Or pass `aria-label(ledby)`. */
  caption?: ReactNode;
  /** Accessible name, when no visible label names it. */
  'aria-label'?: string;
  /** Id of the element whose text names it. */
  'aria-labelledby'?: string;

  /** Controlled sorting; pass with `onSortingChange`. */
  sorting?: readonly TableSort[];
  /** Initial sorting when uncontrolled. */
  defaultSorting?: readonly TableSort[];
  /** Called when a header is clicked (or Enter/Space on it): ascending → descending → none. */
  onSortingChange?: (event: { sorting: readonly TableSort[] }) => void;
  /** The server sorts: `data` arrives sorted and the Table only reports the request. */
  manualSorting?: boolean;

  /** Controlled column visibility (`{ weight: false }` hides the weight column). */
  columnVisibility?: TableColumnVisibility;
  /** Called with the new visibility when columns are shown or hidden (controlled mode). */
  onColumnVisibilityChange?: (event: { columnVisibility: TableColumnVisibility }) => void;
  /** Controlled order of column ids; ids left out keep their place after the listed ones. */
  columnOrder?: readonly string[];
  /** Called with the new column order (column ids) when columns are reordered (controlled mode). */
  onColumnOrderChange?: (event: { columnOrder: readonly string[] }) => void;

  /** Adds a checkbox column (select one row, or all rows of the page); a function decides row by row. */
  selectable?: boolean | ((row: TData) => boolean);
  /** Controlled selection (ids of selected rows). */
  rowSelection?: TableRowSelection;
  /** Called with the new selection (row ids) when rows are selected or cleared (controlled mode). */
  onRowSelectionChange?: (event: { rowSelection: TableRowSelection }) => void;
  /** The row's name in its checkbox label ("Select Holstein 0421"). Default: the row id. */
  getRowLabel?: (row: TData) => string;

  /** Shows one page of the rows. Leave out to show every row (or when `data` is already one server page). */
  page?: TablePage;
  /** `data` is already the page (server-side pagination). */
  manualPagination?: boolean;

  /** Row height: compact 36, default 48 or comfortable 56 px. Default `default`. */
  density?: TableDensity;
  /** Keeps the header in view while the body scrolls (needs `maxHeight`). Default on with `maxHeight`. */
  stickyHeader?: boolean;
  /** Height after which the body scrolls, in px or any CSS length. Default none (virtual body: 560 px). */
  maxHeight?: number | string;
  /** Lets the user drag (or move with the arrow keys) the header edges to resize columns. */
  resizable?: boolean;
  /** Renders the actions of a row in a last column that stays in view (edit, delete…). */
  rowActions?: (row: TData) => ReactNode;
  /** Width of the actions column in px. Default 120. */
  rowActionsWidth?: number;

  /** First load: skeleton rows instead of data. */
  loading?: boolean;
  /**
   * A newer result is on its way while `data` still shows the previous one (TanStack Query's `isPlaceholderData`
   * or a refetch): the body dims and a thin bar moves over the header.
   */
  fetching?: boolean;
  /** The last load failed: an inline error with Retry in the body, or above the rows when some are still shown. */
  error?: boolean;
  /** Loads again after an error. */
  onRetry?: () => void;
  /** What failed to load, in the error ("Failed to load herd records"). Default "data" (translated). */
  errorSection?: string;
  /** Why it failed, in the catalogue's words (the server's message or 'Request Error'), under the title. */
  errorDetail?: string;
  /** Text of the empty state. Default "No data" (translated). */
  emptyDescription?: ReactNode;
  /** Rows of the loading skeleton. Default 5. */
  skeletonRows?: number;

  /** Renders only the rows in view: `'auto'` (default) above 100 rows, or always / never. */
  virtual?: boolean | 'auto';
  /** Class name on the root element, for the host's own CSS. */
  className?: string;
  /** Inline style on the root element. */
  style?: CSSProperties;
}

/** Report a TanStack updater's result to a one-object callback. */
function report<K extends string, V>(key: K, callback?: (event: Record<K, V>) => void) {
  return callback ? (value: V) => callback({ [key]: value } as Record<K, V>) : undefined;
}

/**
 * A data table on TanStack Table v9: sortable headers (`aria-sort`), column visibility and order, row selection,
 * fixed first/last columns with a scroll shadow, resizable columns, a row actions column, loading / empty / error
 * states, three densities, and a virtual body above 100 rows (10,000 rows stay smooth; `aria-rowcount` and
 * `aria-rowindex` keep the count). Sorting and paging work client-side or, with `manual*`, on the server.
 */
export function Table<TData extends RowData>({
  columns,
  data,
  getRowId,
  caption,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  sorting: sortingProp,
  defaultSorting = NO_SORTING,
  onSortingChange,
  manualSorting = false,
  columnVisibility: visibilityProp,
  onColumnVisibilityChange,
  columnOrder: orderProp,
  onColumnOrderChange,
  selectable = false,
  rowSelection: selectionProp,
  onRowSelectionChange,
  getRowLabel,
  page,
  manualPagination = false,
  density = 'default',
  stickyHeader,
  maxHeight,
  resizable = false,
  rowActions,
  rowActionsWidth = 120,
  loading = false,
  fetching = false,
  error = false,
  onRetry,
  errorSection,
  errorDetail,
  emptyDescription,
  skeletonRows = 5,
  virtual = 'auto',
  className,
  style,
}: TableProps<TData>) {
  const { t } = useDataComponentsTranslation();
  const captionId = useId();
  const [sorting, setSorting] = useControllableState<TableSort[]>(
    sortingProp as TableSort[] | undefined,
    defaultSorting as TableSort[],
    report('sorting', onSortingChange),
  );
  const [columnVisibility, setColumnVisibility] = useControllableState(
    visibilityProp,
    ALL_VISIBLE,
    report('columnVisibility', onColumnVisibilityChange),
  );
  const [columnOrder, setColumnOrder] = useControllableState<string[]>(
    orderProp as string[] | undefined,
    DEFAULT_ORDER as string[],
    report('columnOrder', onColumnOrderChange),
  );
  const [rowSelection, setRowSelection] = useControllableState(
    selectionProp,
    NO_SELECTION,
    report('rowSelection', onRowSelectionChange),
  );

  const hasActions = rowActions != null;
  const allColumns = useMemo(() => {
    const list = [...columns];
    if (selectable) list.unshift(selectColumn as TableColumnDef<TData>);
    if (hasActions) list.push(actionsColumn(rowActionsWidth) as TableColumnDef<TData>);
    return list;
  }, [columns, selectable, hasActions, rowActionsWidth]);

  const columnPinning = useMemo<ColumnPinningState>(() => {
    const fixed = (side: 'start' | 'end') =>
      columns
        .filter((column) => column.meta?.fixed === side)
        .map((column) => columnIdOf(column))
        .filter((id): id is string => id != null);
    const start = fixed('start');
    return {
      start: selectable && start.length > 0 ? [SELECT_COLUMN_ID, ...start] : start,
      end: hasActions ? [...fixed('end'), ACTIONS_COLUMN_ID] : fixed('end'),
    };
  }, [columns, selectable, hasActions]);

  // TanStack puts the columns an order does not name after the ones it does, so a caller's order (DataTable's column
  // settings name every user column) would move the checkbox column to the end. It leads whatever the order or `fixed`.
  const effectiveOrder = useMemo(
    () =>
      selectable && columnOrder.length > 0
        ? [SELECT_COLUMN_ID, ...columnOrder.filter((id) => id !== SELECT_COLUMN_ID)]
        : columnOrder,
    [selectable, columnOrder],
  );

  const table = useTable({
    features: pastureTableFeatures,
    columns: allColumns,
    data,
    getRowId,
    state: {
      sorting,
      columnVisibility,
      columnOrder: effectiveOrder,
      rowSelection,
      columnPinning,
      pagination: page ? { pageIndex: page.current - 1, pageSize: page.pageSize } : ALL_ROWS,
    },
    onSortingChange: setSorting,
    onColumnVisibilityChange: setColumnVisibility,
    onColumnOrderChange: setColumnOrder,
    onRowSelectionChange: setRowSelection,
    manualSorting,
    manualPagination: manualPagination || page == null,
    autoResetPageIndex: false,
    sortDescFirst: false,
    enableRowSelection:
      typeof selectable === 'function' ? (row) => selectable(row.original) : selectable,
    enableColumnResizing: resizable,
    columnResizeMode: 'onChange',
    // `size: undefined` beats TanStack's default of 150 px, so a column given no size has none of its own and
    // shares the free width (tableLayout's hasOwnWidth); getSize still falls back to 150 for the sums.
    defaultColumn: { minSize: 60, maxSize: 800, size: undefined },
  });

  const rows = table.getRowModel().rows;
  const isVirtual = !loading && shouldVirtualize(rows.length, virtual);
  // The virtual body's code loads as soon as this table may need it (its page size, or all its rows, above the
  // threshold), usually while the rows are still on their way.
  const mayVirtualize = isVirtual || shouldVirtualize(page ? page.pageSize : data.length, virtual);
  useEffect(() => {
    if (mayVirtualize) preloadVirtualRows();
  }, [mayVirtualize]);
  const { box: scrollBox, ref: scrollRef, edges, onScroll } = useScrollEdges();
  const height = maxHeight ?? (isVirtual ? 560 : undefined);
  const tableName =
    caption != null
      ? { 'aria-labelledby': captionId }
      : ariaLabelledBy
        ? { 'aria-labelledby': ariaLabelledBy }
        : ariaLabel
          ? { 'aria-label': ariaLabel }
          : null;
  const showErrorAbove = error && rows.length > 0 && !loading;
  const stick = edges.overflow && fixedColumnsStick(table, edges.width);

  return (
    <TableRoot className={className} style={style}>
      {showErrorAbove ? (
        <LoadFailedAlert
          section={errorSection ?? t('dataComponents.table.data')}
          detail={errorDetail}
          onRetry={() => onRetry?.()}
        />
      ) : null}
      {fetching ? <TableProgress aria-hidden="true" /> : null}
      <VisuallyHidden role="status">
        {loading ? t('components.loading') : fetching ? t('dataComponents.table.refreshing') : ''}
      </VisuallyHidden>
      <TableFrame
        data-hint-start={(edges.start && (!stick || columnPinning.start.length === 0)) || undefined}
        data-hint-end={(edges.end && (!stick || columnPinning.end.length === 0)) || undefined}
      >
        <TableScroll
          ref={scrollRef}
          onScroll={onScroll}
          data-overflow-x={edges.overflow || undefined}
          data-stick-fixed={stick || undefined}
          data-scrolled-start={edges.start || undefined}
          data-scrolled-end={edges.end || undefined}
          tabIndex={0}
          {...(tableName ? { role: 'region', ...tableName } : null)}
          style={
            height == null
              ? undefined
              : ({
                  '--pc-table-max-height': typeof height === 'number' ? `${height}px` : height,
                } as CSSProperties)
          }
        >
          <TableElement
            {...(caption != null ? null : tableName)}
            data-density={density}
            data-sticky-header={(stickyHeader ?? height != null) || undefined}
            data-virtual={isVirtual || undefined}
            data-fetching={fetching || undefined}
            aria-busy={loading || fetching || undefined}
            aria-rowcount={isVirtual ? rows.length + 1 : undefined}
            style={tableWidth(table)}
          >
            {caption != null ? (
              <VisuallyHidden asChild>
                <caption id={captionId}>{caption}</caption>
              </VisuallyHidden>
            ) : null}
            <TableHead table={table} resizable={resizable} virtual={isVirtual} />
            <TableBody
              table={table}
              rows={rows}
              virtual={isVirtual}
              scrollElement={scrollBox}
              rowHeight={ROW_HEIGHT[density]}
              loading={loading}
              skeletonRows={skeletonRows}
              emptyDescription={emptyDescription}
              error={error && rows.length === 0 && !loading}
              errorSection={errorSection}
              errorDetail={errorDetail}
              onRetry={onRetry}
              getRowLabel={getRowLabel}
              rowActions={rowActions}
            />
          </TableElement>
        </TableScroll>
      </TableFrame>
    </TableRoot>
  );
}
