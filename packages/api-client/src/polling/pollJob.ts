import { abortedError, ApiError, isApiError } from '../errors';
import type { JobState } from './types';

export interface PollJobOptions<Result> {
  /** One status request; it receives a signal that aborts when polling stops. */
  check: (signal: AbortSignal) => Promise<JobState<Result>>;
  /** Wait before each check; may depend on the last state (e.g. slower while a mystic asset is finalising). */
  intervalMs: number | ((last: JobState<Result> | undefined) => number);
  /** Overall limit (default 20 minutes; `false` for none). */
  timeoutMs?: number | false;
  timeoutMessage?: string;
  /** Failed checks retried in a row before giving up (default 8). */
  maxConsecutiveErrors?: number;
  /** Wait before retrying a failed check, by attempt from 1 (default `pollErrorDelayMs`: 2 s + 0.6 s per attempt). */
  errorDelayMs?: (attempt: number) => number;
  /** Message when the retries run out (default: the last error's); the error's reason is 'status-check-failed'. */
  pollErrorMessage?: string;
  signal?: AbortSignal;
  onUpdate?: (state: JobState<Result>) => void;
}

export const defaultPollTimeoutMs = 1_200_000; // 20 minutes, written out: see tools/uploadTypes.ts
export const defaultMaxConsecutiveErrors = 8;

export function pollErrorDelayMs(attempt: number): number {
  return 2000 + 600 * attempt;
}

/**
 * Polls until the job succeeds or fails. Checks run one after another (never two in flight); abort, timeout and
 * completion clear every timer and abort the check in flight.
 */
export function pollJob<Result>({
  check,
  intervalMs,
  timeoutMs = defaultPollTimeoutMs,
  timeoutMessage = 'The job took too long. Please try again.',
  maxConsecutiveErrors = defaultMaxConsecutiveErrors,
  errorDelayMs = pollErrorDelayMs,
  pollErrorMessage,
  signal,
  onUpdate,
}: PollJobOptions<Result>): Promise<Result> {
  return new Promise<Result>((resolve, reject) => {
    const inFlight = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let deadline: ReturnType<typeof setTimeout> | undefined;
    let done = false;
    let errors = 0;

    /** Settles once: with the error when there is one, else with the result; clears every timer and listener. */
    const finish = (error: ApiError | undefined, result?: Result) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      clearTimeout(deadline);
      signal?.removeEventListener('abort', onAbort);
      inFlight.abort();
      if (error) reject(error);
      else resolve(result as Result);
    };
    const onAbort = () => finish(abortedError(signal?.reason));
    const next = (last: JobState<Result> | undefined) => {
      timer = setTimeout(tick, typeof intervalMs === 'number' ? intervalMs : intervalMs(last));
    };

    const tick = async () => {
      let state: JobState<Result>;
      try {
        state = await check(inFlight.signal);
      } catch (caught) {
        if (done) return;
        const error = isApiError(caught)
          ? caught
          : new ApiError('malformed-response', 'Polling failed.', { cause: caught });
        if (error.kind === 'unauthenticated' || error.kind === 'aborted') return finish(error);
        if (errors >= maxConsecutiveErrors) {
          return finish(
            new ApiError(error.kind, pollErrorMessage ?? error.message, {
              reason: 'status-check-failed',
              status: error.status,
              body: error.body,
              cause: error,
            }),
          );
        }
        timer = setTimeout(tick, errorDelayMs(++errors));
        return;
      }
      if (done) return;
      errors = 0;
      onUpdate?.(state);
      if (state.status === 'succeeded') finish(undefined, state.result);
      else if (state.status === 'failed') {
        const { reason, message, serverMessage } = state;
        finish(new ApiError('job-failed', message, { reason, serverMessage }));
      } else next(state);
    };

    if (signal?.aborted) return onAbort();
    signal?.addEventListener('abort', onAbort, { once: true });
    if (timeoutMs !== false) {
      deadline = setTimeout(
        () => finish(new ApiError('timeout', timeoutMessage, { reason: 'job-timeout' })),
        timeoutMs,
      );
    }
    next(undefined);
  });
}
