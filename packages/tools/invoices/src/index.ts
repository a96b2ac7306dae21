export * from './InvoicesTable';
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
