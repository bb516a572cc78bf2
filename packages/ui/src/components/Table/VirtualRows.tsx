import type { RowData } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback } from 'react';
import { BodyRow, type RowRendering, type SelectLabel, type TableRow } from './TableRow';

/*
 * The virtual body with TanStack Virtual, in a chunk of its own: only a table of more than 100 rows on screen needs
 * it, and the Table loads it as soon as it knows it may (TableBody's preloadVirtualRows).
 */

export interface VirtualRowsProps<TData extends RowData> extends RowRendering<TData> {
  rows: readonly TableRow<TData>[];
  scrollElement: HTMLDivElement | null;
  rowHeight: number;
  columnCount: number;
  selectLabel: SelectLabel<TData>;
}

/**
 * Only the rows in view (plus a margin) are in the DOM, between two spacer rows that keep the scroll height; each
 * row says its place (`aria-rowindex`, the header being row 1) so screen readers still count the whole table.
 */
export function VirtualRows<TData extends RowData>({
  rows,
  scrollElement,
  rowHeight,
  columnCount,
  table,
  rowActions,
  selectLabel,
}: VirtualRowsProps<TData>) {
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
