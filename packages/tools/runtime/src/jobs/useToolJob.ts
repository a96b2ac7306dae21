import { isAbortError, type JobApi, type JobState } from '@mediakit/api-client';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { clearResumableTask, loadResumableTask, saveResumableTask } from '../hooks/taskResumeStore';
import { chargeOptimistically, type ChargeableBalance } from './optimisticCharge';

export type ToolJobPhase = 'idle' | 'starting' | 'running' | 'succeeded' | 'failed' | 'cancelled';

export interface ToolJobState<Ticket, Result> {
  phase: ToolJobPhase;
  /** The latest status answer while running (status word, friendly message, progress). */
  progress?: Extract<JobState<Result>, { status: 'running' }>;
  ticket?: Ticket;
  result?: Result;
  /** The user-facing message of the failure. */
  error?: string;
  /** The failure itself (usually an ApiError), for tools that word some kinds their own way. */
  errorCause?: unknown;
  /** True when polling resumed a job started before a reload. */
  resumed?: boolean;
}

type Action<Ticket, Result> =
  | { type: 'starting' }
  | { type: 'running'; ticket: Ticket; resumed: boolean }
  | { type: 'progress'; progress: Extract<JobState<Result>, { status: 'running' }> }
  | { type: 'succeeded'; result: Result }
  | { type: 'failed'; error: string; cause?: unknown }
  | { type: 'cancelled' }
  | { type: 'reset' };

function reducer<Ticket, Result>(
  state: ToolJobState<Ticket, Result>,
  action: Action<Ticket, Result>,
): ToolJobState<Ticket, Result> {
  switch (action.type) {
    case 'starting':
      return { phase: 'starting' };
    case 'running':
      return { phase: 'running', ticket: action.ticket, resumed: action.resumed };
    case 'progress':
      return state.phase === 'running' ? { ...state, progress: action.progress } : state;
    case 'succeeded':
      return { phase: 'succeeded', ticket: state.ticket, result: action.result };
    case 'failed':
      return { phase: 'failed', ticket: state.ticket, error: action.error, errorCause: action.cause };
    case 'cancelled':
      return { phase: 'cancelled', ticket: state.ticket };
    case 'reset':
      return { phase: 'idle' };
  }
}

export interface UseToolJobOptions<Input, Started, Ticket, Result> {
  /** Names the job in sessionStorage so a reload resumes polling, e.g. 'image-to-video'. */
  toolKey: string;
  /** The client's job API for this tool (its `start` and `wait`). */
  job: Pick<JobApi<Input, Started, Ticket, Result>, 'start' | 'wait'>;
  /** What to poll with, from the start answer (the client already refused an answer without a task id). */
  ticketOf: (started: Started) => Ticket;
  /** Shown for failures that carry no message of their own. */
  fallbackErrorMessage: string;
  /** The balance to charge `cost` against while the job runs; restored when the job fails. */
  balance?: ChargeableBalance;
  /** The estimated cost of this run. */
  cost?: number;
  onResult?: (result: Result) => void;
  onError?: (error: unknown) => void;
}

function messageOf(error: unknown, fallback: string): string {
  return error instanceof Error && error.message.trim() ? error.message : fallback;
}

/**
 * An asynchronous tool job: start, poll on the API's schedule, cancel, resume after a reload. Unmounting stops
 * polling but keeps the task for resuming; Cancel forgets it (the server may still finish the job).
 */
export function useToolJob<Input, Started, Ticket, Result>(options: UseToolJobOptions<Input, Started, Ticket, Result>) {
  const [state, dispatch] = useReducer(reducer<Ticket, Result>, { phase: 'idle' });
  const controller = useRef<AbortController | null>(null);
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  const follow = useCallback(async (ticket: Ticket, signal: AbortSignal, restoreCharge: () => void) => {
    const { job, toolKey } = latest.current;
    try {
      const result = await job.wait(ticket, {
        signal,
        onUpdate: (update) => {
          if (update.status === 'running' && !signal.aborted) dispatch({ type: 'progress', progress: update });
        },
      });
      if (signal.aborted) return;
      clearResumableTask(toolKey);
      dispatch({ type: 'succeeded', result });
      latest.current.onResult?.(result);
    } catch (error) {
      if (signal.aborted || isAbortError(error)) return;
      clearResumableTask(toolKey);
      restoreCharge();
      dispatch({ type: 'failed', error: messageOf(error, latest.current.fallbackErrorMessage), cause: error });
      latest.current.onError?.(error);
    }
  }, []);

  useEffect(() => {
    const saved = loadResumableTask<{ ticket: Ticket }>(latest.current.toolKey);
    if (saved?.details && 'ticket' in saved.details) {
      const resumeController = new AbortController();
      controller.current = resumeController;
      dispatch({ type: 'running', ticket: saved.details.ticket, resumed: true });
      void follow(saved.details.ticket, resumeController.signal, () => {});
    }
    return () => controller.current?.abort();
  }, [follow]);

  const start = useCallback(
    async (input: Input) => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      const { job, toolKey, balance, cost, ticketOf } = latest.current;
      dispatch({ type: 'starting' });
      const charge = chargeOptimistically(balance, cost);
      const restoreCharge = () => charge.restore(latest.current.balance?.credits);
      try {
        const started = await job.start(input, { signal: current.signal });
        if (current.signal.aborted) return;
        const ticket = ticketOf(started);
        saveResumableTask(toolKey, {
          taskId: typeof ticket === 'string' ? ticket : toolKey,
          startedAt: Date.now(),
          details: { ticket },
        });
        dispatch({ type: 'running', ticket, resumed: false });
        await follow(ticket, current.signal, restoreCharge);
      } catch (error) {
        if (current.signal.aborted || isAbortError(error)) return;
        restoreCharge();
        dispatch({ type: 'failed', error: messageOf(error, latest.current.fallbackErrorMessage), cause: error });
        latest.current.onError?.(error);
      }
    },
    [follow],
  );

  const cancel = useCallback(() => {
    controller.current?.abort();
    clearResumableTask(latest.current.toolKey);
    dispatch({ type: 'cancelled' });
  }, []);

  const reset = useCallback(() => {
    controller.current?.abort();
    clearResumableTask(latest.current.toolKey);
    dispatch({ type: 'reset' });
  }, []);

  return { ...state, isBusy: state.phase === 'starting' || state.phase === 'running', start, cancel, reset };
}
