import { useMemo, useState } from 'react';
import type { TableRowSelection } from '../../../components/Table';
import type { PolicyRecord } from './searchTable.types';

/**
 * The chosen rows of the search table. The selection outlives a page change (rows chosen on other pages stay
 * chosen, with the record they had) but not a change of filters: `filtersKey` names the filters it belongs to.
 */
export function usePolicySelection(filtersKey: string, rows: readonly PolicyRecord[]) {
  const [selection, setSelection] = useState<{
    key: string;
    rows: ReadonlyMap<string, PolicyRecord>;
  }>(() => ({ key: filtersKey, rows: new Map() }));
  const selected = useMemo(
    () => (selection.key === filtersKey ? selection.rows : new Map<string, PolicyRecord>()),
    [selection, filtersKey],
  );
  const rowSelection = useMemo<TableRowSelection>(
    () => Object.fromEntries([...selected.keys()].map((id) => [id, true as const])),
    [selected],
  );
  const rowsById = useMemo(() => new Map(rows.map((row) => [row.id, row])), [rows]);

  return {
    /** Chosen rows by id, this page's and other pages'. */
    selected,
    /** The same as the table's row selection. */
    rowSelection,
    /** The table's new selection: rows of this page by their record, others as they were chosen. */
    setRowSelection: (next: TableRowSelection) =>
      setSelection((current) => {
        const previous = current.key === filtersKey ? current.rows : new Map();
        const chosen = new Map<string, PolicyRecord>();
        for (const id of Object.keys(next)) {
          const row = rowsById.get(id) ?? previous.get(id);
          if (row) chosen.set(id, row);
        }
        return { key: filtersKey, rows: chosen };
      }),
    clear: () => setSelection({ key: filtersKey, rows: new Map() }),
  };
}
