import type { AdminDashboard as AdminDashboardFigures, MediakitConsoleClient } from '@mediakit/api-client/console';
import { ToolFrame } from '@mediakit/tool-runtime';
import { formatStorage, periodChartData, useConsoleFormat, type ConsoleFormat } from '@mediakit/console-kit';
import { ConsoleErrorState, ConsoleStatTiles } from '@mediakit/console-kit/views';
import { Button } from '@mediakit/ui/Button';
import { Chart } from '@mediakit/ui/Chart';
import { Skeleton } from '@mediakit/ui/Skeleton';
import { Table } from '@mediakit/ui/Table';
import { useId, type ReactNode } from 'react';
import type { AdminDashboardMessages } from '../dashboardMessages';
import { useAdminDashboard } from '../useAdminDashboard';
import * as styles from './AdminDashboard.css';

export interface AdminDashboardProps {
  /** The console client; defaults to the nearest MediakitConsoleProvider's. */
  client?: MediakitConsoleClient;
  messages?: Partial<AdminDashboardMessages>;
  /** Locale of numbers and dates (default: the nearest react-aria `I18nProvider`'s, else the browser's). */
  locale?: string;
  className?: string;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h3 id={id} className={styles.heading}>
        {title}
      </h3>
      {children}
    </section>
  );
}

function Figures({
  data,
  text,
  format,
}: {
  data: AdminDashboardFigures;
  text: AdminDashboardMessages;
  format: ConsoleFormat;
}) {
  const { locale } = format;
  const count = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format;
  const revenue = data.revenueThisMonth.map((entry) => entry.formatted).join(' · ') || text.noRevenue;
  return (
    <>
      <Section title={text.usersTitle}>
        <ConsoleStatTiles
          tiles={[
            { key: 'total', label: text.usersTotal, value: count(data.users.total) },
            { key: 'active', label: text.usersActive, value: count(data.users.active) },
            { key: 'suspended', label: text.usersSuspended, value: count(data.users.suspended) },
            { key: 'admins', label: text.usersAdmins, value: count(data.users.admins) },
            { key: 'new', label: text.usersNew, value: count(data.users.newThisMonth) },
            { key: 'signed-in', label: text.usersSignedIn, value: count(data.users.signedInToday) },
          ]}
        />
      </Section>
      <Section title={text.jobsTitle}>
        <ConsoleStatTiles
          tiles={[
            { key: 'queued', label: text.jobsQueued, value: count(data.jobs.queued) },
            { key: 'running', label: text.jobsRunning, value: count(data.jobs.running) },
            { key: 'succeeded', label: text.jobsSucceeded, value: count(data.jobs.succeededToday) },
            { key: 'failed', label: text.jobsFailed, value: count(data.jobs.failedToday) },
            { key: 'month', label: text.jobsMonth, value: count(data.jobs.thisMonth) },
            {
              key: 'rate',
              label: text.jobsSuccessRate,
              ...(data.jobs.successRateToday === undefined
                ? { value: text.noneEnded, help: text.noneEndedHelp }
                : { value: `${count(data.jobs.successRateToday)}%`, help: text.jobsSuccessRateHelp }),
            },
          ]}
        />
      </Section>
      <Section title={text.moneyTitle}>
        <ConsoleStatTiles
          tiles={[
            { key: 'revenue', label: text.revenue, value: revenue },
            { key: 'storage', label: text.storage, value: formatStorage(data.storageBytes, locale) },
          ]}
        />
        <Chart
          type="bar"
          title={text.creditsChart}
          data={periodChartData(data.creditsSpent, (point) => point.credits, locale)}
          formatValue={count}
          xAxisLabel={text.creditsPeriod}
          yAxisLabel={text.creditsChart}
          messages={{ empty: text.creditsEmpty }}
        />
      </Section>
      <div className={styles.columns}>
        <Section title={text.toolsTitle}>
          {data.toolsThisMonth.length === 0 ? (
            <p className={styles.muted}>{text.noTools}</p>
          ) : (
            <Table
              aria-label={text.toolsTitle}
              density="compact"
              columns={[
                { id: 'label', name: text.toolColumn, isRowHeader: true },
                { id: 'jobs', name: text.jobsColumn, align: 'end', render: (row) => count(row.jobs) },
              ]}
              rows={[...data.toolsThisMonth].sort((a, b) => b.jobs - a.jobs)}
              rowKey={(row) => row.tool}
            />
          )}
        </Section>
        <Section title={text.signupsTitle}>
          {data.recentSignups.length === 0 ? (
            <p className={styles.muted}>{text.noSignups}</p>
          ) : (
            <ul className={styles.list}>
              {data.recentSignups.map((user) => (
                <li key={user.id} className={styles.signup}>
                  <span>
                    {user.name || user.email} <span className={styles.muted}>{user.name ? user.email : ''}</span>
                  </span>
                  <span className={styles.muted}>{format.time(user.createdAt, { dateStyle: 'medium' })}</span>
                </li>
              ))}
            </ul>
          )}
        </Section>
      </div>
    </>
  );
}

/**
 * The administrators' dashboard: users, jobs, revenue, storage, credits spent per period, jobs by tool and recent
 * sign-ups, all computed by the server (GET /api/v1/admin/dashboard). A failed load says why, with Retry.
 */
export function AdminDashboard({ client, messages, locale, className }: AdminDashboardProps) {
  const format = useConsoleFormat(locale);
  const dashboard = useAdminDashboard({ client, messages });
  const text = dashboard.messages;
  const data = dashboard.dashboard.data;
  return (
    <ToolFrame title={text.title} width="tool" className={className}>
      <div className={styles.stack} aria-busy={dashboard.dashboard.status === 'loading'}>
        <div className={styles.row}>
          <p className={styles.intro}>{text.intro}</p>
          {data && (
            <Button variant="secondary" size="sm" onPress={dashboard.reload}>
              {text.refresh}
            </Button>
          )}
        </div>
        <ConsoleErrorState message={dashboard.loadError} retryLabel={text.retry} onRetry={dashboard.reload} />
        {data ? (
          <Figures data={data} text={text} format={format} />
        ) : (
          dashboard.dashboard.status === 'loading' && <Skeleton shape="rect" height={320} aria-label={text.loading} />
        )}
      </div>
    </ToolFrame>
  );
}
