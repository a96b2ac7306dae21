import type { AdminDashboard, MediakitConsoleClient } from '@mediakit/api-client/console';
import {
  loadFailureText,
  useConsoleClient,
  useRemoteData,
  type RemoteData,
  type RemoteLoadView,
} from '@mediakit/console-kit';
import { useMemo } from 'react';
import { adminDashboardMessages, type AdminDashboardMessages } from './dashboardMessages';

export interface UseAdminDashboardOptions {
  /** The console client; defaults to the nearest MediakitConsoleProvider's. */
  client?: MediakitConsoleClient;
  messages?: Partial<AdminDashboardMessages>;
}

export interface UseAdminDashboardResult extends RemoteLoadView {
  messages: AdminDashboardMessages;
  /** The figures; kept while they reload. */
  dashboard: RemoteData<AdminDashboard>;
}

/** GET /api/v1/admin/dashboard: the system-wide figures, aborted on unmount, with Retry. */
export function useAdminDashboard({ client, messages }: UseAdminDashboardOptions = {}): UseAdminDashboardResult {
  const consoleClient = useConsoleClient(client);
  const text = useMemo(() => ({ ...adminDashboardMessages, ...messages }), [messages]);
  const { state, reload } = useRemoteData((signal) => consoleClient.admin.dashboard({ signal }), [consoleClient]);
  return {
    messages: text,
    dashboard: state,
    loadError: loadFailureText(state, text),
    reload,
  };
}
