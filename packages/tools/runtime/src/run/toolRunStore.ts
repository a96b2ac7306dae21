import {
  type CancelledJob,
  isAbortError,
  isApiError,
  type JobState,
  type MediakitClient,
  type RequestOptions,
} from '@mediakit/api-client';
import { chargeOptimistically } from './optimisticCharge';
import { createResultDelivery, type ResultDeliveryProps } from './resultDelivery';
import { clearResumableTask, loadResumableTask, saveResumableTask } from './resumableTask';
import { isBusyPhase, type Cancellation, type ToolPhase } from './toolPhase';

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
  /**
   * Saves the run's input (plain data) beside the task, so a job resumed after a reload still knows what it was asked
   * (e.g. the prompt it files the result under).
   */
  keepsInput?: boolean;
}

/** What made a result: the run's input (unknown for a job resumed after a reload) and the polled task. */
export interface RunOrigin<Input, Task> {
  input: Input | undefined;
  task: Task | undefined;
}

/** The balance a run charges: `useCreditGate`'s answer, or any object of this shape (tests). */
export interface RunCredits {
  credits: number | undefined;
  /** This run's estimate, shown as spent while it lasts. */
  cost: number;
  /** The balance is known and below the cost: a run refuses to start. */
  isShort: boolean;
  set: (credits: number) => void;
  refresh: () => Promise<void>;
}

export interface ToolRunOptions<Input, Output, Result, Task> extends ResultDeliveryProps<Result> {
  /** The tool's client: with `includeBlob`, it fetches the output. */
  client?: MediakitClient | undefined;
  /** One request per run, answered with the output... */
  request?: ((input: Input, signal: AbortSignal) => Promise<Output>) | undefined;
  /** ...or a job started and then polled, resumed after a reload. */
  job?: PolledJob<Input, Task, Output> | undefined;
  /** The balance and this run's estimate: shown as spent while the run lasts; a short balance refuses to start. */
  credits?: RunCredits | undefined;
  /** What the tool shows and hands to `onResult`. */
  toResult: (output: Output, origin: RunOrigin<Input, Task>) => Result;
  /** The tool's words for a failure (see `failureMessage`); aborts never reach it. */
  failureMessage: (error: unknown) => string;
  /** Keep the last result on screen while a new run is under way or after it fails (a player, a conversation). */
  keepsResult?: boolean | undefined;
  /** For answers that carry the balance after the charge. */
  balanceAfter?: ((output: Output) => number | undefined) | undefined;
  /** For answers that carry no balance: fetch it again after a success, to check the estimate shown as spent. */
  refreshCreditsAfterSuccess?: boolean | undefined;
  /** The tool's own follow-up of a finished run (before `onResult`), e.g. a chat turn's reply. */
  onRunSucceeded?: ((result: Result, input: Input | undefined) => void) | undefined;
  /** The tool's own follow-up of a failed run (before `onError`), with the message shown. */
  onRunFailed?: ((message: string, error: unknown, input: Input | undefined) => void) | undefined;
  /** Called with every failure (already shown to the user). */
  onError?: ((error: unknown) => void) | undefined;
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

/** What `getSnapshot` answers: the state, whether a run is on its way, and a running job's latest progress (0–100). */
export interface ToolRunSnapshot<Result, Task, Input = unknown> extends ToolRunState<Result, Task, Input> {
  isBusy: boolean;
  progress: number | undefined;
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
  const ended = { input: state.input, task: state.task };
  switch (action.type) {
    case 'starting':
      return { ...idle, ...kept, phase: 'starting', input: action.input };
    case 'running':
      return { ...idle, ...kept, phase: 'running', input: action.input, task: action.task, resumed: action.resumed };
    case 'update':
      return isBusyPhase(state.phase) ? { ...state, update: action.update } : state;
    case 'succeeded':
      return { ...idle, ...ended, phase: 'succeeded', result: action.result };
    case 'failed':
      return { ...idle, ...kept, ...ended, phase: 'failed', error: action.error, failure: action.failure };
    case 'blocked':
      return { ...state, blocked: true };
    case 'cancelled':
      return isBusyPhase(state.phase)
        ? { ...idle, ...kept, ...ended, phase: 'cancelled', cancellation: action.cancellation }
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

function snapshotOf<Result, Task, Input>(state: ToolRunState<Result, Task, Input>) {
  const isBusy = isBusyPhase(state.phase);
  return { ...state, isBusy, progress: isBusy ? state.update?.progress : undefined };
}

/**
 * A tool's run without React, one-shot or polled, with one phase vocabulary: `start` (refused while one is under way
 * or while the balance is short), the estimate shown as spent and given back when the run fails (a 402's balance
 * wins), status answers and progress of a polled job, `cancel`, `reset`, resuming a saved job on `mount`, the failure
 * in the tool's words, and the result handed to `onResult` (with the output as a Blob when `includeBlob` is set).
 * `subscribe` and `getSnapshot` are `useSyncExternalStore`'s pair; `setOptions` hands it the tool's latest options.
 * The unmount `mount` answers aborts the request or stops polling (a polled job stays saved, to resume) a microtask
 * later, unless mounted again at once (StrictMode); late answers change nothing.
 */
export function createToolRun<Input, Output, Result, Task = never>(
  initialOptions: ToolRunOptions<Input, Output, Result, Task>,
) {
  let options = initialOptions;
  let state: ToolRunState<Result, Task, Input> = idle;
  let snapshot: ToolRunSnapshot<Result, Task, Input> = snapshotOf(state);
  const listeners = new Set<() => void>();
  let controller: AbortController | undefined;
  // Set at once by `start`, so a second start in the same tick is refused.
  let busy = false;
  // The polled task under way, for Cancel to name on the server.
  let runningTask: { task: Task } | undefined;
  let pendingUnmount: { cancelled: boolean } | undefined;
  const delivery = createResultDelivery<Result>(() => options);

  const dispatch = (action: Action<Result, Task, Input>) => {
    const next = runReducer(state, action, options.keepsResult ?? false);
    if (next === state) return;
    state = next;
    snapshot = snapshotOf(next);
    for (const listener of listeners) listener();
  };

  /** Ends the run under way on this side: no more answers count, and the saved job is forgotten. */
  const stop = () => {
    controller?.abort();
    busy = false;
    if (options.job) clearResumableTask(options.job.resumeKey);
  };

  const succeed = (output: Output, origin: RunOrigin<Input, Task>) => {
    busy = false;
    if (options.job) clearResumableTask(options.job.resumeKey);
    const result = options.toResult(output, origin);
    const balance = options.balanceAfter?.(output);
    if (balance !== undefined) options.credits?.set(balance);
    dispatch({ type: 'succeeded', result });
    if (options.refreshCreditsAfterSuccess) options.credits?.refresh().catch(() => {});
    options.onRunSucceeded?.(result, origin.input);
    void delivery.deliver(result);
  };

  const fail = (error: unknown, input: Input | undefined, restoreCharge: () => void) => {
    busy = false;
    if (options.job) clearResumableTask(options.job.resumeKey);
    // A 402 says what the balance is: it replaces the local guess.
    if (isApiError(error) && error.credits) options.credits?.set(error.credits.have);
    else restoreCharge();
    const message = options.failureMessage(error);
    dispatch({ type: 'failed', error: message, failure: error });
    options.onRunFailed?.(message, error, input);
    options.onError?.(error);
  };

  /** Runs `work` as the run under way; its failure counts unless the run was stopped first. */
  const launch = (work: (signal: AbortSignal) => Promise<void>, input: Input | undefined, restore: () => void) => {
    controller?.abort();
    const current = new AbortController();
    controller = current;
    busy = true;
    // Started at once; a request that throws at once fails the run as one that rejects does.
    (async () => work(current.signal))().catch((error: unknown) => {
      if (!current.signal.aborted && !isAbortError(error)) fail(error, input, restore);
    });
  };

  const follow = async (
    job: PolledJob<Input, Task, Output>,
    task: Task,
    input: Input | undefined,
    signal: AbortSignal,
  ) => {
    const output = await job.wait(task, {
      signal,
      onUpdate: (update) => {
        if (update.status === 'running' && !signal.aborted) dispatch({ type: 'update', update });
      },
    });
    if (!signal.aborted) succeed(output, { input, task });
  };

  const resume = () => {
    const { job } = options;
    const saved = !busy && job && loadResumableTask<{ task: Task; input?: Input }>(job.resumeKey);
    if (!job || !saved || !saved.details || !('task' in saved.details)) return;
    const { task, input } = saved.details;
    runningTask = { task };
    dispatch({ type: 'running', task, resumed: true, input });
    launch(
      (signal) => follow(job, task, input, signal),
      input,
      () => {},
    );
  };

  const start = (input: Input): boolean => {
    const { credits, job, request } = options;
    if (busy) return false;
    if (credits?.isShort) {
      dispatch({ type: 'blocked' });
      return false;
    }
    runningTask = undefined;
    const charge = chargeOptimistically(credits, credits?.cost);
    const restore = () => charge.restore(options.credits?.credits);
    if (job) dispatch({ type: 'starting', input });
    else dispatch({ type: 'running', task: undefined, resumed: false, input });
    launch(
      async (signal) => {
        if (!job) {
          if (!request) throw new Error('A tool run needs a `request` or a `job`.');
          const output = await request(input, signal);
          if (!signal.aborted) succeed(output, { input, task: undefined });
          return;
        }
        const task = await job.start(input, { signal });
        if (signal.aborted) return;
        saveResumableTask(job.resumeKey, {
          taskId: typeof task === 'string' ? task : job.resumeKey,
          startedAt: Date.now(),
          details: job.keepsInput ? { task, input } : { task },
        });
        runningTask = { task };
        dispatch({ type: 'running', task, resumed: false, input });
        await follow(job, task, input, signal);
      },
      input,
      restore,
    );
    return true;
  };

  /**
   * Aborts the request or stops polling and forgets the job; a polled job whose `job.cancel` is given is cancelled on
   * the server too, which refunds it (the new balance reaches `client.credits`). Without it, or before the task is
   * known, the server may still finish the job.
   */
  const cancel = () => {
    const running = busy ? runningTask : undefined;
    stop();
    runningTask = undefined;
    const cancelOnServer = options.job?.cancel;
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
  };

  return {
    getSnapshot: () => snapshot,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    /** The tool's latest options (its callbacks, balance and estimate), read by the next step of the run. */
    setOptions: (next: ToolRunOptions<Input, Output, Result, Task>) => {
      options = next;
    },
    start,
    cancel,
    /**
     * Drops the last run's failure, keeping what a `keepsResult` tool shows: for a Submit the form refused, so the
     * field's new error is the one on screen, not beside the old run's (issue #29).
     */
    dismissFailure: () => dispatch({ type: 'dismiss-failure' }),
    /** Back to where the tool started: drops the run under way, its result and its failure. */
    reset: () => {
      stop();
      runningTask = undefined;
      dispatch({ type: 'reset' });
    },
    /** Resumes a saved job; the answer unmounts (see above). */
    mount: () => {
      if (pendingUnmount) pendingUnmount.cancelled = true;
      pendingUnmount = undefined;
      resume();
      return () => {
        const unmount = { cancelled: false };
        pendingUnmount = unmount;
        queueMicrotask(() => {
          if (unmount.cancelled) return;
          controller?.abort();
          delivery.abort();
        });
      };
    },
  };
}

export type ToolRunStore<Input, Output, Result, Task = never> = ReturnType<
  typeof createToolRun<Input, Output, Result, Task>
>;
