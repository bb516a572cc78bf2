import type { RowData } from '@tanstack/react-table';
import { Suspense, type ComponentType, type ReactNode } from 'react';
import { useDataComponentsTranslation } from '../locales-data';
import { LoadFailedAlert } from '../AsyncBlock/AsyncBlock';
import { Empty } from '../Empty/Empty';
import { lazyComponent } from '../shared/lazyComponent';
import { fixedCellProps, type PastureTable } from './tableLayout';
import { SkeletonBar } from './Table.styles';
import { BodyRow, type RowRendering, type TableRow } from './TableRow';
import type { VirtualRowsProps } from './VirtualRows';

// The virtual body (TanStack Virtual) is a chunk of its own: most tables show a page of at most 100 rows and never
// need it (ADR 017).
const virtualRows = lazyComponent(() =>
  import('./VirtualRows').then(
    (module) => module.VirtualRows as ComponentType<VirtualRowsProps<RowData>>,
  ),
);
/** Starts loading the virtual body; the Table calls it once it may show more than 100 rows. */
export const preloadVirtualRows = virtualRows.preload;
const VirtualRows = virtualRows.Component as <TData extends RowData>(
  props: VirtualRowsProps<TData>,
) => ReactNode;

export interface TableBodyProps<TData extends RowData> extends RowRendering<TData> {
  getRowLabel?: (row: TData) => string;
  rows: readonly TableRow<TData>[];
  virtual: boolean;
  scrollElement: HTMLDivElement | null;
  rowHeight: number;
  loading: boolean;
  skeletonRows: number;
  emptyDescription?: ReactNode;
  error: boolean;
  errorSection?: string;
  errorDetail?: string;
  onRetry?: () => void;
}

/** The body in one of its states: skeleton rows, the error or empty row, or the rows (all, or those in view). */
export function TableBody<TData extends RowData>(props: TableBodyProps<TData>) {
  const { table, rows, loading, skeletonRows, error, virtual, getRowLabel } = props;
  const { t } = useDataComponentsTranslation();
  const columnCount = table.getVisibleLeafColumns().length;
  // Rows get their checkbox name from here, so a row (mounted by the hundred while scrolling) holds no i18n hook.
  const selectLabel = (row: TableRow<TData>) =>
    t('dataComponents.table.selectRow', { row: getRowLabel ? getRowLabel(row.original) : row.id });
  if (loading) return <SkeletonBody table={table} rows={skeletonRows} />;
  if (error || rows.length === 0) {
    return (
      <tbody>
        <tr data-state-row="">
          <td colSpan={columnCount}>
            {error ? (
              <LoadFailedAlert
                section={props.errorSection ?? t('dataComponents.table.data')}
                detail={props.errorDetail}
                onRetry={() => props.onRetry?.()}
              />
            ) : (
              <Empty description={props.emptyDescription} />
            )}
          </td>
        </tr>
      </tbody>
    );
  }
  return virtual ? (
    // Until the virtual body's code is there (the first large table of a visit), the skeleton stands in.
    <Suspense fallback={<SkeletonBody table={table} rows={skeletonRows} />}>
      <VirtualRows
        rows={rows}
        scrollElement={props.scrollElement}
        rowHeight={props.rowHeight}
        columnCount={columnCount}
        table={table}
        rowActions={props.rowActions}
        selectLabel={selectLabel}
      />
    </Suspense>
  ) : (
    <tbody>
      {rows.map((row) => (
        <BodyRow
          key={row.id}
          row={row}
          table={table}
          rowActions={props.rowActions}
          selectLabel={selectLabel}
        />
      ))}
    </tbody>
  );
}

/** Skeleton rows while the rows load: a grey bar per visible cell, hidden from assistive technology. */
function SkeletonBody<TData extends RowData>({
  table,
  rows,
}: {
  table: PastureTable<TData>;
  rows: number;
}) {
  return (
    <tbody aria-hidden="true">
      {Array.from({ length: rows }, (_, index) => (
        <tr key={index} data-skeleton="">
          {table.getVisibleLeafColumns().map((column) => (
            <td
              key={column.id}
              data-align={column.columnDef.meta?.align}
              {...fixedCellProps(table, column)}
            >
              <SkeletonBar />
            </td>
          ))}
        </tr>
      ))}
    </tbody>
  );
}
