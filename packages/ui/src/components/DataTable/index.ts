export { DataTable, type DataTableProps, type ColumnDef } from './DataTable.tsx';
