import { createFakeMediakitClient, fakeAccounts } from '@mediakit/api-client/fake';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useAdminBilling } from './useAdminBilling';

async function adminClient(options: Parameters<typeof createFakeMediakitClient>[0] = {}) {
  const client = createFakeMediakitClient({ ...options, signedIn: false });
  await client.auth.login(fakeAccounts.admin);
  return client;
}

describe('useAdminBilling', () => {
  it('loads the summary and a page of invoices', async () => {
    const client = await adminClient();
    const { result } = renderHook(() => useAdminBilling({ client }));
    await waitFor(() => expect(result.current.summaryStatus).toBe('ready'));
    await waitFor(() => expect(result.current.invoicesStatus).toBe('ready'));
    expect(result.current.summary).toMatchObject({ currency: 'INR', locale: 'en-IN' });
    expect(result.current.summary?.usage).toHaveLength(12);
    expect(result.current.invoices?.items.length).toBeGreaterThan(0);
  });

  it('keeps the summary when the invoices fail, and retries only what failed', async () => {
    const client = await adminClient();
    client.fake.failNext('admin.billing.invoices', 'server-error');
    const { result } = renderHook(() => useAdminBilling({ client }));
    await waitFor(() => expect(result.current.invoicesStatus).toBe('error'));
    await waitFor(() => expect(result.current.summaryStatus).toBe('ready'));
    expect(result.current.invoicesError).toBe('The server could not load billing. Try again in a minute.');
    const summaryCalls = () => client.fake.requests.filter((r) => r.operation === 'admin.billing.summary').length;
    const before = summaryCalls();
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.invoicesStatus).toBe('ready'));
    expect(summaryCalls()).toBe(before);
  });

  it('refuses an ordinary user in words: only administrators', async () => {
    const client = createFakeMediakitClient();
    const { result } = renderHook(() => useAdminBilling({ client }));
    await waitFor(() => expect(result.current.summaryError).toBe('Only administrators can see billing.'));
  });

  it('pages from 1 and aborts on unmount without a later update', async () => {
    // Signed in as the demo user: every answer waits a minute, so the loads are still under way at unmount.
    const client = createFakeMediakitClient({ latencyMs: 60_000 });
    const signals: AbortSignal[] = [];
    const summary = client.admin.billing.summary.bind(client.admin.billing);
    client.admin.billing.summary = (options) => {
      if (options?.signal) signals.push(options.signal);
      return summary(options);
    };
    const error = vi.spyOn(console, 'error');
    const { result, unmount } = renderHook(() => useAdminBilling({ client, pageSize: 1 }));
    act(() => result.current.setPage(0));
    expect(result.current.page).toBe(1);
    act(() => result.current.setPage(2));
    expect(result.current.page).toBe(2);
    unmount();
    expect(signals[0]?.aborted).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(error).not.toHaveBeenCalled();
  });
});
