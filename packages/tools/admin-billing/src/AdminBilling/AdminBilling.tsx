import type { MediakitConsoleClient } from '@mediakit/api-client/console';
import { Badge } from '@mediakit/ui/Badge';
import { Button } from '@mediakit/ui/Button';
import { Chart } from '@mediakit/ui/Chart';
import { EmptyState } from '@mediakit/ui/EmptyState';
import { Link } from '@mediakit/ui/Link';
import { Pagination } from '@mediakit/ui/Pagination';
import { Skeleton } from '@mediakit/ui/Skeleton';
import { StatTile } from '@mediakit/ui/StatTile';
import { useId, useMemo, type ReactNode } from 'react';
import { formatMoney, formatTokens, tokenChartData } from '../billingFigures';
import { mergeAdminBillingMessages, type AdminBillingMessages, type AdminBillingMessagesOverride } from '../messages';
import { useAdminBilling, type AdminBillingState } from '../useAdminBilling';
import { BillingActions, BillingProfileForm, PaymentCards } from '../BillingAccount';
import { useBillingAccount, type UseBillingAccountOptions } from '../useBillingAccount';
import * as styles from './AdminBilling.css';

export interface AdminBillingViewProps {
  /** What `useAdminBilling()` returned. */
  billing: AdminBillingState;
  messages?: AdminBillingMessagesOverride;
  /** Overrides the account's locale (from the server) for amounts, numbers and dates. */
  locale?: string;
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

function Section(props: {
  title: string;
  headingLevel?: 2 | 3 | 4;
  busy?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const id = useId();
  const Heading = `h${props.headingLevel ?? 2}` as const;
  return (
    <section
      aria-labelledby={id}
      aria-busy={props.busy || undefined}
      className={[styles.section, props.className].filter(Boolean).join(' ')}
    >
      <div className={styles.header}>
        <Heading id={id} className={styles.title}>
          {props.title}
        </Heading>
      </div>
      {props.children}
    </section>
  );
}

function Failure({ message, onRetry, text }: { message: string; onRetry: () => void; text: AdminBillingMessages }) {
  return (
    <div role="alert" className={styles.failure}>
      <span>{message}</span>
      <Button variant="secondary" size="sm" onPress={onRetry}>
        {text.retry}
      </Button>
    </div>
  );
}

/** Summary tiles (plan, tokens used of the allowance, overage rate, tax, next invoice) and the token usage bar chart. */
export function BillingSummary({ billing, messages, locale, headingLevel, className }: AdminBillingViewProps) {
  const text = useMemo(() => mergeAdminBillingMessages(messages), [messages]);
  const { summary } = billing;
  const amountsLocale = locale ?? summary?.locale;
  return (
    <Section title={text.summaryTitle} headingLevel={headingLevel} className={className} busy={!summary}>
      {billing.summaryError && <Failure message={billing.summaryError} onRetry={billing.reload} text={text} />}
      {summary ? (
        <>
          <ul className={styles.tiles}>
            <li>
              <StatTile label={text.tiles.plan} value={summary.plan ?? text.noPlan} />
            </li>
            <li>
              <StatTile
                label={text.tiles.tokensUsed}
                value={text.tokensOf(
                  formatTokens(summary.tokensUsed, amountsLocale),
                  formatTokens(summary.tokensPerMonth, amountsLocale),
                )}
              />
            </li>
            <li>
              <StatTile
                label={text.tiles.overage}
                value={text.overagePer1k(formatMoney(summary.overageRate, summary.currency, amountsLocale))}
              />
            </li>
            <li>
              <StatTile
                label={text.tiles.tax}
                value={text.taxRate(new Intl.NumberFormat(amountsLocale).format(summary.taxRate))}
              />
            </li>
            <li>
              <StatTile
                label={text.tiles.nextInvoice}
                value={formatMoney(summary.nextInvoiceAmount, summary.currency, amountsLocale)}
              />
            </li>
          </ul>
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
    </Section>
  );
}

const statusTone = (status: string) => (status === 'Paid' ? 'success' : status === 'Pending' ? 'warning' : 'neutral');

/** Every account's invoices, newest first, each with a link to the PDF the server renders; server-side pages. */
export function AdminInvoices({ billing, messages, locale, headingLevel, className }: AdminBillingViewProps) {
  const text = useMemo(() => mergeAdminBillingMessages(messages), [messages]);
  const captionId = useId();
  const page = billing.invoices;
  const items = page?.items;
  const dateLocale = locale ?? billing.summary?.locale;
  return (
    <Section title={text.invoicesTitle} headingLevel={headingLevel} className={className} busy={!items}>
      {billing.invoicesError && <Failure message={billing.invoicesError} onRetry={billing.reload} text={text} />}
      {!items ? (
        billing.invoicesStatus === 'loading' && <Skeleton lines={4} aria-label={text.loading} />
      ) : items.length === 0 ? (
        <EmptyState title={text.empty} />
      ) : (
        // Focusable, so a keyboard can scroll the table sideways in a narrow column.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        <div className={styles.tableWrap} role="region" aria-labelledby={captionId} tabIndex={0}>
          <table className={styles.table}>
            <caption id={captionId} className={styles.caption}>
              {text.invoicesCaption}
            </caption>
            <thead>
              <tr>
                <th scope="col" className={styles.headCell}>
                  {text.columns.invoice}
                </th>
                <th scope="col" className={styles.headCell}>
                  {text.columns.date}
                </th>
                <th scope="col" className={styles.headCell} style={{ textAlign: 'end' }}>
                  {text.columns.amount}
                </th>
                <th scope="col" className={styles.headCell}>
                  {text.columns.status}
                </th>
                <th scope="col" className={styles.headCell}>
                  {text.columns.document}
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((invoice) => (
                <tr key={invoice.id}>
                  <th scope="row" className={styles.rowHeader}>
                    {invoice.id}
                  </th>
                  <td className={styles.cell}>
                    {invoice.date && /^\d{4}-\d{2}-\d{2}$/.test(invoice.date)
                      ? new Intl.DateTimeFormat(dateLocale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
                          new Date(`${invoice.date}T00:00:00Z`),
                        )
                      : (invoice.date ?? '')}
                  </td>
                  <td className={styles.numberCell}>
                    {invoice.formatted ?? formatMoney(invoice.amount, invoice.currency, dateLocale)}
                  </td>
                  <td className={styles.cell}>
                    <Badge tone={statusTone(invoice.status)}>{text.statuses[invoice.status] ?? invoice.status}</Badge>
                  </td>
                  <td className={styles.cell}>
                    {invoice.url ? (
                      <Link href={invoice.url} target="_blank" download aria-label={text.pdfOf(invoice.id)}>
                        {text.pdf}
                      </Link>
                    ) : (
                      <span className={styles.muted}>{text.noDocument}</span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {page && page.total > billing.pageSize && (
        <Pagination
          aria-label={text.pagination}
          page={billing.page}
          totalItems={page.total}
          pageSize={billing.pageSize}
          onPageChange={billing.setPage}
        />
      )}
    </Section>
  );
}

export interface AdminBillingScreenProps extends Omit<AdminBillingViewProps, 'billing'> {
  /** The console client; else the nearest `MediakitConsoleProvider`'s. */
  client?: MediakitConsoleClient;
  /** Invoices per page (default 10). */
  pageSize?: number;
  /** Saves the Export CSV file; default: a download in the page. */
  saveFile?: UseBillingAccountOptions['saveFile'];
  /** Today, for the card expiry rule (tests and stories). */
  now?: UseBillingAccountOptions['now'];
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
  now,
  ...shared
}: AdminBillingScreenProps) {
  const billing = useAdminBilling({ client, pageSize, messages });
  const account = useBillingAccount({ client, messages, saveFile, now });
  const { headingLevel } = shared;
  return (
    <div className={[styles.screen, className].filter(Boolean).join(' ')}>
      <BillingSummary billing={billing} messages={messages} {...shared} />
      <BillingActions account={account} headingLevel={headingLevel} />
      <PaymentCards account={account} headingLevel={headingLevel} />
      <BillingProfileForm account={account} headingLevel={headingLevel} />
      <AdminInvoices billing={billing} messages={messages} {...shared} />
    </div>
  );
}
