import { ArrowDown, ArrowUp, ChevronsUpDown } from 'lucide-react';
import type { Header, RowData } from '@tanstack/react-table';
import type { KeyboardEvent, MouseEvent, TouchEvent } from 'react';
import { useDataComponentsTranslation } from '../locales-data';
import { Checkbox } from '../Checkbox/Checkbox';
import { Icon } from '../Icon/Icon';
import { ACTIONS_COLUMN_ID, SELECT_COLUMN_ID } from './tableColumns';
import { columnLabel, type TableFeatureSet } from './tableFeatures';
import { fixedCellProps, hasOwnWidth, type PastureTable } from './tableLayout';
import { ResizeHandle, SortButton } from './Table.styles';

/** Arrow keys move a column edge by this many px (×5 with Shift). */
const RESIZE_STEP = 10;

const ariaSort = { asc: 'ascending', desc: 'descending' } as const;

interface TableHeadProps<TData extends RowData> {
  table: PastureTable<TData>;
  resizable: boolean;
  virtual: boolean;
}

/** The `<colgroup>` with the widths and the header row: sort buttons, select-all, resize handles. */
export function TableHead<TData extends RowData>({
  table,
  resizable,
  virtual,
}: TableHeadProps<TData>) {
  const { t } = useDataComponentsTranslation();
  const headerGroups = table.getHeaderGroups();
  const leafHeaders = headerGroups.at(-1)?.headers ?? [];
  return (
    <>
      <colgroup>
        {leafHeaders.map((header) => (
          <col
            key={header.id}
            style={
              hasOwnWidth(table, header.column) ? { width: header.column.getSize() } : undefined
            }
          />
        ))}
      </colgroup>
      <thead>
        {headerGroups.map((group) => (
          <tr key={group.id} aria-rowindex={virtual ? 1 : undefined}>
            {group.headers.map((header) => {
              const { column } = header;
              const sorted = column.getIsSorted();
              const align = column.columnDef.meta?.align;
              return (
                <th
                  key={header.id}
                  scope="col"
                  colSpan={header.colSpan > 1 ? header.colSpan : undefined}
                  aria-sort={sorted ? ariaSort[sorted] : undefined}
                  data-align={align}
                  {...fixedCellProps(table, column)}
                >
                  {header.isPlaceholder ? null : column.id === SELECT_COLUMN_ID ? (
                    <Checkbox
                      aria-label={t('dataComponents.table.selectAll')}
                      checked={
                        table.getIsAllPageRowsSelected()
                          ? true
                          : table.getIsSomePageRowsSelected()
                            ? 'indeterminate'
                            : false
                      }
                      disabled={table.getRowModel().rows.length === 0}
                      onCheckedChange={(checked) =>
                        table.toggleAllPageRowsSelected(checked === true)
                      }
                    />
                  ) : column.id === ACTIONS_COLUMN_ID ? (
                    t('dataComponents.table.actions')
                  ) : column.getCanSort() ? (
                    <SortButton
                      type="button"
                      data-sorted={sorted || undefined}
                      onClick={column.getToggleSortingHandler()}
                    >
                      <span data-slot="label">
                        <table.FlexRender header={header} />
                      </span>
                      <Icon
                        icon={
                          sorted === 'asc'
                            ? ArrowUp
                            : sorted === 'desc'
                              ? ArrowDown
                              : ChevronsUpDown
                        }
                      />
                    </SortButton>
                  ) : (
                    <table.FlexRender header={header} />
                  )}
                  {resizable && column.getCanResize() ? (
                    <ColumnResizeHandle table={table} header={header} />
                  ) : null}
                </th>
              );
            })}
          </tr>
        ))}
      </thead>
    </>
  );
}

interface ColumnResizeHandleProps<TData extends RowData> {
  table: PastureTable<TData>;
  header: Header<TableFeatureSet, TData, unknown>;
}

/**
 * The window-splitter pattern: a focusable `separator` whose value is the column width. Dragging uses TanStack's
 * handler (mouse and touch); the arrow keys move the edge by 10 px.
 */
function ColumnResizeHandle<TData extends RowData>({
  table,
  header,
}: ColumnResizeHandleProps<TData>) {
  const { t } = useDataComponentsTranslation();
  const { column } = header;
  const { minSize = 60, maxSize = 800 } = column.columnDef;
  // A column sharing the free width starts a resize from the width it has on screen, not from its nominal size.
  const pinCurrentWidth = (cell: HTMLElement | null) => {
    if (hasOwnWidth(table, column) || !cell) return;
    table.setColumnSizing((sizes) => ({ ...sizes, [column.id]: cell.offsetWidth }));
  };
  const startDrag = (event: MouseEvent<HTMLDivElement> | TouchEvent<HTMLDivElement>) => {
    pinCurrentWidth(event.currentTarget.parentElement);
    header.getResizeHandler()(event);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const direction = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (direction === 0) return;
    event.preventDefault();
    const cell = event.currentTarget.parentElement;
    const from = hasOwnWidth(table, column)
      ? column.getSize()
      : (cell?.offsetWidth ?? column.getSize());
    const next = from + direction * RESIZE_STEP * (event.shiftKey ? 5 : 1);
    table.setColumnSizing((sizes) => ({
      ...sizes,
      [column.id]: Math.min(maxSize, Math.max(minSize, next)),
    }));
  };
  return (
    <ResizeHandle
      role="separator"
      aria-orientation="vertical"
      aria-label={t('dataComponents.table.resizeColumn', { column: columnLabel(column) })}
      aria-valuenow={Math.round(column.getSize())}
      aria-valuemin={minSize}
      aria-valuemax={maxSize}
      tabIndex={0}
      data-resizing={column.getIsResizing() || undefined}
      onMouseDown={startDrag}
      onTouchStart={startDrag}
      onKeyDown={onKeyDown}
      onDoubleClick={() => column.resetSize()}
    />
  );
}
