import type { RowData } from '@tanstack/react-table';
import { useEffect, useId, useMemo, type ReactNode } from 'react';
import { useWidth } from '../shared/useWidth';
import { Pagination, PAGE_SIZE_OPTIONS } from '../Pagination/Pagination';
import { clampPage, pageCountOf } from '../Pagination/paginationRange';
import { Table, type TablePage, type TableProps, type TableSort } from '../Table/Table';
import { columnIdOf } from '../Table/tableColumns';
import { useControllableState } from '../Table/useControllableState';
import { preloadVirtualRows } from '../Table/TableBody';
import { shouldVirtualize, type TableDensity } from '../Table/virtualization';
import { ColumnSettings, type ColumnSettingsItem } from './ColumnSettings';
import {
  DataTableActions,
  DataTableRoot,
  DataTableStart,
  DataTableTitle,
  DataTableToolbar,
} from './DataTable.styles';

/** Below this width (px) the pagination switches to its compact layout. */
const COMPACT_BELOW = 640;

/**
 * Props of `DataTable`: those of `Table` (columns, data, row selection, states) plus the toolbar, the pagination and
 * the density setting. Paging, sorting mode, density and caption are DataTable's own (`page`, `manual`, `density`,
 * the title), so the `Table` props of those names are left out.
 */
export interface DataTableProps<TData extends RowData> extends Omit<
  TableProps<TData>,
  'page' | 'manualPagination' | 'manualSorting' | 'density' | 'caption'
> {
  /** The toolbar's heading; it also names the table. */
  title?: ReactNode;
  /** Level of the title heading (default 2); pick the one that fits the page outline. */
  headingLevel?: 2 | 3 | 4;
  /**
   * The toolbar's start, after the title: the list's main actions (Create, Import) or, while rows are selected, a
   * bulk-action bar.
   */
  toolbarStart?: ReactNode;
  /** The toolbar's action slot (e.g. "New", "Export"), before the column settings. */
  actions?: ReactNode;
  /** Shows the column settings button (visibility, order, density). Default `true`. */
  columnSettings?: boolean;

  /**
   * The server sorts and pages: `data` is the current page, `rowCount` the total, and `onPageChange` /
   * `onSortingChange` are requests to fetch (put them in the query key). Default: everything client-side.
   */
  manual?: boolean;
  /** Total rows on the server (`manual`); client-side it is `data.length`. */
  rowCount?: number;
  /** Shows the pagination under the table. `false` shows every row (the body virtualizes above 100). Default `true`. */
  pagination?: boolean;
  /** Controlled page, 1-based; pass with `onPageChange`. */
  page?: TablePage;
  /** Initial page size when the page is uncontrolled. Default 10. */
  defaultPageSize?: number;
  /** Called with the requested page and size; a sorting change asks for page 1. */
  onPageChange?: (event: TablePage) => void;
  /** Sizes the size changer offers. Default 10 / 20 / 50 / 100. */
  pageSizeOptions?: readonly number[];

  /** Controlled density; pass with `onDensityChange`. */
  density?: TableDensity;
  /** Initial density when uncontrolled. Default `default`. */
  defaultDensity?: TableDensity;
  /** Called with the new density when the user picks one. */
  onDensityChange?: (event: { density: TableDensity }) => void;
}

/**
 * The list-screen pattern: a toolbar (title, actions, column settings), a `Table` and a `Pagination`. Client-side it
 * sorts and pages `data` itself; with `manual` it reports sorting and page requests for the server to answer
 * (`rowCount` is the total), keeping the previous page visible while `fetching`.
 */
export function DataTable<TData extends RowData>({
  title,
  headingLevel = 2,
  toolbarStart,
  actions,
  columnSettings = true,
  manual = false,
  rowCount,
  pagination = true,
  page: pageProp,
  defaultPageSize = 10,
  onPageChange,
  pageSizeOptions = PAGE_SIZE_OPTIONS,
  density: densityProp,
  defaultDensity = 'default',
  onDensityChange,
  columns,
  data,
  sorting: sortingProp,
  defaultSorting,
  onSortingChange,
  columnVisibility: visibilityProp,
  onColumnVisibilityChange,
  columnOrder: orderProp,
  onColumnOrderChange,
  className,
  style,
  ...tableProps
}: DataTableProps<TData>) {
  const titleId = useId();
  const [rootRef, width] = useWidth();
  const [page, setPage] = useControllableState<TablePage>(
    pageProp,
    { current: 1, pageSize: defaultPageSize },
    onPageChange,
  );
  const [sorting, setSorting] = useControllableState<readonly TableSort[]>(
    sortingProp,
    defaultSorting ?? [],
    onSortingChange && ((next) => onSortingChange({ sorting: next })),
  );
  const [density, setDensity] = useControllableState<TableDensity>(
    densityProp,
    defaultDensity,
    onDensityChange && ((next) => onDensityChange({ density: next })),
  );
  const [visibility, setVisibility] = useControllableState(
    visibilityProp,
    {},
    onColumnVisibilityChange && ((next) => onColumnVisibilityChange({ columnVisibility: next })),
  );
  const defaultOrder = useMemo(
    () => columns.map((column) => columnIdOf(column)).filter((id): id is string => id != null),
    [columns],
  );
  const [order, setOrder] = useControllableState<readonly string[]>(
    orderProp,
    defaultOrder,
    onColumnOrderChange && ((next) => onColumnOrderChange({ columnOrder: next })),
  );

  // A server page of more than 100 rows is drawn by the virtual body: its code loads while the page is on its way
  // (the Table, given no page when the server pages, would only know once the rows are there).
  const mayVirtualize = shouldVirtualize(
    pagination ? page.pageSize : data.length,
    tableProps.virtual ?? 'auto',
  );
  useEffect(() => {
    if (mayVirtualize) preloadVirtualRows();
  }, [mayVirtualize]);

  const total = manual ? (rowCount ?? data.length) : data.length;
  // A page past the end (rows were deleted, the filter narrowed) shows the last page instead.
  const current = clampPage(page.current, pageCountOf(total, page.pageSize));
  const settingsColumns = useMemo<ColumnSettingsItem[]>(() => {
    const byId = new Map(columns.map((column) => [columnIdOf(column), column]));
    return [...order, ...defaultOrder.filter((id) => !order.includes(id))].flatMap((id) => {
      const column = byId.get(id);
      if (!column) return [];
      const { header, meta } = column;
      const label = meta?.label ?? (typeof header === 'string' ? header : id);
      return [{ id, label, canHide: column.enableHiding !== false }];
    });
  }, [columns, order, defaultOrder]);

  return (
    <DataTableRoot ref={rootRef} className={className} style={style}>
      {title != null || toolbarStart != null || actions != null || columnSettings ? (
        <DataTableToolbar>
          {title != null ? (
            <DataTableTitle as={`h${headingLevel}`} id={titleId}>
              {title}
            </DataTableTitle>
          ) : null}
          {toolbarStart != null ? <DataTableStart>{toolbarStart}</DataTableStart> : null}
          <DataTableActions>
            {actions}
            {columnSettings ? (
              <ColumnSettings
                columns={settingsColumns}
                visibility={visibility}
                onVisibilityChange={setVisibility}
                onOrderChange={setOrder}
                density={density}
                onDensityChange={setDensity}
                onReset={() => {
                  setVisibility({});
                  setOrder(defaultOrder);
                  setDensity(defaultDensity);
                }}
              />
            ) : null}
          </DataTableActions>
        </DataTableToolbar>
      ) : null}
      <Table
        {...tableProps}
        aria-labelledby={title != null ? titleId : tableProps['aria-labelledby']}
        columns={columns}
        data={data}
        density={density}
        sorting={sorting}
        onSortingChange={({ sorting: next }) => {
          setSorting(next);
          if (pagination && current !== 1) setPage({ current: 1, pageSize: page.pageSize });
        }}
        manualSorting={manual}
        columnVisibility={visibility}
        onColumnVisibilityChange={({ columnVisibility }) => setVisibility(columnVisibility)}
        columnOrder={order}
        onColumnOrderChange={({ columnOrder }) => setOrder(columnOrder)}
        page={pagination && !manual ? { current, pageSize: page.pageSize } : undefined}
        manualPagination={manual}
      />
      {pagination && !(tableProps.error && data.length === 0) ? (
        <Pagination
          current={current}
          pageSize={page.pageSize}
          total={total}
          pageSizeOptions={pageSizeOptions}
          // Nothing is known of the total while the first page loads ('Total 0 items' under the skeleton misleads).
          showTotal={!(tableProps.loading && data.length === 0)}
          disabled={tableProps.loading}
          compact={width != null && width < COMPACT_BELOW}
          onChange={setPage}
        />
      ) : null}
    </DataTableRoot>
  );
}
