export { Table } from './Table';
export type {
  TablePage,
  TableProps,
  TableColumnVisibility,
  TableRowSelection,
  TableSort,
} from './Table';
export { columnLabel, createTableColumnHelper, pastureTableFeatures } from './tableFeatures';
export type {
  TableColumn,
  TableColumnDef,
  TableColumnMeta,
  TableFeatureSet,
} from './tableFeatures';
export { ACTIONS_COLUMN_ID, SELECT_COLUMN_ID } from './tableColumns';
export { ROW_HEIGHT, shouldVirtualize, VIRTUAL_THRESHOLD } from './virtualization';
export type { TableDensity } from './virtualization';
export type { PastureTable } from './tableLayout';
