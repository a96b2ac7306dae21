import {
  jobListStates,
  jobToolLabels,
  type JobListState,
  type JobRecord,
  type MediakitConsoleClient,
} from '@mediakit/api-client/console';
import { ToolFrame } from '@mediakit/tool-runtime';
import { ConfirmDialog } from '@mediakit/console-kit/confirm-dialog';
import { Badge, type BadgeTone } from '@mediakit/ui/Badge';
import { Button } from '@mediakit/ui/Button';
import { EmptyState } from '@mediakit/ui/EmptyState';
import { Select } from '@mediakit/ui/Select';
import { Table, type TableColumn } from '@mediakit/ui/Table';
import { useId, useRef, useState } from 'react';
import { jobStateWords } from '../messages';
import { canCancel, canRetry, useJobList, type UseJobListOptions, type UseJobListResult } from '../useJobList';
import { ConsoleErrorState, ConsolePagination, consoleStyles } from '@mediakit/console-kit/views';
import { formatMessage, useConsoleFormat, type ConsoleFormat } from '@mediakit/console-kit';
import * as styles from './JobList.css';

export interface JobListProps extends Omit<UseJobListOptions, 'scope'> {
  /** The console client; defaults to the nearest MediakitConsoleProvider's. */
  client?: MediakitConsoleClient;
  /** Locale of dates and numbers (default: the nearest react-aria `I18nProvider`'s, else the browser's). */
  locale?: string;
  className?: string;
}

const stateTones: Record<JobListState, BadgeTone> = {
  succeeded: 'success',
  running: 'warning',
  queued: 'warning',
  failed: 'danger',
  cancelled: 'neutral',
};

const allOption = 'all';

const jobActions = ['cancel', 'retry'] as const;
type JobAction = (typeof jobActions)[number];
type Confirming = { job: JobRecord; action: JobAction } | undefined;

/** The admin console's jobs page: everyone's jobs with owners, filters by status and tool, cancel, retry a failed one. */
export function AdminJobs(props: JobListProps) {
  return <JobList {...props} scope="admin" />;
}

/** The user's projects: their own jobs, newest first, with a link to each result; cancel one that still runs. */
export function Projects(props: JobListProps) {
  return <JobList {...props} scope="own" />;
}

function JobList({ locale, className, ...options }: JobListProps & { scope: 'admin' | 'own' }) {
  const format = useConsoleFormat(locale);
  const list = useJobList(options);
  const text = list.messages;
  const isAdmin = list.scope === 'admin';
  const [confirming, setConfirming] = useState<Confirming>();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const page = list.jobs.data;
  const filtered = list.state !== undefined || list.tool !== undefined;
  const words = jobStateWords[list.scope];

  const statusOptions = [
    { id: allOption, label: text.allStatuses },
    ...jobListStates.map((state) => ({ id: state, label: jobStateWords.admin[state] })),
  ];
  const toolOptions = [
    { id: allOption, label: text.allTools },
    ...Object.entries(jobToolLabels).map(([id, label]) => ({ id, label })),
  ];

  return (
    <ToolFrame title={isAdmin ? text.adminTitle : text.projectsTitle} width="tool" className={className}>
      <div className={consoleStyles.stack}>
        <p className={styles.intro}>{isAdmin ? text.adminIntro : text.projectsIntro}</p>
        <div className={styles.filters}>
          <Select
            className={styles.filter}
            label={text.statusFilter}
            options={statusOptions}
            value={list.state ?? allOption}
            onChange={(value) => list.setState(value === allOption ? undefined : (value as JobListState))}
          />
          <Select
            className={styles.filter}
            label={text.toolFilter}
            options={toolOptions}
            value={list.tool ?? allOption}
            onChange={(value) => list.setTool(value === allOption || value === null ? undefined : String(value))}
          />
          <Button variant="secondary" onPress={list.reload}>
            {text.refresh}
          </Button>
        </div>
        <p role="status" className={consoleStyles.muted}>
          {list.notice}
        </p>
        {list.actionError && !confirming && (
          <p role="alert" className={consoleStyles.alert}>
            {list.actionError}
          </p>
        )}
        <ConsoleErrorState message={list.loadError} retryLabel={text.retryAgain} onRetry={list.reload} />
        {!page && list.jobs.status === 'loading' && <p className={consoleStyles.muted}>{text.loading}</p>}
        {page?.items.length === 0 &&
          (filtered ? (
            <EmptyState
              title={text.emptyFiltered}
              action={
                <Button variant="secondary" onPress={list.clearFilters}>
                  {text.clearFilters}
                </Button>
              }
            />
          ) : (
            <EmptyState title={isAdmin ? text.empty : text.emptyProjects} />
          ))}
        {page && page.items.length > 0 && (
          <section
            aria-labelledby={headingId}
            aria-busy={list.jobs.status === 'loading'}
            className={consoleStyles.stack}
          >
            <h3 id={headingId} ref={headingRef} tabIndex={-1} className={consoleStyles.heading}>
              {formatMessage(text.shownOf, {
                from: format.count((page.page - 1) * page.pageSize + 1),
                to: format.count((page.page - 1) * page.pageSize + page.items.length),
                total: format.count(page.total),
              })}
            </h3>
            <Table
              aria-label={text.tableLabel}
              aria-describedby={headingId}
              columns={jobColumns({
                list,
                words,
                format,
                onConfirm: setConfirming,
              })}
              rows={page.items}
            />
            <ConsolePagination
              page={list.page}
              pageSize={page.pageSize}
              totalItems={page.total}
              onPageChange={list.setPage}
              aria-label={text.pagination}
            />
          </section>
        )}
        <ConfirmDialog
          isOpen={confirming !== undefined}
          title={
            confirming
              ? formatMessage(confirming.action === 'cancel' ? text.cancelTitle : text.retryTitle, {
                  title: confirming.job.title,
                })
              : ''
          }
          description={
            confirming
              ? formatMessage(confirming.action === 'cancel' ? text.cancelConsequence : text.retryConsequence, {
                  cost: format.count(confirming.job.cost),
                })
              : ''
          }
          confirmLabel={confirming?.action === 'retry' ? text.confirmRetry : text.confirmCancel}
          busyLabel={confirming?.action === 'retry' ? text.retrying : text.cancelling}
          cancelLabel={confirming?.action === 'retry' ? text.dismiss : text.keep}
          isDestructive={confirming?.action !== 'retry'}
          error={list.actionError}
          isBusy={confirming !== undefined && list.pendingId === confirming.job.id}
          onConfirm={() => {
            if (!confirming) return;
            const run = confirming.action === 'cancel' ? list.cancel : list.retry;
            void run(confirming.job).then((done) => done && setConfirming(undefined));
          }}
          onCancel={() => {
            setConfirming(undefined);
            list.clearActionError();
          }}
          onClosed={() => {
            // The row's Cancel button goes once its job is cancelled: focus the list rather than the page's start.
            const active = headingRef.current?.ownerDocument.activeElement;
            if (!active || active === active.ownerDocument.body) headingRef.current?.focus();
          }}
        />
      </div>
    </ToolFrame>
  );
}

/** The table's columns; an administrator sees every owner, a user the link to each result. */
function jobColumns({
  list,
  words,
  format,
  onConfirm,
}: {
  list: UseJobListResult;
  words: Record<JobListState, string>;
  format: ConsoleFormat;
  onConfirm: (confirming: Confirming) => void;
}): TableColumn<JobRecord>[] {
  const text = list.messages;
  const isAdmin = list.scope === 'admin';
  // A row's buttons: the action's name, and the name with the job's title for a screen reader.
  const actionWords: Record<JobAction, { name: string; of: string }> = {
    cancel: { name: text.cancel, of: text.cancelJob },
    retry: { name: text.retry, of: text.retryJob },
  };
  const columns: (TableColumn<JobRecord> | false)[] = [
    {
      id: 'job',
      name: text.columnJob,
      isRowHeader: true,
      render: (job) => (
        <>
          {job.title}
          <span className={`${styles.small} ${consoleStyles.mono}`}>{job.id}</span>
        </>
      ),
    },
    {
      id: 'tool',
      name: isAdmin ? text.columnTool : text.columnType,
      render: (job) => (isAdmin ? job.toolLabel : job.type),
    },
    isAdmin && {
      id: 'owner',
      name: text.columnOwner,
      render: (job) => (
        <>
          {job.owner?.name}
          <span className={styles.small}>{job.owner?.email}</span>
        </>
      ),
    },
    {
      id: 'status',
      name: text.columnStatus,
      render: (job) => (
        <>
          <Badge tone={stateTones[job.state]}>{words[job.state]}</Badge>
          {job.state === 'failed' && job.error && <span className={styles.small}>{job.error}</span>}
        </>
      ),
    },
    { id: 'cost', name: text.columnCost, align: 'end', render: (job) => format.count(job.cost) },
    {
      id: 'created',
      name: text.columnCreated,
      render: (job) => format.time(job.createdAt, { dateStyle: 'medium', timeStyle: 'short' }),
    },
    !isAdmin && {
      id: 'result',
      name: text.columnResult,
      render: (job) => {
        const output = job.outputs[0];
        return output ? (
          <a
            className={styles.link}
            href={output.src}
            target="_blank"
            rel="noreferrer"
            aria-label={formatMessage(text.openResultOf, { title: job.title })}
          >
            {text.openResult}
          </a>
        ) : (
          <span className={consoleStyles.muted}>{text.noResult}</span>
        );
      },
    },
    {
      id: 'actions',
      name: text.columnActions,
      // Nothing at all when there is nothing to do, so a job's card (a table too narrow for columns) has no empty line.
      render: (job) => {
        const actions = jobActions.filter((action) =>
          action === 'cancel' ? canCancel(job) : isAdmin && canRetry(job),
        );
        return (
          actions.length > 0 && (
            <div className={styles.actions}>
              {actions.map((action) => (
                <Button
                  key={action}
                  variant="secondary"
                  size="sm"
                  aria-label={formatMessage(actionWords[action].of, { title: job.title })}
                  onPress={() => onConfirm({ job, action })}
                >
                  {actionWords[action].name}
                </Button>
              ))}
            </div>
          )
        );
      },
    },
  ];
  return columns.filter((column) => column !== false);
}
