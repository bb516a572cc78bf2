export { DataTable } from './DataTable';
export type { DataTableProps } from './DataTable';
export { moveColumn } from './columnOrder';
