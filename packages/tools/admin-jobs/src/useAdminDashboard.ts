import { isApiError } from '@mediakit/api-client';
import type { AdminDashboard, MediakitConsoleClient } from '@mediakit/api-client/console';
import { useConsoleClient, useRemoteData, type RemoteData } from '@mediakit/tool-runtime';
import { useMemo } from 'react';
import { adminDashboardMessages, type AdminDashboardMessages } from './dashboardMessages';

export interface UseAdminDashboardOptions {
  /** The console client; defaults to the nearest MediakitConsoleProvider's. */
  client?: MediakitConsoleClient;
  messages?: Partial<AdminDashboardMessages>;
}

export interface UseAdminDashboardResult {
  messages: AdminDashboardMessages;
  /** The figures; kept while they reload. */
  dashboard: RemoteData<AdminDashboard>;
  /** The words for a failed load, by its reason; undefined while none. */
  loadError: string | undefined;
  reload: () => void;
}

/** The screen's words for a failed load, chosen by the error's reason (never by the server's English). */
export function dashboardErrorText(error: unknown, text: AdminDashboardMessages): string {
  if (!isApiError(error)) return text.failed;
  switch (error.reason) {
    case 'unauthenticated':
      return text.unauthenticated;
    case 'forbidden':
    case 'plan-limit':
      return text.forbidden;
    case 'network':
    case 'timeout':
      return text.network;
    case 'server-error':
      return text.serverError;
    default:
      return text.failed;
  }
}

/** GET /api/v1/admin/dashboard: the system-wide figures, aborted on unmount, with Retry. */
export function useAdminDashboard({ client, messages }: UseAdminDashboardOptions = {}): UseAdminDashboardResult {
  const consoleClient = useConsoleClient(client);
  const text = useMemo(() => ({ ...adminDashboardMessages, ...messages }), [messages]);
  const { state, reload } = useRemoteData((signal) => consoleClient.admin.dashboard({ signal }), [consoleClient]);
  return {
    messages: text,
    dashboard: state,
    loadError: state.status === 'error' ? dashboardErrorText(state.error, text) : undefined,
    reload,
  };
}
