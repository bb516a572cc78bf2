import type { Row, RowData } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useCallback, type ReactNode } from 'react';
import { useDataComponentsTranslation } from '../locales-data';
import { LoadFailedAlert } from '../AsyncBlock/AsyncBlock';
import { Checkbox } from '../Checkbox/Checkbox';
import { Empty } from '../Empty/Empty';
import { ACTIONS_COLUMN_ID, SELECT_COLUMN_ID } from './tableColumns';
import type { TableFeatureSet } from './tableFeatures';
import { fixedCellProps, type PastureTable } from './tableLayout';
import { SkeletonBar } from './Table.styles';

type TableRow<TData extends RowData> = Row<TableFeatureSet, TData>;

interface RowRendering<TData extends RowData> {
  table: PastureTable<TData>;
  rowActions?: (row: TData) => ReactNode;
}

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
  if (loading) {
    return (
      <tbody aria-hidden="true">
        {Array.from({ length: skeletonRows }, (_, index) => (
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
    <VirtualRows {...props} columnCount={columnCount} selectLabel={selectLabel} />
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

/**
 * Only the rows in view (plus a margin) are in the DOM, between two spacer rows that keep the scroll height; each
 * row says its place (`aria-rowindex`, the header being row 1) so screen readers still count the whole table.
 */
function VirtualRows<TData extends RowData>({
  rows,
  scrollElement,
  rowHeight,
  columnCount,
  table,
  rowActions,
  selectLabel,
}: TableBodyProps<TData> & { columnCount: number; selectLabel: SelectLabel<TData> }) {
  // Stable callbacks: the virtualizer recomputes every row's offset whenever they change.
  const getItemKey = useCallback((index: number) => rows[index]?.id ?? index, [rows]);
  const estimateSize = useCallback(() => rowHeight, [rowHeight]);
  // The compiler cannot memoize around the virtualizer's methods; this component is not memoized, so that is fine.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollElement,
    estimateSize,
    getItemKey,
    overscan: 10,
  });
  const items = virtualizer.getVirtualItems();
  const before = items[0]?.start ?? 0;
  const after = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  return (
    <tbody>
      {before > 0 ? <SpacerRow height={before} columnCount={columnCount} /> : null}
      {items.map((item) => {
        const row = rows[item.index];
        return row ? (
          <BodyRow
            key={row.id}
            row={row}
            rowIndex={item.index + 2}
            table={table}
            rowActions={rowActions}
            selectLabel={selectLabel}
          />
        ) : null;
      })}
      {after > 0 ? <SpacerRow height={after} columnCount={columnCount} /> : null}
    </tbody>
  );
}

function SpacerRow({ height, columnCount }: { height: number; columnCount: number }) {
  return (
    <tr aria-hidden="true" data-spacer="">
      <td colSpan={columnCount} style={{ height }} />
    </tr>
  );
}

type SelectLabel<TData extends RowData> = (row: TableRow<TData>) => string;

/**
 * A row renders again only when something it shows may have changed: another row object, its place, the actions, or
 * a new label function (the body makes one on every render of its own, i.e. after a change of selection, columns or
 * language). Scrolling the virtual body then renders only the rows that come into view.
 */
const BodyRow = memo(BodyRowContent) as typeof BodyRowContent;

function BodyRowContent<TData extends RowData>({
  table,
  row,
  rowIndex,
  rowActions,
  selectLabel,
}: RowRendering<TData> & {
  row: TableRow<TData>;
  rowIndex?: number;
  selectLabel: SelectLabel<TData>;
}) {
  const selected = row.getIsSelected();
  return (
    <tr aria-rowindex={rowIndex} data-selected={selected || undefined}>
      {row.getVisibleCells().map((cell) => {
        const { column } = cell;
        const meta = column.columnDef.meta;
        const Cell = meta?.rowHeader ? 'th' : 'td';
        return (
          <Cell
            key={cell.id}
            scope={meta?.rowHeader ? 'row' : undefined}
            data-align={meta?.align}
            {...fixedCellProps(table, column)}
          >
            {column.id === SELECT_COLUMN_ID ? (
              <Checkbox
                aria-label={selectLabel(row)}
                checked={selected}
                disabled={!row.getCanSelect()}
                onCheckedChange={(checked) => row.toggleSelected(checked === true)}
              />
            ) : column.id === ACTIONS_COLUMN_ID ? (
              rowActions?.(row.original)
            ) : (
              <table.FlexRender cell={cell} />
            )}
          </Cell>
        );
      })}
    </tr>
  );
}
