import {
  type CancelledJob,
  isAbortError,
  isApiError,
  type JobState,
  type MediakitClient,
  type RequestOptions,
} from '@mediakit/api-client';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import type { CreditGate } from '../credits';
import { chargeOptimistically } from './optimisticCharge';
import { clearResumableTask, loadResumableTask, saveResumableTask } from './resumableTask';
import { isBusyPhase, type Cancellation, type ToolPhase } from './toolPhase';

export type { Cancellation } from './toolPhase';
import { useResultDelivery, type ResultDeliveryProps } from './useResultDelivery';

/** A status answer of a running job: the server's own status word and, when it says, the progress (0–100). */
export type RunUpdate = Extract<JobState<unknown>, { status: 'running' }>;

/**
 * A job the tool starts and then polls: `start` resolves with the task to poll (the client has already refused an
 * answer without a task id), `wait` polls it on the API's schedule until it ends.
 */
export interface PolledJob<Input, Task, Output> {
  /** Names the job in sessionStorage so a reload resumes polling, e.g. 'image-editor'. */
  resumeKey: string;
  start: (input: Input, options: RequestOptions) => Promise<Task>;
  wait: (task: Task, options: RequestOptions & { onUpdate: (state: JobState<Output>) => void }) => Promise<Output>;
  /**
   * Cancels the job on the server (the client's `cancel`, e.g. `(task) => client.imageToVideo.cancel(task)`): Cancel
   * then stops the job and its credits come back; without it, Cancel only stops waiting.
   */
  cancel?: (task: Task, options: RequestOptions) => Promise<CancelledJob>;
}

/** What made a result: the run's input (unknown for a job resumed after a reload) and the polled task. */
export interface RunOrigin<Input, Task> {
  input: Input | undefined;
  task: Task | undefined;
}

export interface UseToolRunOptions<Input, Output, Result, Task> extends ResultDeliveryProps<Result> {
  /** The tool's client, already resolved (`useMediakitClient`): with `includeBlob`, it fetches the output. */
  client: MediakitClient;
  /** One request per run, answered with the output... */
  request?: (input: Input, signal: AbortSignal) => Promise<Output>;
  /** ...or a job started and then polled, resumed after a reload. */
  job?: PolledJob<Input, Task, Output>;
  /** The balance and this run's estimate: shown as spent while the run lasts; a short balance refuses to start. */
  credits?: CreditGate;
  /** What the tool shows and hands to `onResult`. */
  toResult: (output: Output, origin: RunOrigin<Input, Task>) => Result;
  /** The tool's words for a failure (see `failureMessage`); aborts never reach it. */
  failureMessage: (error: unknown) => string;
  /** Keep the last result on screen while a new run is under way or after it fails (a player, a conversation). */
  keepsResult?: boolean;
  /** For answers that carry the balance after the charge. */
  balanceAfter?: (output: Output) => number | undefined;
  /** For answers that carry no balance: fetch it again after a success, to check the estimate shown as spent. */
  refreshCreditsAfterSuccess?: boolean;
  /** The tool's own follow-up of a finished run (before `onResult`), e.g. a chat turn's reply. */
  onRunSucceeded?: (result: Result, input: Input | undefined) => void;
  /** The tool's own follow-up of a failed run (before `onError`), with the message shown. */
  onRunFailed?: (message: string, error: unknown, input: Input | undefined) => void;
  /** Called with every failure (already shown to the user). */
  onError?: (error: unknown) => void;
}

export interface ToolRunState<Result, Task, Input = unknown> {
  phase: ToolPhase;
  /** The input of the run on screen (unknown for a job resumed after a reload), e.g. the original of a before/after. */
  input?: Input | undefined;
  result?: Result | undefined;
  /** The user-facing message of the last failure. */
  error?: string | undefined;
  /** The last failure itself (usually an ApiError): its `reason`, `credits` or `planLimit` for the view. */
  failure?: unknown;
  /** The latest status answer of a running job. */
  update?: RunUpdate | undefined;
  task?: Task | undefined;
  /** The running job was started before a reload and picked up on mount. */
  resumed: boolean;
  /** The last attempt was refused before any request because the balance is short. */
  blocked: boolean;
  /** After Cancel: what the server said (see `Cancellation`). */
  cancellation?: Cancellation | undefined;
}

type Action<Result, Task, Input> =
  | { type: 'starting'; input: Input }
  | { type: 'running'; task: Task | undefined; resumed: boolean; input: Input | undefined }
  | { type: 'update'; update: RunUpdate }
  | { type: 'succeeded'; result: Result }
  | { type: 'failed'; error: string; failure: unknown }
  | { type: 'blocked' }
  | { type: 'cancelled'; cancellation: Cancellation }
  | { type: 'cancel-answered'; cancellation: Cancellation }
  | { type: 'dismiss-failure' }
  | { type: 'reset' };

const idle = { phase: 'idle', resumed: false, blocked: false } as const;

function runReducer<Result, Task, Input>(
  state: ToolRunState<Result, Task, Input>,
  action: Action<Result, Task, Input>,
  keepsResult: boolean,
): ToolRunState<Result, Task, Input> {
  const kept = keepsResult ? { result: state.result } : {};
  switch (action.type) {
    case 'starting':
      return { ...idle, ...kept, phase: 'starting', input: action.input };
    case 'running':
      return { ...idle, ...kept, phase: 'running', input: action.input, task: action.task, resumed: action.resumed };
    case 'update':
      return isBusyPhase(state.phase) ? { ...state, update: action.update } : state;
    case 'succeeded':
      return { ...idle, phase: 'succeeded', input: state.input, task: state.task, result: action.result };
    case 'failed':
      return {
        ...idle,
        ...kept,
        phase: 'failed',
        input: state.input,
        task: state.task,
        error: action.error,
        failure: action.failure,
      };
    case 'blocked':
      return { ...state, blocked: true };
    case 'cancelled':
      return isBusyPhase(state.phase)
        ? {
            ...idle,
            ...kept,
            phase: 'cancelled',
            input: state.input,
            task: state.task,
            cancellation: action.cancellation,
          }
        : state;
    case 'cancel-answered':
      return state.phase === 'cancelled' && state.cancellation === 'pending'
        ? { ...state, cancellation: action.cancellation }
        : state;
    case 'dismiss-failure':
      return state.phase === 'failed' ? { ...idle, ...kept } : state;
    case 'reset':
      return idle;
  }
}

/**
 * A tool's run, one-shot or polled, with one phase vocabulary: start (refused while one is under way or while the
 * balance is short), the estimate shown as spent and given back when the run fails (a 402's balance wins), status
 * answers and progress of a polled job, cancel, reset, resuming a job after a reload, the failure in the tool's words,
 * and the result handed to `onResult` (with the output as a Blob when `includeBlob` is set). Unmounting aborts the
 * request or stops polling (a polled job stays saved, to resume); late answers change nothing.
 */
export function useToolRun<Input, Output, Result, Task = never>(
  options: UseToolRunOptions<Input, Output, Result, Task>,
) {
  const keepsResult = options.keepsResult ?? false;
  const [state, dispatch] = useReducer(
    (current: ToolRunState<Result, Task, Input>, action: Action<Result, Task, Input>) =>
      runReducer(current, action, keepsResult),
    idle,
  );
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const controller = useRef<AbortController | null>(null);
  // Set at once by `start`, so a second start in the same tick is refused before React renders the first.
  const busy = useRef(false);
  // The polled task under way, for Cancel to name on the server.
  const runningTask = useRef<{ task: Task } | undefined>(undefined);
  const deliver = useResultDelivery<Result>({
    client: options.client,
    onResult: options.onResult,
    includeBlob: options.includeBlob,
  });

  const succeed = useCallback(
    (output: Output, origin: RunOrigin<Input, Task>) => {
      const current = latest.current;
      busy.current = false;
      if (current.job) clearResumableTask(current.job.resumeKey);
      const result = current.toResult(output, origin);
      const balance = current.balanceAfter?.(output);
      if (balance !== undefined) current.credits?.set(balance);
      dispatch({ type: 'succeeded', result });
      if (current.refreshCreditsAfterSuccess) current.credits?.refresh().catch(() => {});
      current.onRunSucceeded?.(result, origin.input);
      void deliver(result);
    },
    [deliver],
  );

  const fail = useCallback((error: unknown, input: Input | undefined, restoreCharge: () => void) => {
    const current = latest.current;
    busy.current = false;
    if (current.job) clearResumableTask(current.job.resumeKey);
    // A 402 says what the balance is: it replaces the local guess.
    if (isApiError(error) && error.credits) current.credits?.set(error.credits.have);
    else restoreCharge();
    const message = current.failureMessage(error);
    dispatch({ type: 'failed', error: message, failure: error });
    current.onRunFailed?.(message, error, input);
    current.onError?.(error);
  }, []);

  const follow = useCallback(
    async (job: PolledJob<Input, Task, Output>, task: Task, input: Input | undefined, signal: AbortSignal) => {
      const output = await job.wait(task, {
        signal,
        onUpdate: (update) => {
          if (update.status === 'running' && !signal.aborted) dispatch({ type: 'update', update });
        },
      });
      if (!signal.aborted) succeed(output, { input, task });
    },
    [succeed],
  );

  // The unmount's abort waits a microtask: StrictMode (a development build, Next.js in dev) unmounts and mounts every
  // effect once more at once, and a run started in the first mount's effects (a Generate handed over to a tool that
  // just loaded) must survive that, not be aborted with its state left busy for good.
  const pendingUnmount = useRef<{ cancelled: boolean } | undefined>(undefined);
  useEffect(() => {
    if (pendingUnmount.current) pendingUnmount.current.cancelled = true;
    pendingUnmount.current = undefined;
    const { job } = latest.current;
    const saved = !busy.current && job && loadResumableTask<{ task: Task }>(job.resumeKey);
    if (job && saved && saved.details && 'task' in saved.details) {
      const { task } = saved.details;
      const resumed = new AbortController();
      controller.current = resumed;
      busy.current = true;
      runningTask.current = { task };
      dispatch({ type: 'running', task, resumed: true, input: undefined });
      follow(job, task, undefined, resumed.signal).catch((error: unknown) => {
        if (!resumed.signal.aborted && !isAbortError(error)) fail(error, undefined, () => {});
      });
    }
    return () => {
      const unmount = { cancelled: false };
      pendingUnmount.current = unmount;
      queueMicrotask(() => {
        if (!unmount.cancelled) controller.current?.abort();
      });
    };
  }, [fail, follow]);

  const start = useCallback(
    (input: Input): boolean => {
      const { credits, job, request } = latest.current;
      if (busy.current) return false;
      if (credits?.isShort) {
        dispatch({ type: 'blocked' });
        return false;
      }
      controller.current?.abort();
      runningTask.current = undefined;
      const current = new AbortController();
      controller.current = current;
      busy.current = true;
      const charge = chargeOptimistically(credits, credits?.cost);
      const restoreCharge = () => charge.restore(latest.current.credits?.credits);
      const run = async () => {
        if (job) {
          dispatch({ type: 'starting', input });
          const task = await job.start(input, { signal: current.signal });
          if (current.signal.aborted) return;
          saveResumableTask(job.resumeKey, {
            taskId: typeof task === 'string' ? task : job.resumeKey,
            startedAt: Date.now(),
            details: { task },
          });
          runningTask.current = { task };
          dispatch({ type: 'running', task, resumed: false, input });
          await follow(job, task, input, current.signal);
          return;
        }
        dispatch({ type: 'running', task: undefined, resumed: false, input });
        if (!request) throw new Error('useToolRun needs a `request` or a `job`.');
        const output = await request(input, current.signal);
        if (!current.signal.aborted) succeed(output, { input, task: undefined });
      };
      run().catch((error: unknown) => {
        if (!current.signal.aborted && !isAbortError(error)) fail(error, input, restoreCharge);
      });
      return true;
    },
    [fail, follow, succeed],
  );

  /**
   * Aborts the request or stops polling and forgets the job; a polled job whose `job.cancel` is given is cancelled on
   * the server too, which refunds it (the new balance reaches `client.credits`). Without it, or before the task is
   * known, the server may still finish the job.
   */
  const cancel = useCallback(() => {
    controller.current?.abort();
    const wasBusy = busy.current;
    busy.current = false;
    const { job } = latest.current;
    if (job) clearResumableTask(job.resumeKey);
    const running = wasBusy ? runningTask.current : undefined;
    runningTask.current = undefined;
    const cancelOnServer = job?.cancel;
    if (!running || !cancelOnServer) {
      dispatch({ type: 'cancelled', cancellation: 'unconfirmed' });
      return;
    }
    dispatch({ type: 'cancelled', cancellation: 'pending' });
    cancelOnServer(running.task, {}).then(
      // The client's cancel publishes the balance it answered to `client.credits`, which the gate reads.
      (answer) =>
        dispatch({ type: 'cancel-answered', cancellation: answer.state === 'cancelled' ? 'refunded' : 'ended' }),
      () => dispatch({ type: 'cancel-answered', cancellation: 'unconfirmed' }),
    );
  }, []);

  /**
   * Drops the last run's failure, keeping what a `keepsResult` tool shows: for a
   * Submit the form refused, so the field's new error is the one on screen, not beside the old run's (issue #29).
   */
  const dismissFailure = useCallback(() => dispatch({ type: 'dismiss-failure' }), []);

  /** Back to where the tool started: drops the run under way, its result and its failure. */
  const reset = useCallback(() => {
    controller.current?.abort();
    busy.current = false;
    runningTask.current = undefined;
    const { job } = latest.current;
    if (job) clearResumableTask(job.resumeKey);
    dispatch({ type: 'reset' });
  }, []);

  return {
    ...state,
    isBusy: isBusyPhase(state.phase),
    /** The latest progress a running job reported (0–100), when it reports one. */
    progress: isBusyPhase(state.phase) ? state.update?.progress : undefined,
    start,
    cancel,
    reset,
    dismissFailure,
  };
}

export type ToolRun<Result, Task = never> = ReturnType<typeof useToolRun<unknown, unknown, Result, Task>>;
