import { mergeConsoleMessages, type ConsoleMessagesOverride } from '@mediakit/console-kit';
import { testModeNotice } from '@mediakit/api-client/plans';
import type { ApiErrorReason } from '@mediakit/api-client';

/** Every text of the invoices table, for translation; 'No invoices found' and the statuses are the spec's. */
export const invoicesMessages = {
  title: 'Invoices',
  /** Names the table (and its scrollable region). */
  tableCaption: 'Invoices, newest first',
  search: 'Search by month',
  searchPlaceholder: 'e.g. March',
  clearSearch: 'Clear search',
  month: 'Month',
  allMonths: 'All months',
  status: 'Status',
  allStatuses: 'All',
  statuses: { Paid: 'Paid', Pending: 'Pending', Refunded: 'Refunded' } as Record<string, string>,
  /** On a test payment's row (the test engine, or Stripe's test mode), and once above the table when any is shown. */
  testPayment: 'Test payment',
  testMode: testModeNotice,
  clearFilters: 'Clear filters',
  columns: { invoice: 'Invoice', month: 'Month', date: 'Date', amount: 'Amount', status: 'Status', actions: 'Actions' },
  empty: 'No invoices found',
  download: 'Download',
  /** The download link's accessible name. */
  downloadOf: (id: string) => `Download invoice ${id} (PDF)`,
  noDocument: 'No document',
  pay: 'Pay',
  payOf: (id: string) => `Pay invoice ${id}`,
  paying: 'Opening…',
  paid: (id: string) => `Opening the payment page of invoice ${id}…`,
  pagination: 'Invoice pages',
  loading: 'Loading invoices…',
  retry: 'Retry',
  /** Keyed by `ApiError.reason`; `default` for any other failure. */
  loadFailed: {
    unauthenticated: 'Unauthenticated',
    forbidden: 'You do not have access to these invoices.',
    'server-error': 'The server could not load your invoices. Try again in a minute.',
    network: 'No connection to the server. Check your network and try again.',
    timeout: 'The server took too long to answer. Try again.',
    default: 'Your invoices could not be loaded. Try again.',
  } as Partial<Record<ApiErrorReason, string>> & { default: string },
  /** Keyed by `ApiError.reason`; an `invalid-input` answer shows the server's own reason (no card, already paid). */
  payFailed: {
    unauthenticated: 'Unauthenticated',
    'server-error': 'The payment could not be made. Try again in a minute.',
    network: 'No connection to the server. The invoice was not paid; try again.',
    'request-failed': 'This invoice could not be found.',
    default: 'The invoice could not be paid.',
  } as Partial<Record<ApiErrorReason, string>> & { default: string },
};

export type InvoicesMessages = typeof invoicesMessages;

export type InvoicesMessagesOverride = ConsoleMessagesOverride<InvoicesMessages>;

/** The messages with a partner's overrides applied, one level deep. */
export const mergeInvoicesMessages = (overrides: InvoicesMessagesOverride | undefined): InvoicesMessages =>
  mergeConsoleMessages(invoicesMessages, overrides);
