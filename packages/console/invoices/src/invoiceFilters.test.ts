import { ApiError } from '@mediakit/api-client';
import type { Invoice } from '@mediakit/api-client/console';
import { loadFailureText } from '@mediakit/console-kit';
import { describe, expect, it } from 'vitest';
import {
  hasFilters,
  initialInvoiceFilters,
  invoiceAmount,
  invoiceDate,
  invoiceFiltersReducer,
  monthLabel,
  payFailureMessage,
} from './invoiceFilters';
import { invoicesMessages } from './messages';

const onPage3 = { ...initialInvoiceFilters, page: 3 };

describe('the invoice filters', () => {
  it('go back to page 1 on a new month, status or settled search', () => {
    expect(invoiceFiltersReducer(onPage3, { type: 'period', period: '2025-03' })).toMatchObject({
      period: '2025-03',
      page: 1,
    });
    expect(invoiceFiltersReducer(onPage3, { type: 'status', status: 'Pending' })).toMatchObject({
      status: 'Pending',
      page: 1,
    });
    const typed = invoiceFiltersReducer(onPage3, { type: 'type', text: '  Mar ' });
    expect(typed).toMatchObject({ searchText: '  Mar ', search: '', page: 3 });
    expect(invoiceFiltersReducer(typed, { type: 'settle' })).toMatchObject({ search: 'Mar', page: 1 });
  });

  it('keep the page when the settled search did not change (only spaces added)', () => {
    const state = { ...onPage3, searchText: 'mar ', search: 'mar' };
    expect(invoiceFiltersReducer(state, { type: 'settle' })).toBe(state);
  });

  it('clamp the page to a whole number from 1, and clear everything', () => {
    expect(invoiceFiltersReducer(onPage3, { type: 'page', page: 0 }).page).toBe(1);
    expect(invoiceFiltersReducer(onPage3, { type: 'page', page: 2.7 }).page).toBe(2);
    const busy = { searchText: 'x', search: 'x', period: '2025-01', status: 'Paid' as const, page: 4 };
    expect(hasFilters(busy)).toBe(true);
    expect(invoiceFiltersReducer(busy, { type: 'clear' })).toEqual(initialInvoiceFilters);
    expect(hasFilters(initialInvoiceFilters)).toBe(false);
  });
});

describe('what a row shows', () => {
  const invoice: Invoice = {
    id: 'INV-1',
    month: 'March 2025',
    period: '2025-03',
    amount: 159900,
    currency: 'INR',
    formatted: undefined,
    status: 'Pending',
    date: '2025-03-01',
    url: undefined,
    description: undefined,
    credits: undefined,
    engine: undefined,
    testMode: false,
    refunded: 0,
  };

  it('names months in the locale', () => {
    expect(monthLabel('2025-03', 'en-US')).toBe('March 2025');
    expect(monthLabel('odd', 'en-US')).toBe('odd');
  });

  it('shows the server’s formatted amount, else the currency in the locale (INR in en-IN)', () => {
    expect(invoiceAmount({ ...invoice, formatted: '₹1,59,900.00' })).toBe('₹1,59,900.00');
    expect(invoiceAmount(invoice, 'en-IN')).toBe('₹1,59,900.00');
    expect(invoiceAmount({ ...invoice, currency: 'nope' }, 'en-US')).toBe('159900 nope');
    expect(invoiceDate('2025-03-01', 'en-US')).toBe('Mar 1, 2025');
    expect(invoiceDate(undefined)).toBe('');
  });
});

describe('failures', () => {
  const loadFailed = (error: unknown) => loadFailureText({ status: 'error', error }, invoicesMessages.loadFailed);

  it('read loads by reason and payments by reason, a 422 in the server’s words', () => {
    expect(loadFailed(new ApiError('unauthenticated', 'x', { status: 401 }))).toBe('Unauthenticated');
    expect(loadFailed(new ApiError('http', 'x', { status: 503 }))).toBe(invoicesMessages.loadFailed['server-error']);
    expect(loadFailed(new ApiError('forbidden', 'x', { status: 403 }))).toBe(invoicesMessages.loadFailed.forbidden);
    const paid = new ApiError('invalid-input', 'x', { status: 422, serverMessage: 'This invoice is already paid.' });
    expect(payFailureMessage(paid, invoicesMessages)).toBe('This invoice is already paid.');
    expect(payFailureMessage(new ApiError('network', 'x'), invoicesMessages)).toBe(invoicesMessages.payFailed.network);
    expect(payFailureMessage(new Error('x'), invoicesMessages)).toBe(invoicesMessages.payFailed.default);
  });
});
