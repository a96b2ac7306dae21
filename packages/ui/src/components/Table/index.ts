export {
  Table,
  sortRows,
  type Selection,
  type SortDescriptor,
  type TableColumn,
  type TableProps,
  type TableRowData,
} from './Table';
