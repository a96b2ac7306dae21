import { isAbortError } from '@mediakit/api-client';
import type { Invoice, InvoicePage, MediakitConsoleClient } from '@mediakit/api-client/console';
import { loadFailureText, useConsoleClient, useRemoteData, useUnmountSignal } from '@mediakit/console-kit';
import { useCallback, useEffect, useMemo, useReducer, useState } from 'react';
import {
  initialInvoiceFilters,
  invoiceFiltersReducer,
  payFailureMessage,
  searchDebounceMs,
  type InvoiceFilters,
  type InvoiceStatusFilter,
} from './invoiceFilters';
import { mergeInvoicesMessages, type InvoicesMessagesOverride } from './messages';

export interface UseInvoicesOptions {
  /** The console client; else the nearest `MediakitConsoleProvider`'s. */
  client?: MediakitConsoleClient;
  /** Invoices per page (default 20). */
  pageSize?: number;
  messages?: InvoicesMessagesOverride;
  /** Goes to the payment engine's page for a Pending invoice (default: the browser goes there). */
  onCheckout?: (url: string) => void;
}

export type PayState = { status: 'paying' } | { status: 'failed'; message: string };

export interface InvoicesState {
  filters: InvoiceFilters;
  status: 'loading' | 'ready' | 'error';
  /** The page shown (kept while the next one loads). */
  page: InvoicePage | undefined;
  /** Months that have invoices (YYYY-MM, newest first), for the month filter. */
  periods: string[];
  errorMessage: string | undefined;
  pageSize: number;
  /** Per invoice id: a payment under way or its failure. */
  payments: Record<string, PayState>;
  /** The invoice whose payment page is opening, for a polite announcement. */
  lastPaid: Invoice | undefined;
  setSearchText(text: string): void;
  setPeriod(period: string): void;
  setStatus(status: InvoiceStatusFilter): void;
  setPage(page: number): void;
  clearFilters(): void;
  reload(): void;
  /** Pays a Pending invoice on the payment engine's page (Stripe's hosted invoice page): goes there. */
  pay(invoice: Invoice): Promise<void>;
}

/**
 * The invoices table's state machine: the month search (debounced 250 ms, trimmed, case-insensitive on the server),
 * the month and status filters, the page (back to 1 on any change), and Pay. Loads are aborted when the query changes
 * and on unmount; a payment in flight is aborted on unmount too, and nothing updates after it.
 */
export function useInvoices({
  client,
  pageSize = 20,
  messages,
  onCheckout = (url) => window.location.assign(url),
}: UseInvoicesOptions = {}): InvoicesState {
  const consoleClient = useConsoleClient(client);
  const text = useMemo(() => mergeInvoicesMessages(messages), [messages]);
  const [filters, dispatch] = useReducer(invoiceFiltersReducer, initialInvoiceFilters);
  const [payments, setPayments] = useState<Record<string, PayState>>({});
  const [lastPaid, setLastPaid] = useState<Invoice>();
  const begin = useUnmountSignal();

  useEffect(() => {
    if (filters.searchText.trim() === filters.search) return undefined;
    const timer = setTimeout(() => dispatch({ type: 'settle' }), searchDebounceMs);
    return () => clearTimeout(timer);
  }, [filters.searchText, filters.search]);

  const { search, period, status, page } = filters;
  const { state, reload } = useRemoteData(
    (signal) =>
      consoleClient.billing.invoices(
        { month: search || undefined, period: period || undefined, status: status || undefined, page, pageSize },
        { signal },
      ),
    [consoleClient, search, period, status, page, pageSize],
  );

  const pay = useCallback(
    async (invoice: Invoice) => {
      const call = begin();
      setPayments((previous) => ({ ...previous, [invoice.id]: { status: 'paying' } }));
      try {
        const { url } = await consoleClient.billing.payInvoice(invoice.id, { signal: call.signal });
        if (call.signal.aborted) return;
        setPayments(({ [invoice.id]: _done, ...rest }) => rest);
        setLastPaid(invoice);
        onCheckout(url);
      } catch (error) {
        if (call.signal.aborted || isAbortError(error)) return;
        setPayments((previous) => ({
          ...previous,
          [invoice.id]: { status: 'failed', message: payFailureMessage(error, text) },
        }));
      } finally {
        call.done();
      }
    },
    [begin, consoleClient, onCheckout, text],
  );

  return {
    filters,
    status: state.status,
    page: state.data,
    // Every month of the account's invoices, whatever the filters (the server lists them with each page).
    periods: state.data?.periods ?? [],
    errorMessage: loadFailureText(state, text.loadFailed),
    pageSize,
    payments,
    lastPaid,
    setSearchText: (value) => dispatch({ type: 'type', text: value }),
    setPeriod: (value) => dispatch({ type: 'period', period: value }),
    setStatus: (value) => dispatch({ type: 'status', status: value }),
    setPage: (value) => dispatch({ type: 'page', page: value }),
    clearFilters: () => dispatch({ type: 'clear' }),
    reload,
    pay,
  };
}
