import { createFakeMediakitClient } from '@mediakit/api-client/fake';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useUsage } from './useUsage';

describe('useUsage', () => {
  it('loads the usage summary and the dashboard together', async () => {
    const client = createFakeMediakitClient({ credits: 432 });
    const { result } = renderHook(() => useUsage({ client }));
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.data?.summary.credits).toEqual({ used: 268, total: 700, percent: 38 });
    expect(result.current.data?.dashboard.credits).toBe(432);
    expect(client.fake.requests.map((request) => request.operation).sort()).toEqual([
      'usage.dashboard',
      'usage.summary',
    ]);
  });

  it('reports a failure in words by its reason, and loads again on reload', async () => {
    const client = createFakeMediakitClient();
    client.fake.failNext('usage.dashboard', 'server-error');
    const { result } = renderHook(() => useUsage({ client }));
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.errorMessage).toBe('The server could not load your usage. Try again in a minute.');
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.errorMessage).toBeUndefined();
  });

  it('says Unauthenticated on a 401', async () => {
    const client = createFakeMediakitClient({ scenario: 'unauthenticated' });
    const { result } = renderHook(() => useUsage({ client }));
    await waitFor(() => expect(result.current.errorMessage).toBe('Unauthenticated'));
  });

  it('aborts both calls on unmount and changes no state after it', async () => {
    const client = createFakeMediakitClient({ latencyMs: 60_000 });
    const signals: AbortSignal[] = [];
    const summary = client.usage.summary.bind(client.usage);
    client.usage.summary = (options) => {
      if (options?.signal) signals.push(options.signal);
      return summary(options);
    };
    const error = vi.spyOn(console, 'error');
    const { result, unmount } = renderHook(() => useUsage({ client }));
    expect(result.current.status).toBe('loading');
    unmount();
    expect(signals[0]?.aborted).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(error).not.toHaveBeenCalled();
  });
});
