import type { Invoice, MediakitConsoleClient } from '@mediakit/api-client/console';
import { LiveRegion, useConsoleFormat } from '@mediakit/console-kit';
import { Badge } from '@mediakit/ui/Badge';
import { Button } from '@mediakit/ui/Button';
import { Chart } from '@mediakit/ui/Chart';
import { EmptyState } from '@mediakit/ui/EmptyState';
import { Link } from '@mediakit/ui/Link';
import { Skeleton } from '@mediakit/ui/Skeleton';
import { Table, type TableColumn } from '@mediakit/ui/Table';
import { useMemo, useState } from 'react';
import { formatMoney, formatTokens, tokenChartData } from '../billingFigures';
import { mergeAdminBillingMessages, type AdminBillingMessagesOverride } from '../messages';
import { useAdminBilling, type AdminBillingState } from '../useAdminBilling';
import { BillingActions, BillingProfileForm, PaymentCards } from '../BillingAccount';
import { useBillingAccount, type UseBillingAccountOptions } from '../useBillingAccount';
import * as styles from './AdminBilling.css';
import {
  ConsoleErrorState,
  ConsolePagination,
  ConsolePanel,
  ConsoleStatTiles,
  consoleStyles,
} from '@mediakit/console-kit/views';

export interface AdminBillingViewProps {
  /** What `useAdminBilling()` returned. */
  billing: AdminBillingState;
  messages?: AdminBillingMessagesOverride;
  /** Overrides the account's locale (from the server) for amounts, numbers and dates. */
  locale?: string;
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/** Summary tiles (plan, tokens used of the allowance, overage rate, tax, next invoice) and the token usage bar chart. */
export function BillingSummary({ billing, messages, locale, headingLevel, className }: AdminBillingViewProps) {
  const text = useMemo(() => mergeAdminBillingMessages(messages), [messages]);
  const { summary } = billing;
  const amountsLocale = useConsoleFormat(locale, summary?.locale).locale;
  return (
    <ConsolePanel title={text.summaryTitle} headingLevel={headingLevel} className={className} busy={!summary}>
      <ConsoleErrorState framed message={billing.summaryError} retryLabel={text.retry} onRetry={billing.reload} />
      {summary ? (
        <>
          <ConsoleStatTiles
            tiles={[
              { key: 'plan', label: text.tiles.plan, value: summary.plan ?? text.noPlan },
              {
                key: 'tokens',
                label: text.tiles.tokensUsed,
                value: text.tokensOf(
                  formatTokens(summary.tokensUsed, amountsLocale),
                  formatTokens(summary.tokensPerMonth, amountsLocale),
                ),
              },
              {
                key: 'overage',
                label: text.tiles.overage,
                value: text.overagePer1k(formatMoney(summary.overageRate, summary.currency, amountsLocale)),
              },
              {
                key: 'tax',
                label: text.tiles.tax,
                value: text.taxRate(new Intl.NumberFormat(amountsLocale).format(summary.taxRate)),
              },
              {
                key: 'next-invoice',
                label: text.tiles.nextInvoice,
                value: formatMoney(summary.nextInvoiceAmount, summary.currency, amountsLocale),
              },
            ]}
          />
          <Chart
            type="bar"
            title={text.chartTitle}
            data={tokenChartData(summary.usage, amountsLocale)}
            formatValue={(value) => new Intl.NumberFormat(amountsLocale).format(value)}
            formatTick={(value) => formatTokens(value, amountsLocale)}
            xAxisLabel={text.chartPeriod}
            yAxisLabel={text.chartValue}
            messages={{ empty: text.chartEmpty }}
          />
        </>
      ) : (
        billing.summaryStatus === 'loading' && <Skeleton shape="rect" height={260} aria-label={text.loading} />
      )}
    </ConsolePanel>
  );
}

const statusTone = (status: string) => (status === 'Paid' ? 'success' : status === 'Pending' ? 'warning' : 'neutral');

/** Every account's invoices, newest first, each with a link to the PDF the server renders; server-side pages. */
export function AdminInvoices({ billing, messages, locale, headingLevel, className }: AdminBillingViewProps) {
  const text = useMemo(() => mergeAdminBillingMessages(messages), [messages]);
  const page = billing.invoices;
  const items = page?.items;
  const dateLocale = useConsoleFormat(locale, billing.summary?.locale).locale;
  const [notice, setNotice] = useState<string>();
  const columns: TableColumn<Invoice>[] = [
    { id: 'id', name: text.columns.invoice, isRowHeader: true },
    {
      id: 'date',
      name: text.columns.date,
      render: (invoice) =>
        invoice.date && /^\d{4}-\d{2}-\d{2}$/.test(invoice.date)
          ? new Intl.DateTimeFormat(dateLocale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
              new Date(`${invoice.date}T00:00:00Z`),
            )
          : (invoice.date ?? ''),
    },
    {
      id: 'amount',
      name: text.columns.amount,
      align: 'end',
      render: (invoice) => invoice.formatted ?? formatMoney(invoice.amount, invoice.currency, dateLocale),
    },
    {
      id: 'status',
      name: text.columns.status,
      render: (invoice) => (
        <span className={styles.statusCell}>
          <Badge tone={statusTone(invoice.status)}>{text.statuses[invoice.status] ?? invoice.status}</Badge>
          {invoice.testMode && <Badge tone="info">{text.testPayment}</Badge>}
          {invoice.status === 'Paid' && (
            <Button
              size="sm"
              variant="secondary"
              aria-label={text.refundOf(invoice.id)}
              isPending={billing.refunding === invoice.id}
              onPress={() => void billing.refund(invoice).then(({ message }) => setNotice(message))}
            >
              {text.refund}
            </Button>
          )}
        </span>
      ),
    },
    {
      id: 'document',
      name: text.columns.document,
      render: (invoice) =>
        invoice.url ? (
          <Link href={invoice.url} target="_blank" download aria-label={text.pdfOf(invoice.id)}>
            {text.pdf}
          </Link>
        ) : (
          <span className={consoleStyles.panelMuted}>{text.noDocument}</span>
        ),
    },
  ];
  return (
    <ConsolePanel title={text.invoicesTitle} headingLevel={headingLevel} className={className} busy={!items}>
      <ConsoleErrorState framed message={billing.invoicesError} retryLabel={text.retry} onRetry={billing.reload} />
      <LiveRegion message={notice} />
      {notice && <p className={consoleStyles.panelMuted}>{notice}</p>}
      {!items ? (
        billing.invoicesStatus === 'loading' && <Skeleton lines={4} aria-label={text.loading} />
      ) : items.length === 0 ? (
        <EmptyState title={text.empty} />
      ) : (
        <Table variant="panel" caption={text.invoicesCaption} columns={columns} rows={items} />
      )}
      {page && (
        <ConsolePagination
          aria-label={text.pagination}
          page={billing.page}
          totalItems={page.total}
          pageSize={billing.pageSize}
          onPageChange={billing.setPage}
        />
      )}
    </ConsolePanel>
  );
}

export interface AdminBillingScreenProps extends Omit<AdminBillingViewProps, 'billing'> {
  /** The console client; else the nearest `MediakitConsoleProvider`'s. */
  client?: MediakitConsoleClient;
  /** Invoices per page (default 10). */
  pageSize?: number;
  /** Saves the Export CSV file; default: a download in the page. */
  saveFile?: UseBillingAccountOptions['saveFile'];
  /** Goes to the payment engine's pages (checkout, portal); default: the browser goes there. */
  onCheckout?: UseBillingAccountOptions['onCheckout'];
}

/**
 * The admin billing screen: the summary with its chart, the plan and statement buttons, payment cards, the billing
 * profile and every account's invoices.
 */
export function AdminBillingScreen({
  client,
  pageSize,
  messages,
  className,
  saveFile,
  onCheckout,
  ...shared
}: AdminBillingScreenProps) {
  const billing = useAdminBilling({ client, pageSize, messages });
  const account = useBillingAccount({ client, messages, saveFile, onCheckout });
  const { headingLevel } = shared;
  return (
    <div className={[consoleStyles.panelScreen, className].filter(Boolean).join(' ')}>
      <BillingSummary billing={billing} messages={messages} {...shared} />
      <BillingActions account={account} headingLevel={headingLevel} />
      <PaymentCards account={account} headingLevel={headingLevel} />
      <BillingProfileForm account={account} headingLevel={headingLevel} />
      <AdminInvoices billing={billing} messages={messages} {...shared} />
    </div>
  );
}
