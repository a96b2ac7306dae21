import { ApiError } from '@mediakit/api-client';
import type { MediakitConsoleClient } from '@mediakit/api-client/console';
import { createFakeMediakitClient } from '@mediakit/api-client/fake';
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminDashboardMessages as text } from './dashboardMessages';
import { dashboardErrorText, useAdminDashboard } from './useAdminDashboard';

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

describe('dashboardErrorText', () => {
  it('chooses the words by the error’s reason', () => {
    expect(dashboardErrorText(new ApiError('network', 'x'), text)).toBe(text.network);
    expect(dashboardErrorText(new ApiError('http', 'x', { status: 500 }), text)).toBe(text.serverError);
    expect(dashboardErrorText(new ApiError('unauthenticated', 'x', { status: 401 }), text)).toBe(text.unauthenticated);
    expect(dashboardErrorText(new Error('bug'), text)).toBe(text.failed);
  });
});
