import type { Row, RowData } from '@tanstack/react-table';
import { memo, type ReactNode } from 'react';
import { Checkbox } from '../Checkbox/Checkbox';
import { ACTIONS_COLUMN_ID, SELECT_COLUMN_ID } from './tableColumns';
import type { TableFeatureSet } from './tableFeatures';
import { fixedCellProps, type PastureTable } from './tableLayout';

export type TableRow<TData extends RowData> = Row<TableFeatureSet, TData>;

/** The name of a row's checkbox ("Select Holstein 0421"). */
export type SelectLabel<TData extends RowData> = (row: TableRow<TData>) => string;

export interface RowRendering<TData extends RowData> {
  table: PastureTable<TData>;
  rowActions?: (row: TData) => ReactNode;
}

/**
 * A row renders again only when something it shows may have changed: another row object, its place, the actions, or
 * a new label function (the body makes one on every render of its own, i.e. after a change of selection, columns or
 * language). Scrolling the virtual body then renders only the rows that come into view.
 */
export const BodyRow = memo(BodyRowContent) as typeof BodyRowContent;

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
            data-select={column.id === SELECT_COLUMN_ID || undefined}
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
