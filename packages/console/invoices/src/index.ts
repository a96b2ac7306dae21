import { withConsoleBoundary } from '@mediakit/tool-runtime/console';
import { InvoicesTable as InvoicesTableView } from './InvoicesTable';
import { invoicesMessages } from './messages';

/** The table inside its error boundary: a missing client or a crash shows a message in the screen's box. */
export const InvoicesTable = /* @__PURE__ */ withConsoleBoundary(InvoicesTableView, invoicesMessages.title);
export type { InvoicesTableProps } from './InvoicesTable';
export { useInvoices, type InvoicesState, type PayState, type UseInvoicesOptions } from './useInvoices';
export {
  hasFilters,
  initialInvoiceFilters,
  invoiceAmount,
  invoiceDate,
  invoiceFiltersReducer,
  loadFailureMessage,
  monthLabel,
  payFailureMessage,
  searchDebounceMs,
  type InvoiceFilters,
  type InvoiceFiltersAction,
  type InvoiceStatusFilter,
} from './invoiceFilters';
export {
  invoicesMessages,
  mergeInvoicesMessages,
  type InvoicesMessages,
  type InvoicesMessagesOverride,
} from './messages';
