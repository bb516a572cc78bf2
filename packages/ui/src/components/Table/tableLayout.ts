import type { ReactTable, RowData } from '@tanstack/react-table';
import type { CSSProperties } from 'react';
import type { TableColumn, TableFeatureSet } from './tableFeatures';

export type PastureTable<TData extends RowData> = ReactTable<TableFeatureSet, TData>;

/**
 * Whether a column has a width of its own (a `size`, or one the user dragged). Columns without one share what is
 * left of the table's width, so a table of few columns still fills its card.
 */
export function hasOwnWidth<TData extends RowData>(
  table: PastureTable<TData>,
  column: TableColumn<TData>,
): boolean {
  return column.columnDef.size != null || table.state.columnSizing[column.id] != null;
}

/** The least width a column without a size of its own keeps (more if its `minSize` says so). */
const FLEXIBLE_COLUMN_LEAST_WIDTH = 100;

/**
 * The table's width: the full box while a column can absorb the rest, else exactly the sum of the widths (so the
 * browser never stretches sized columns and fixed-column offsets stay true). Never narrower than the sized columns
 * plus 100 px (or its `minSize`, if larger) for each other column: below that the box scrolls sideways. (TanStack
 * counts a column without a size as 150 px, which made a four-column table in a 480 px card scroll although every
 * column fitted.)
 */
export function tableWidth<TData extends RowData>(table: PastureTable<TData>): CSSProperties {
  const columns = table.getVisibleLeafColumns();
  const flexible = columns.some((column) => !hasOwnWidth(table, column));
  if (!flexible) return { width: table.getTotalSize(), minWidth: table.getTotalSize() };
  const least = columns.reduce(
    (sum, column) =>
      sum +
      (hasOwnWidth(table, column)
        ? column.getSize()
        : Math.max(column.columnDef.minSize ?? 0, FLEXIBLE_COLUMN_LEAST_WIDTH)),
    0,
  );
  return { width: '100%', minWidth: least };
}

/** The least width (px) the scrolling columns keep between the fixed ones while those stick. */
const LEAST_SCROLLING_WIDTH = 240;

/**
 * Whether the fixed columns stick in a box `boxWidth` px wide that scrolls sideways: only while they leave the columns
 * scrolling between them at least 240 px (a text column) and 40 % of the box. Past that (a phone, a narrow card) they
 * scroll with the rest, or the columns under them would show as a sliver that no scrolling can widen.
 */
export function fixedColumnsStick<TData extends RowData>(
  table: PastureTable<TData>,
  boxWidth: number,
): boolean {
  const fixedWidth = [
    ...table.getStartVisibleLeafColumns(),
    ...table.getEndVisibleLeafColumns(),
  ].reduce((sum, column) => sum + column.getSize(), 0);
  return boxWidth - fixedWidth >= Math.max(LEAST_SCROLLING_WIDTH, boxWidth * 0.4);
}

/**
 * The sticky offset and edge marker of a fixed column's cells; nothing for a scrolling column. The offset is a custom
 * property the styles apply only while the cells stick (`fixedColumnsStick`, Table.styles).
 */
export function fixedCellProps<TData extends RowData>(
  table: PastureTable<TData>,
  column: TableColumn<TData>,
): { style?: CSSProperties; 'data-fixed'?: 'start' | 'end'; 'data-fixed-edge'?: 'start' | 'end' } {
  const pinned = column.getIsPinned();
  if (pinned === 'start') {
    const isEdge = table.getStartVisibleLeafColumns().at(-1)?.id === column.id;
    return {
      style: { '--pc-table-fixed-offset': `${column.getStart('start')}px` } as CSSProperties,
      'data-fixed': 'start',
      'data-fixed-edge': isEdge ? 'start' : undefined,
    };
  }
  if (pinned === 'end') {
    const isEdge = table.getEndVisibleLeafColumns()[0]?.id === column.id;
    return {
      style: { '--pc-table-fixed-offset': `${column.getAfter('end')}px` } as CSSProperties,
      'data-fixed': 'end',
      'data-fixed-edge': isEdge ? 'end' : undefined,
    };
  }
  return {};
}
