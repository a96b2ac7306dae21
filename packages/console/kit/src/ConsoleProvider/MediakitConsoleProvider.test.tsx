import type { MediakitConsoleClient } from '@mediakit/api-client/console';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MediakitConsoleProvider, missingConsoleClientMessage, useConsoleClient } from './MediakitConsoleProvider';
import { useRemoteData } from './useRemoteData';

const consoleClient = () => ({ media: {} }) as unknown as MediakitConsoleClient;

describe('useConsoleClient', () => {
  it('prefers the explicit client over the provider', () => {
    const fromProvider = consoleClient();
    const explicit = consoleClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MediakitConsoleProvider client={fromProvider}>{children}</MediakitConsoleProvider>
    );
    expect(renderHook(() => useConsoleClient(explicit), { wrapper }).result.current).toBe(explicit);
    expect(renderHook(() => useConsoleClient(), { wrapper }).result.current).toBe(fromProvider);
  });

  it('throws a clear error without a client', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useConsoleClient())).toThrow(missingConsoleClientMessage);
  });
});

describe('useRemoteData', () => {
  it('loads, keeps the data while it reloads, and reports an error as data', async () => {
    let answer: () => Promise<number> = () => Promise.resolve(1);
    const { result } = renderHook(() => useRemoteData(() => answer(), []));
    expect(result.current.state.status).toBe('loading');
    await waitFor(() => expect(result.current.state).toEqual({ status: 'ready', data: 1, error: undefined }));

    const failure = new Error('down');
    answer = () => Promise.reject(failure);
    act(() => result.current.reload());
    expect(result.current.state).toEqual({ status: 'loading', data: 1, error: undefined });
    await waitFor(() => expect(result.current.state).toEqual({ status: 'error', data: 1, error: failure }));

    act(() => result.current.setData((previous) => (previous ?? 0) + 1));
    expect(result.current.state).toEqual({ status: 'ready', data: 2, error: undefined });
  });

  it('aborts the previous load when its inputs change and on unmount, without a later state change', async () => {
    const signals: AbortSignal[] = [];
    const resolvers: ((value: string) => void)[] = [];
    const { result, rerender, unmount } = renderHook(
      ({ query }: { query: string }) =>
        useRemoteData(
          (signal) => {
            signals.push(signal);
            return new Promise<string>((resolve) => resolvers.push(resolve));
          },
          [query],
        ),
      { initialProps: { query: 'a' } },
    );
    rerender({ query: 'b' });
    expect(signals[0]?.aborted).toBe(true);
    await act(async () => resolvers[0]?.('stale a'));
    expect(result.current.state.data).toBeUndefined();
    act(() => resolvers[1]?.('b'));
    await waitFor(() => expect(result.current.state.data).toBe('b'));
    rerender({ query: 'c' });
    unmount();
    expect(signals[2]?.aborted).toBe(true);
  });
});
