export { InvoicesTable, type InvoicesTableProps } from './InvoicesTable';
