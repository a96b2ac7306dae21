import type { MediakitConsoleClient, Meter as UsageMeter } from '@mediakit/api-client/console';
import { Badge } from '@mediakit/ui/Badge';
import { Chart } from '@mediakit/ui/Chart';
import { Link } from '@mediakit/ui/Link';
import { Meter } from '@mediakit/ui/Meter';
import { Skeleton } from '@mediakit/ui/Skeleton';
import { Table, type TableColumn } from '@mediakit/ui/Table';
import { useMemo, type ReactNode } from 'react';
import { mergeUsageMessages, type UsageMessages, type UsageMessagesOverride } from '../messages';
import { creditsChartData, formatCount, formatTime, formatTimePieces, statusTone } from '../usageFigures';
import { useUsage, type UsageState } from '../useUsage';
import * as styles from './UsageViews.css';
import { ConsoleErrorState, ConsolePanel, ConsoleStatTiles, consoleStyles } from '@mediakit/console-kit/views';
import { formatStorage, useConsoleFormat } from '@mediakit/console-kit';

export interface UsageViewProps {
  /** What `useUsage()` returned: every view of one page shares one load. */
  usage: UsageState;
  /** Text overrides, e.g. `{ tiles: { credits: 'Balance' } }`. */
  messages?: UsageMessagesOverride;
  /** The locale of numbers and dates (default: the nearest react-aria `I18nProvider`'s, else the browser's). */
  locale?: string;
  /** The heading level of the view's title (default 2). */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

function useMessages(overrides: UsageMessagesOverride | undefined): UsageMessages {
  return useMemo(() => mergeUsageMessages(overrides), [overrides]);
}

/** A section's words (with a partner's overrides) and the locale of its figures (see `useConsoleFormat`). */
function useSectionText({ messages, locale }: Pick<UsageViewProps, 'messages' | 'locale'>) {
  return { text: useMessages(messages), locale: useConsoleFormat(locale).locale };
}

/** The load's failure in words with a Retry button; nothing while loading or loaded. Render it once per page. */
export function UsageLoadStatus({ usage, messages }: Pick<UsageViewProps, 'usage' | 'messages'>) {
  const text = useMessages(messages);
  if (usage.status !== 'error') return null;
  return <ConsoleErrorState framed message={usage.errorMessage} retryLabel={text.retry} onRetry={usage.reload} />;
}

/** The four stat tiles (Projects, Renders, Credits, Uptime) and the credits-used line chart over 12 periods. */
export function UsageOverview({ usage, headingLevel, className, ...words }: UsageViewProps) {
  const { text, locale } = useSectionText(words);
  const { data } = usage;
  const count = (value: number) => formatCount(value, locale);
  const tiles = data
    ? [
        { key: 'projects', label: text.tiles.projects, value: count(data.dashboard.projects) },
        { key: 'renders', label: text.tiles.renders, value: count(data.dashboard.renders) },
        { key: 'credits', label: text.tiles.credits, value: count(data.dashboard.credits) },
        data.dashboard.uptime === undefined
          ? { key: 'uptime', label: text.tiles.uptime, value: text.uptimeNone, help: text.uptimeNoneHelp }
          : {
              key: 'uptime',
              label: text.tiles.uptime,
              value: `${formatCount(data.dashboard.uptime, locale, 1)}%`,
              help: text.uptimeHelp,
            },
      ]
    : [];
  return (
    <ConsolePanel title={text.overviewTitle} headingLevel={headingLevel} className={className} busy={!data}>
      {data ? (
        <>
          <ConsoleStatTiles tiles={tiles} />
          <Chart
            type="line"
            title={text.chartTitle}
            data={creditsChartData(data.summary.history, locale)}
            formatValue={count}
            xAxisLabel={text.chartPeriod}
            yAxisLabel={text.chartTitle}
            messages={{ empty: text.chartEmpty }}
          />
        </>
      ) : (
        <Skeleton shape="rect" height={260} aria-label={text.loading} />
      )}
    </ConsolePanel>
  );
}

function UsageMeterRow({ label, meter, value }: { label: string; meter: UsageMeter; value: string }) {
  return (
    <li>
      <Meter label={label} value={meter.percent} minValue={0} maxValue={100} valueLabel={value} tone="auto" />
    </li>
  );
}

export interface PlanUsageProps extends UsageViewProps {
  /** Where 'Manage plan' goes (e.g. '/user/billing'); no link without it. */
  managePlanHref?: string;
  /** Where 'View detailed usage' goes (e.g. '/user/usage'); no link without it. */
  usageHref?: string;
}

/**
 * The plan and its meters: credits spent this month of the cap (credit_cap, else the plan's credits per month, else
 * 100; percent rounded; live from the client's credits store under a MediakitProvider), the library's storage in units
 * that fit, renders and API minutes this month, each as the server counts them.
 */
export function PlanUsage({ usage, headingLevel, className, managePlanHref, usageHref, ...words }: PlanUsageProps) {
  const { text, locale } = useSectionText(words);
  const summary = usage.data?.summary;
  const count = (value: number, digits = 0) => formatCount(value, locale, digits);
  /** "used of total" with the share; `usedDigits` for a meter counted in fractions (API minutes). */
  const meterValue = (meter: UsageMeter, usedDigits = 0) =>
    text.meterValue(count(meter.used, usedDigits), count(meter.total), meter.percent);
  const links =
    managePlanHref || usageHref ? (
      <span className={styles.projectMeta}>
        {managePlanHref && <Link href={managePlanHref}>{text.managePlan}</Link>}
        {usageHref && <Link href={usageHref}>{text.viewUsage}</Link>}
      </span>
    ) : undefined;
  return (
    <ConsolePanel
      title={text.planTitle}
      headingLevel={headingLevel}
      className={className}
      action={links}
      busy={!summary}
    >
      {summary ? (
        <>
          <p className={consoleStyles.panelMuted}>
            {text.plan(summary.planLabel ?? summary.plan ?? '—')} ·{' '}
            {summary.renewsAt ? text.renews(formatTime(summary.renewsAt, locale)) : text.noRenewal}
          </p>
          <ul className={styles.meters}>
            <UsageMeterRow label={text.meters.credits} meter={summary.credits} value={meterValue(summary.credits)} />
            <UsageMeterRow
              label={text.meters.storage}
              meter={summary.storage}
              value={text.storageValue(
                formatStorage(summary.storage.used, locale),
                formatStorage(summary.storage.total, locale),
                summary.storage.percent,
              )}
            />
            <UsageMeterRow label={text.meters.renders} meter={summary.renders} value={meterValue(summary.renders)} />
            <UsageMeterRow
              label={text.meters.apiMinutes}
              meter={summary.apiMinutes}
              value={meterValue(summary.apiMinutes, 1)}
            />
          </ul>
        </>
      ) : (
        <Skeleton lines={4} aria-label={text.loading} />
      )}
    </ConsolePanel>
  );
}

/**
 * A date and time that moves its clock time to a second line rather than widening its column: the Recent Activity
 * panel shares the dashboard's width with the plan, where the whole time on one line would push the table past its box.
 */
function TimeBreakingBeforeClock({ time, locale }: { time: string | undefined; locale: string | undefined }) {
  const { date, gap, clock } = formatTimePieces(time, locale);
  if (!clock) return date;
  return (
    <>
      <span className={styles.unbroken}>{date}</span>
      {gap || <wbr />}
      <span className={styles.unbroken}>{clock}</span>
    </>
  );
}

/** The latest jobs: model, status (Completed, Running, Queued, Failed), credits and time. */
export function RecentActivity({ usage, headingLevel, className, ...words }: UsageViewProps) {
  const { text, locale } = useSectionText(words);
  const items = usage.data?.dashboard.recentActivity;
  const columns = text.activityColumns;
  const activityColumns: TableColumn<NonNullable<typeof items>[number]>[] = [
    { id: 'model', name: columns.model, isRowHeader: true },
    {
      id: 'status',
      name: columns.status,
      render: (item) => <Badge tone={statusTone(item.status)}>{text.activityStatus[item.status] ?? item.status}</Badge>,
    },
    { id: 'credits', name: columns.credits, align: 'end', render: (item) => formatCount(item.tokens, locale) },
    {
      id: 'time',
      name: columns.time,
      className: styles.activityTime,
      render: (item) => <TimeBreakingBeforeClock time={item.time} locale={locale} />,
    },
  ];
  return (
    <ConsolePanel title={text.activityTitle} headingLevel={headingLevel} className={className} busy={!items}>
      {!items ? (
        <Skeleton lines={4} aria-label={text.loading} />
      ) : items.length === 0 ? (
        <p className={consoleStyles.panelMuted}>{text.activityEmpty}</p>
      ) : (
        <Table variant="panel" caption={text.activityTable} columns={activityColumns} rows={items} />
      )}
    </ConsolePanel>
  );
}

export interface RecentProjectsProps extends UsageViewProps {
  /** Where 'View all' goes (e.g. '/user/projects'); no link without it. */
  projectsHref?: string;
}

/** The latest projects: title, type (Images, Video, Audio, Avatar), time, status and a link to the result. */
export function RecentProjects({ usage, headingLevel, className, projectsHref, ...words }: RecentProjectsProps) {
  const { text, locale } = useSectionText(words);
  const projects = usage.data?.dashboard.recentProjects;
  return (
    <ConsolePanel
      title={text.projectsTitle}
      headingLevel={headingLevel}
      className={className}
      busy={!projects}
      action={projectsHref ? <Link href={projectsHref}>{text.viewAllProjects}</Link> : undefined}
    >
      {!projects ? (
        <Skeleton lines={4} aria-label={text.loading} />
      ) : projects.length === 0 ? (
        <p className={consoleStyles.panelMuted}>{text.projectsEmpty}</p>
      ) : (
        <ul className={styles.projects}>
          {projects.map((project) => (
            <li key={project.id} className={styles.project}>
              <div>
                <p className={styles.projectTitle}>{project.title}</p>
                <span className={styles.projectMeta}>
                  {/* One run of text, so a line break falls between words, never after a lone dot. */}
                  <span>
                    {text.projectType[project.type] ?? project.type} <span aria-hidden="true">·</span>{' '}
                    {formatTime(project.time, locale)}
                  </span>
                  <Badge tone={statusTone(project.status)}>
                    {text.projectStatus[project.status] ?? project.status}
                  </Badge>
                </span>
              </div>
              {project.link && (
                <Link href={project.link} target="_blank" aria-label={text.openResultOf(project.title)}>
                  {text.openResult}
                </Link>
              )}
            </li>
          ))}
        </ul>
      )}
    </ConsolePanel>
  );
}

export interface UsageColumnsProps {
  /** Two views. */
  children: ReactNode;
  /** One of them is Recent Activity, whose table needs 29rem: side by side only where each column gets that. */
  withActivity?: boolean;
  className?: string;
}

/** Two views side by side where both have room, else one below the other (for a host composing the views itself). */
export function UsageColumns({ children, withActivity = false, className }: UsageColumnsProps) {
  const layout = withActivity ? styles.columnsWithActivity : styles.columns;
  return <div className={[layout, className].filter(Boolean).join(' ')}>{children}</div>;
}

export interface UsageScreenProps extends Omit<PlanUsageProps, 'usage'>, Omit<RecentProjectsProps, 'usage'> {
  /** The console client; else the nearest `MediakitConsoleProvider`'s. */
  client?: MediakitConsoleClient;
}

type UsageSection = 'plan' | 'projects' | 'activity';

/** One load for every section: its failure with Retry and the overview first, then two sections side by side and one below. */
function UsageOnOneLoad({
  client,
  messages,
  className,
  columns,
  below,
  ...rest
}: UsageScreenProps & { columns: [UsageSection, UsageSection]; below: UsageSection }) {
  const usage = useUsage({ client, messages });
  const { managePlanHref, usageHref, projectsHref, ...shared } = rest;
  const sections: Record<UsageSection, ReactNode> = {
    plan: (
      <PlanUsage usage={usage} messages={messages} managePlanHref={managePlanHref} usageHref={usageHref} {...shared} />
    ),
    projects: <RecentProjects usage={usage} messages={messages} projectsHref={projectsHref} {...shared} />,
    activity: <RecentActivity usage={usage} messages={messages} {...shared} />,
  };
  return (
    <div className={[consoleStyles.panelScreen, className].filter(Boolean).join(' ')}>
      <UsageLoadStatus usage={usage} messages={messages} />
      <UsageOverview usage={usage} messages={messages} {...shared} />
      <UsageColumns withActivity={columns.includes('activity')}>
        {sections[columns[0]]}
        {sections[columns[1]]}
      </UsageColumns>
      {sections[below]}
    </div>
  );
}

/** The whole usage page: one load, its failure with Retry, the overview, plan and usage, activity and projects. */
export function UsageScreen(props: UsageScreenProps) {
  return <UsageOnOneLoad {...props} columns={['plan', 'projects']} below="activity" />;
}

/**
 * The dashboard's usage sections on one load, in the order of the spec's dashboard (overview tiles and chart, Recent
 * Activity beside Your Plan & Usage, Recent Projects). A host with sections of its own in between composes the views
 * itself: `const usage = useUsage();` then each view with `usage={usage}`.
 */
export function UsageDashboard(props: UsageScreenProps) {
  return <UsageOnOneLoad {...props} columns={['activity', 'plan']} below="projects" />;
}
