import type { AdminBillingSummary, Invoice, MediakitConsoleClient, Page } from '@mediakit/api-client/console';
import { consoleReasonMessage, loadFailureText, useConsoleClient, useRemoteData } from '@mediakit/console-kit';
import { useMemo, useState } from 'react';
import { mergeAdminBillingMessages, type AdminBillingMessagesOverride } from './messages';

export interface UseAdminBillingOptions {
  /** The console client; else the nearest `MediakitConsoleProvider`'s. */
  client?: MediakitConsoleClient;
  /** Invoices per page (default 10). */
  pageSize?: number;
  messages?: AdminBillingMessagesOverride;
}

export interface AdminBillingState {
  summary: AdminBillingSummary | undefined;
  summaryStatus: 'loading' | 'ready' | 'error';
  summaryError: string | undefined;
  invoices: Page<Invoice> | undefined;
  invoicesStatus: 'loading' | 'ready' | 'error';
  invoicesError: string | undefined;
  page: number;
  pageSize: number;
  setPage(page: number): void;
  reload(): void;
  /**
   * Refunds a paid invoice through its payment engine; the credits it brought are taken back when the engine reports
   * the refund. Resolves with the notice or the failure to show.
   */
  refund(invoice: Invoice): Promise<{ ok: boolean; message: string }>;
  /** The invoice being refunded. */
  refunding: string | undefined;
}

/**
 * The admin billing screen's data: the summary (tiles and the token usage chart) and a page of every account's
 * invoices, loaded apart so one failing leaves the other shown. Aborted on unmount and when the page changes.
 */
export function useAdminBilling({ client, pageSize = 10, messages }: UseAdminBillingOptions = {}): AdminBillingState {
  const consoleClient = useConsoleClient(client);
  const text = useMemo(() => mergeAdminBillingMessages(messages), [messages]);
  const [page, setPage] = useState(1);
  const [refunding, setRefunding] = useState<string>();
  const summary = useRemoteData((signal) => consoleClient.admin.billing.summary({ signal }), [consoleClient]);
  const invoices = useRemoteData(
    (signal) => consoleClient.admin.billing.invoices({ page, pageSize }, { signal }),
    [consoleClient, page, pageSize],
  );
  return {
    summary: summary.state.data,
    summaryStatus: summary.state.status,
    summaryError: loadFailureText(summary.state, text.loadFailed),
    invoices: invoices.state.data,
    invoicesStatus: invoices.state.status,
    invoicesError: loadFailureText(invoices.state, text.loadFailed),
    page,
    pageSize,
    setPage: (next) => setPage(Math.max(1, Math.floor(next) || 1)),
    reload: () => {
      if (summary.state.status === 'error') summary.reload();
      if (invoices.state.status === 'error') invoices.reload();
    },
    refunding,
    async refund(invoice) {
      setRefunding(invoice.id);
      try {
        await consoleClient.admin.billing.refund(invoice.id);
        invoices.reload();
        return { ok: true, message: text.refunded(invoice.id) };
      } catch (error) {
        return { ok: false, message: consoleReasonMessage(error, text.actionFailed, { serverWords: 'fallback' }) };
      } finally {
        setRefunding(undefined);
      }
    },
  };
}
