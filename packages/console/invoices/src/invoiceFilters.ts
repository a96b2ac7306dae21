import { consoleReasonMessage } from '@mediakit/console-kit';
import type { Invoice } from '@mediakit/api-client/console';
import type { InvoicesMessages } from './messages';

/** The search debounce (spec 000, section 9). */
export const searchDebounceMs = 250;

export type InvoiceStatusFilter = '' | 'Paid' | 'Pending';

export interface InvoiceFilters {
  /** What the search box holds now. */
  searchText: string;
  /** The search applied (trimmed), `searchDebounceMs` after the last keystroke. */
  search: string;
  /** One month, YYYY-MM, or '' for all. */
  period: string;
  status: InvoiceStatusFilter;
  page: number;
}

export const initialInvoiceFilters: InvoiceFilters = { searchText: '', search: '', period: '', status: '', page: 1 };

export type InvoiceFiltersAction =
  | { type: 'type'; text: string }
  | { type: 'settle' }
  | { type: 'period'; period: string }
  | { type: 'status'; status: InvoiceStatusFilter }
  | { type: 'page'; page: number }
  | { type: 'clear' };

/** The table's filters: any change of search, month or status goes back to page 1. */
export function invoiceFiltersReducer(state: InvoiceFilters, action: InvoiceFiltersAction): InvoiceFilters {
  switch (action.type) {
    case 'type':
      return { ...state, searchText: action.text };
    case 'settle': {
      const search = state.searchText.trim();
      return search === state.search ? state : { ...state, search, page: 1 };
    }
    case 'period':
      return { ...state, period: action.period, page: 1 };
    case 'status':
      return { ...state, status: action.status, page: 1 };
    case 'page':
      return { ...state, page: Math.max(1, Math.floor(action.page) || 1) };
    case 'clear':
      return initialInvoiceFilters;
  }
}

export const hasFilters = (filters: InvoiceFilters) =>
  Boolean(filters.searchText.trim() || filters.search || filters.period || filters.status);

/** '2025-03' → 'March 2025' in the locale; other text as it is. */
export function monthLabel(period: string, locale?: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(period);
  if (!match) return period;
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1)),
  );
}

/** The amount as the server formatted it in the account's locale, else in the invoice's currency here. */
export function invoiceAmount(invoice: Invoice, locale?: string): string {
  if (invoice.formatted) return invoice.formatted;
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency: invoice.currency }).format(invoice.amount);
  } catch {
    return `${invoice.amount} ${invoice.currency}`;
  }
}

/** A date (YYYY-MM-DD) in the locale, else as it is. */
export function invoiceDate(date: string | undefined, locale?: string): string {
  if (!date || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return date ?? '';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

export function payFailureMessage(error: unknown, messages: InvoicesMessages): string {
  return consoleReasonMessage(error, messages.payFailed, { serverWords: 'invalid-input' });
}
