import { ApiError } from '@mediakit/api-client';
import type { MediakitConsoleClient } from '@mediakit/api-client/console';
import { createFakeMediakitClient } from '@mediakit/api-client/fake';
import { loadFailureText } from '@mediakit/console-kit';
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminDashboardMessages as text } from './dashboardMessages';
import { useAdminDashboard } from './useAdminDashboard';

describe('useAdminDashboard', () => {
  it('loads the figures from GET /api/v1/admin/dashboard once', async () => {
    const client = createFakeMediakitClient({ seed: { user: { role: 'admin' } } });
    const { result } = renderHook(() => useAdminDashboard({ client }));
    await waitFor(() => expect(result.current.dashboard.status).toBe('ready'));
    expect(result.current.dashboard.data?.storageGb).toBe(18.3);
    expect(result.current.loadError).toBeUndefined();
    expect(client.fake.requests.filter((request) => request.operation === 'admin.dashboard')).toHaveLength(1);
  });

  it('aborts its call on unmount', () => {
    const signals: AbortSignal[] = [];
    const client = {
      admin: {
        dashboard: ({ signal }: { signal: AbortSignal }) => {
          signals.push(signal);
          return new Promise(() => {});
        },
      },
    } as unknown as MediakitConsoleClient;
    const { result, unmount } = renderHook(() => useAdminDashboard({ client }));
    expect(result.current.dashboard.status).toBe('loading');
    expect(signals.map((signal) => signal.aborted)).toEqual([false]);
    unmount();
    expect(signals.map((signal) => signal.aborted)).toEqual([true]);
  });

  it('takes overriding messages', async () => {
    const client = createFakeMediakitClient();
    const { result } = renderHook(() => useAdminDashboard({ client, messages: { forbidden: 'Nope.' } }));
    await waitFor(() => expect(result.current.loadError).toBe('Nope.'));
  });
});

describe('a failed load', () => {
  const loadFailed = (error: unknown) => loadFailureText({ status: 'error', error }, text);

  it('is told in the dashboard’s words, chosen by the error’s reason', () => {
    expect(loadFailed(new ApiError('network', 'x'))).toBe(text.network);
    expect(loadFailed(new ApiError('http', 'x', { status: 500 }))).toBe(text.serverError);
    expect(loadFailed(new ApiError('unauthenticated', 'x', { status: 401 }))).toBe(text.unauthenticated);
    expect(loadFailed(new Error('bug'))).toBe(text.failed);
  });
});
