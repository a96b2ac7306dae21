import type { Invoice, MediakitConsoleClient } from '@mediakit/api-client/console';
import { LiveRegion, useConsoleFormat } from '@mediakit/console-kit';
import { Badge } from '@mediakit/ui/Badge';
import { Button } from '@mediakit/ui/Button';
import { EmptyState } from '@mediakit/ui/EmptyState';
import { Link } from '@mediakit/ui/Link';
import { Select } from '@mediakit/ui/Select';
import { Skeleton } from '@mediakit/ui/Skeleton';
import { Table, type TableColumn } from '@mediakit/ui/Table';
import { TextField } from '@mediakit/ui/TextField';
import { useId, useMemo } from 'react';
import { hasFilters, invoiceAmount, invoiceDate, monthLabel, type InvoiceStatusFilter } from '../invoiceFilters';
import { mergeInvoicesMessages, type InvoicesMessagesOverride } from '../messages';
import { useInvoices } from '../useInvoices';
import * as styles from './InvoicesTable.css';
import { ConsoleErrorState, ConsolePagination, consoleStyles } from '@mediakit/console-kit/views';

export interface InvoicesTableProps {
  /** The console client; else the nearest `MediakitConsoleProvider`'s. */
  client?: MediakitConsoleClient;
  /** Invoices per page (default 20). */
  pageSize?: number;
  /** Whether to offer Pay on pending invoices (default true; it opens the payment engine's page for the invoice). */
  allowPay?: boolean;
  /** Goes to the payment engine's page (default: the browser goes there). */
  onCheckout?: (url: string) => void;
  /**
   * Numbers and dates (default: the nearest react-aria `I18nProvider`'s, else the browser's); amounts come formatted
   * by the server in the account's locale.
   */
  locale?: string;
  messages?: InvoicesMessagesOverride;
  /** The heading level of the title (default 2). */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

const statusTone = (status: string) => (status === 'Paid' ? 'success' : status === 'Pending' ? 'warning' : 'neutral');

/**
 * The account's invoices: search by month text, month and status filters, 'No invoices found', each invoice's PDF as
 * the server renders it, and Pay for a pending one.
 */
export function InvoicesTable({
  client,
  pageSize,
  allowPay = true,
  onCheckout,
  locale: preferredLocale,
  messages,
  headingLevel = 2,
  className,
}: InvoicesTableProps) {
  const locale = useConsoleFormat(preferredLocale).locale;
  const text = useMemo(() => mergeInvoicesMessages(messages), [messages]);
  const invoices = useInvoices({ client, pageSize, messages, onCheckout });
  const { filters, page } = invoices;
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const items = page?.items;

  const monthOptions = useMemo(
    () => [
      { id: 'all', label: text.allMonths },
      ...invoices.periods.map((period) => ({ id: period, label: monthLabel(period, locale) })),
    ],
    [invoices.periods, locale, text.allMonths],
  );
  const statusOptions = [
    { id: 'all', label: text.allStatuses },
    { id: 'Paid', label: text.statuses.Paid ?? 'Paid' },
    { id: 'Pending', label: text.statuses.Pending ?? 'Pending' },
  ];

  const columns: TableColumn<Invoice>[] = [
    { id: 'id', name: text.columns.invoice, isRowHeader: true, className: styles.rowHeader },
    { id: 'month', name: text.columns.month },
    { id: 'date', name: text.columns.date, render: (invoice) => invoiceDate(invoice.date, locale) },
    { id: 'amount', name: text.columns.amount, align: 'end', render: (invoice) => invoiceAmount(invoice, locale) },
    {
      id: 'status',
      name: text.columns.status,
      render: (invoice) => (
        <>
          <Badge tone={statusTone(invoice.status)}>{text.statuses[invoice.status] ?? invoice.status}</Badge>
          {invoice.testMode && <Badge tone="info">{text.testPayment}</Badge>}
        </>
      ),
    },
    {
      id: 'actions',
      name: text.columns.actions,
      render: (invoice) => {
        const payment = invoices.payments[invoice.id];
        return (
          <>
            <div className={styles.actions}>
              {invoice.url ? (
                <Link href={invoice.url} target="_blank" download aria-label={text.downloadOf(invoice.id)}>
                  {text.download}
                </Link>
              ) : (
                <span className={styles.muted}>{text.noDocument}</span>
              )}
              {allowPay && invoice.status === 'Pending' && (
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={payment?.status === 'paying' ? text.paying : text.payOf(invoice.id)}
                  isDisabled={payment?.status === 'paying'}
                  onPress={() => void invoices.pay(invoice)}
                >
                  {payment?.status === 'paying' ? text.paying : text.pay}
                </Button>
              )}
            </div>
            {payment?.status === 'failed' && (
              <span role="alert" className={styles.payError}>
                {payment.message}
              </span>
            )}
          </>
        );
      },
    },
  ];

  return (
    <section
      aria-labelledby={titleId}
      aria-busy={invoices.status === 'loading' || undefined}
      className={[consoleStyles.panel, className].filter(Boolean).join(' ')}
    >
      <Heading id={titleId} className={consoleStyles.panelTitle}>
        {text.title}
      </Heading>
      <div className={styles.filters}>
        <TextField
          type="search"
          label={text.search}
          placeholder={text.searchPlaceholder}
          clearLabel={text.clearSearch}
          value={filters.searchText}
          onChange={invoices.setSearchText}
        />
        <Select
          label={text.month}
          options={monthOptions}
          value={filters.period || 'all'}
          onChange={(value) => invoices.setPeriod(value === 'all' || value === null ? '' : String(value))}
        />
        <Select
          label={text.status}
          options={statusOptions}
          value={filters.status || 'all'}
          onChange={(value) =>
            invoices.setStatus(value === 'Paid' || value === 'Pending' ? value : ('' as InvoiceStatusFilter))
          }
        />
      </div>

      {invoices.status === 'error' && (
        <ConsoleErrorState framed message={invoices.errorMessage} retryLabel={text.retry} onRetry={invoices.reload} />
      )}

      {!items ? (
        invoices.status === 'loading' && <Skeleton lines={4} aria-label={text.loading} />
      ) : items.length === 0 ? (
        <EmptyState
          title={text.empty}
          action={
            hasFilters(filters) ? (
              <Button variant="secondary" size="sm" onPress={invoices.clearFilters}>
                {text.clearFilters}
              </Button>
            ) : undefined
          }
        />
      ) : (
        <>
          {items.some((invoice) => invoice.testMode) && <p className={consoleStyles.panelMuted}>{text.testMode}</p>}
          <Table variant="panel" caption={text.tableCaption} columns={columns} rows={items} />
        </>
      )}

      {page && (
        <ConsolePagination
          aria-label={text.pagination}
          page={filters.page}
          totalItems={page.total}
          pageSize={invoices.pageSize}
          onPageChange={invoices.setPage}
        />
      )}
      <LiveRegion message={invoices.lastPaid ? text.paid(invoices.lastPaid.id) : undefined} />
    </section>
  );
}
