import { createFakeMediakitClient } from '@mediakit/api-client/fake';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useInvoices } from './useInvoices';

const invoiceCalls = (client: ReturnType<typeof createFakeMediakitClient>) =>
  client.fake.requests.filter((request) => request.operation === 'billing.invoices').map((request) => request.path);

afterEach(() => vi.useRealTimers());

describe('useInvoices', () => {
  it('loads newest first with the months that have invoices', async () => {
    const client = createFakeMediakitClient();
    const { result } = renderHook(() => useInvoices({ client }));
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.page?.items.map((invoice) => invoice.id)).toEqual([
      'INV-2025-003',
      'INV-2025-002',
      'INV-2025-001',
    ]);
    expect(result.current.periods).toEqual(['2025-03', '2025-02', '2025-01']);
  });

  it('searches 250 ms after the last keystroke, once, with the trimmed text, and from page 1', async () => {
    vi.useFakeTimers();
    const client = createFakeMediakitClient();
    const { result } = renderHook(() => useInvoices({ client, pageSize: 1 }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    act(() => result.current.setPage(2));
    await act(() => vi.advanceTimersByTimeAsync(0));
    act(() => result.current.setSearchText(' F'));
    await act(() => vi.advanceTimersByTimeAsync(200));
    act(() => result.current.setSearchText(' FEB '));
    await act(() => vi.advanceTimersByTimeAsync(249));
    expect(invoiceCalls(client).some((path) => path.includes('month='))).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(result.current.filters).toMatchObject({ search: 'FEB', page: 1 });
    const searches = invoiceCalls(client).filter((path) => path.includes('month='));
    expect(searches).toEqual(['/api/v1/invoices?month=FEB&page=1&page_size=1']);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(result.current.page?.items.map((invoice) => invoice.month)).toEqual(['February 2025']);
  });

  it('filters by month and status, and says No invoices found through an empty page', async () => {
    const client = createFakeMediakitClient();
    const { result } = renderHook(() => useInvoices({ client }));
    await waitFor(() => expect(result.current.status).toBe('ready'));
    act(() => result.current.setPeriod('2025-02'));
    await waitFor(() => expect(result.current.page?.items.map((invoice) => invoice.id)).toEqual(['INV-2025-002']));
    act(() => result.current.setStatus('Pending'));
    await waitFor(() => expect(result.current.page?.items).toEqual([]));
    expect(invoiceCalls(client).at(-1)).toBe('/api/v1/invoices?period=2025-02&status=Pending&page=1&page_size=20');
    expect(result.current.periods).toHaveLength(3);
  });

  it('pays a pending invoice on the engine page, and reports a refused payment in the server’s words', async () => {
    const client = createFakeMediakitClient();
    const onCheckout = vi.fn();
    const { result } = renderHook(() => useInvoices({ client, onCheckout }));
    await waitFor(() => expect(result.current.status).toBe('ready'));
    const pending = result.current.page!.items[0]!;
    await act(() => result.current.pay(pending));
    expect(onCheckout).toHaveBeenCalledWith(`https://invoice.stripe.com/i/acct_fake/${pending.id}`);
    expect(result.current.lastPaid?.id).toBe(pending.id);
    expect(result.current.payments).toEqual({});
    const paid = result.current.page!.items.find((invoice) => invoice.status === 'Paid')!;
    await act(() => result.current.pay(paid));
    expect(result.current.payments[paid.id]).toEqual({ status: 'failed', message: 'This invoice is already paid.' });
  });

  it('aborts a payment on unmount and changes nothing after it', async () => {
    const client = createFakeMediakitClient({ latencyMs: 60_000 });
    const signals: AbortSignal[] = [];
    const payInvoice = client.billing.payInvoice.bind(client.billing);
    client.billing.payInvoice = (id, options) => {
      if (options?.signal) signals.push(options.signal);
      return payInvoice(id, options);
    };
    const error = vi.spyOn(console, 'error');
    const { result, unmount } = renderHook(() => useInvoices({ client }));
    let paying: Promise<void> | undefined;
    act(() => {
      paying = result.current.pay({ id: 'INV-2025-003' } as never);
    });
    expect(result.current.payments['INV-2025-003']).toEqual({ status: 'paying' });
    unmount();
    expect(signals[0]?.aborted).toBe(true);
    await paying;
    expect(error).not.toHaveBeenCalled();
  });
});
