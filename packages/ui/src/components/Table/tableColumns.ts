import type { RowData } from '@tanstack/react-table';
import { createTableColumnHelper, type TableColumnDef } from './tableFeatures';

/** Id of the checkbox column `selectable` adds; user columns must not use it. */
export const SELECT_COLUMN_ID = 'select';
/** Id of the column `rowActions` adds; user columns must not use it. */
export const ACTIONS_COLUMN_ID = 'actions';

const display = createTableColumnHelper<object>();

/*
 * The two columns the Table adds itself. Their cells are drawn by the Table (they need its texts and callbacks), so
 * the definitions stay module constants and never invalidate TanStack's models.
 */
export const selectColumn = display.display({
  id: SELECT_COLUMN_ID,
  size: 48,
  enableSorting: false,
  enableHiding: false,
  enableResizing: false,
});

export function actionsColumn(size: number) {
  return display.display({
    id: ACTIONS_COLUMN_ID,
    size,
    enableSorting: false,
    enableHiding: false,
    enableResizing: false,
  });
}

/** The id TanStack gives a column definition: its `id`, else its `accessorKey`. */
export function columnIdOf<TData extends RowData>(
  column: TableColumnDef<TData>,
): string | undefined {
  return column.id ?? (column as { accessorKey?: string }).accessorKey;
}
