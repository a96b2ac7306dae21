import { withConsoleBoundary } from '@mediakit/console-kit';
import { InvoicesTable as InvoicesTableView } from './InvoicesTable';
import { invoicesMessages } from './messages';

/** The table inside its error boundary: a missing client or a crash shows a message in the screen's box. */
export const InvoicesTable = /* @__PURE__ */ withConsoleBoundary(InvoicesTableView, invoicesMessages.title);
export type { InvoicesTableProps } from './InvoicesTable';
export { useInvoices, type InvoicesState, type PayState, type UseInvoicesOptions } from './useInvoices';
export type { InvoiceFilters, InvoiceFiltersAction, InvoiceStatusFilter } from './invoiceFilters';
export { invoicesMessages, type InvoicesMessages, type InvoicesMessagesOverride } from './messages';
