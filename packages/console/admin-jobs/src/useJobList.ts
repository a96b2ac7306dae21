import type { JobListState, JobRecord, MediakitConsoleClient, Page } from '@mediakit/api-client/console';
import {
  loadFailureText,
  formatMessage,
  useConsoleClient,
  useRemoteData,
  useRowActions,
  type RemoteData,
  type RemoteLoadView,
} from '@mediakit/console-kit';
import { useCallback, useMemo, useState } from 'react';
import { jobListMessages, type JobListMessages } from './messages';

/** Everyone's jobs (administrators) or the signed-in user's own. */
export type JobListScope = 'admin' | 'own';

export interface UseJobListOptions {
  /** The console client; defaults to the nearest MediakitConsoleProvider's. */
  client?: MediakitConsoleClient;
  /** 'admin': everyone's jobs with owners, cancel and retry; 'own': the user's jobs (projects), cancel. */
  scope: JobListScope;
  /** Jobs per page (default 20; the server allows at most 100). */
  pageSize?: number;
  messages?: Partial<JobListMessages>;
  /** Called after a job was cancelled or retried (the new job for a retry). */
  onChange?: (job: JobRecord, action: 'cancelled' | 'retried') => void;
}

export interface UseJobListResult extends RemoteLoadView {
  messages: JobListMessages;
  scope: JobListScope;
  jobs: RemoteData<Page<JobRecord>>;
  state: JobListState | undefined;
  /** Filters by state (undefined: all); back to page 1. */
  setState: (state: JobListState | undefined) => void;
  tool: string | undefined;
  /** Filters by tool (undefined: all); back to page 1. */
  setTool: (tool: string | undefined) => void;
  clearFilters: () => void;
  page: number;
  setPage: (page: number) => void;
  pageSize: number;
  /** The job a cancel or retry is on its way for. */
  pendingId: string | undefined;
  actionError: string | undefined;
  clearActionError: () => void;
  notice: string | undefined;
  /** Cancels a queued or running job; resolves true when the server answered. */
  cancel: (job: JobRecord) => Promise<boolean>;
  /** Starts a failed job again (administrators); resolves true when the new job exists. */
  retry: (job: JobRecord) => Promise<boolean>;
}

/** A job that has not ended can be cancelled. */
export const canCancel = (job: JobRecord) => job.state === 'queued' || job.state === 'running';
/** Only a failed job can be retried (a cancelled one was stopped on purpose). */
export const canRetry = (job: JobRecord) => job.state === 'failed';

/** The job list's state: filters (status, tool), server-side pages, cancel and retry. */
export function useJobList({ client, scope, pageSize = 20, messages, onChange }: UseJobListOptions): UseJobListResult {
  const consoleClient = useConsoleClient(client);
  const text = useMemo(() => ({ ...jobListMessages, ...messages }), [messages]);
  const [state, setStateValue] = useState<JobListState>();
  const [tool, setToolValue] = useState<string>();
  const [page, setPage] = useState(1);
  const jobs = useRemoteData(
    (signal) => {
      const query = { state, tool, page, pageSize };
      return scope === 'admin'
        ? consoleClient.admin.jobs.list(query, { signal })
        : consoleClient.jobs.list(query, { signal });
    },
    [consoleClient, scope, state, tool, page, pageSize],
  );
  const [actionError, setActionError] = useState<string>();
  const [notice, setNotice] = useState<string>();

  const setState = useCallback((next: JobListState | undefined) => {
    setStateValue(next);
    setPage(1);
  }, []);
  const setTool = useCallback((next: string | undefined) => {
    setToolValue(next || undefined);
    setPage(1);
  }, []);
  const clearFilters = useCallback(() => {
    setStateValue(undefined);
    setToolValue(undefined);
    setPage(1);
  }, []);

  const { reload, setData } = jobs;
  const rows = useRowActions<'pending'>(text, reload);
  const replaceJob = useCallback(
    (updated: JobRecord) =>
      setData((previous) =>
        previous
          ? { ...previous, items: previous.items.map((job) => (job.id === updated.id ? updated : job)) }
          : { items: [updated], page: 1, pageSize, total: 1 },
      ),
    [pageSize, setData],
  );

  const { run } = rows;
  const act = useCallback(
    (job: JobRecord, work: (signal: AbortSignal) => Promise<void>) => {
      setActionError(undefined);
      setNotice(undefined);
      return run(job.id, 'pending', work, setActionError);
    },
    [run],
  );

  const cancel = useCallback(
    (job: JobRecord) =>
      act(job, async (signal) => {
        let after: JobRecord;
        if (scope === 'admin') {
          after = await consoleClient.admin.jobs.cancel(job.id, { signal });
        } else {
          const answer = await consoleClient.jobs.cancel(job.id, { signal });
          after = { ...job, state: answer.state };
        }
        replaceJob({
          ...after,
          owner: after.owner ?? job.owner,
          outputs: after.outputs.length ? after.outputs : job.outputs,
        });
        const stopped = after.state === 'cancelled';
        setNotice(formatMessage(stopped ? text.cancelled : text.alreadyEnded, { title: job.title }));
        if (stopped) onChange?.(after, 'cancelled');
      }),
    [act, consoleClient, onChange, replaceJob, scope, text],
  );

  const retry = useCallback(
    (job: JobRecord) =>
      act(job, async (signal) => {
        const retried = await consoleClient.admin.jobs.retry(job.id, { signal });
        setNotice(formatMessage(text.retried, { title: job.title }));
        onChange?.(retried, 'retried');
        // The new job is the newest: it shows at the top of the first page.
        if (page === 1) reload();
        else setPage(1);
      }),
    [act, consoleClient, onChange, page, reload, text],
  );

  return {
    messages: text,
    scope,
    jobs: jobs.state,
    loadError: loadFailureText(jobs.state, text),
    reload,
    state,
    setState,
    tool,
    setTool,
    clearFilters,
    page,
    setPage,
    pageSize,
    pendingId: Object.keys(rows.busy)[0],
    actionError,
    clearActionError: useCallback(() => setActionError(undefined), []),
    notice,
    cancel,
    retry,
  };
}
