import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../errors';
import { pollErrorDelayMs, pollJob } from './pollJob';
import { running, type JobState } from './types';

const done = (result: string): JobState<string> => ({ status: 'succeeded', rawStatus: 'ok', result });

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function settled<T>(promise: Promise<T>) {
  const outcome: { value?: T; error?: unknown; settled: boolean } = { settled: false };
  promise.then(
    (value) => Object.assign(outcome, { value, settled: true }),
    (error: unknown) => Object.assign(outcome, { error, settled: true }),
  );
  return outcome;
}

describe('pollJob', () => {
  it('waits one interval before each check and resolves on success, leaving no timer', async () => {
    const states = [running<string>('QUEUED'), running<string>('RUNNING'), done('url')];
    const check = vi.fn(async () => states.shift() ?? done('late'));
    const outcome = settled(pollJob({ check, intervalMs: 5000 }));
    await vi.advanceTimersByTimeAsync(4999);
    expect(check).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(check).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(check).toHaveBeenCalledTimes(3);
    expect(outcome).toMatchObject({ settled: true, value: 'url' });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(check).toHaveBeenCalledTimes(3);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('rejects a failed state with a job-failed ApiError and its message', async () => {
    const check = vi.fn(async (): Promise<JobState<string>> => ({
      status: 'failed',
      rawStatus: 'FAILED',
      reason: 'job-failed',
      message: 'Processing failed',
    }));
    const outcome = settled(pollJob({ check, intervalMs: 1000 }));
    await vi.advanceTimersByTimeAsync(1000);
    expect(outcome.error).toMatchObject({ kind: 'job-failed', reason: 'job-failed', message: 'Processing failed' });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('never has two checks in flight, even when a check is slower than the interval', async () => {
    let inFlight = 0;
    let maxInFlight = 0;
    const check = vi.fn(async () => {
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 7000));
      inFlight -= 1;
      return running<string>('RUNNING');
    });
    const controller = new AbortController();
    const outcome = settled(pollJob({ check, intervalMs: 1000, signal: controller.signal }));
    await vi.advanceTimersByTimeAsync(20_000);
    // 1 s wait + 7 s check, twice, then a third check started at 17 s.
    expect(check).toHaveBeenCalledTimes(3);
    expect(maxInFlight).toBe(1);
    controller.abort();
    await vi.advanceTimersByTimeAsync(0);
    expect(outcome.error).toMatchObject({ kind: 'aborted' });
  });

  it('retries failed checks after 2 s + 0.6 s per attempt, then gives up after the maximum', async () => {
    expect([1, 2, 3].map(pollErrorDelayMs)).toEqual([2600, 3200, 3800]);
    const check = vi.fn(async (): Promise<JobState<string>> => {
      throw new ApiError('network', 'Network/CORS error: failed to reach the API.');
    });
    const outcome = settled(
      pollJob({ check, intervalMs: 1000, maxConsecutiveErrors: 3, pollErrorMessage: 'Polling failed.' }),
    );
    await vi.advanceTimersByTimeAsync(1000);
    expect(check).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2599);
    expect(check).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(check).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(3200);
    expect(check).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(3800);
    expect(check).toHaveBeenCalledTimes(4);
    expect(outcome.error).toMatchObject({ kind: 'network', reason: 'status-check-failed', message: 'Polling failed.' });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('retries after errorDelayMs(attempt) when one is given', async () => {
    const check = vi.fn(async (): Promise<JobState<string>> => {
      throw new ApiError('network', 'x');
    });
    const errorDelayMs = vi.fn((attempt: number) => attempt * 100);
    const outcome = settled(pollJob({ check, intervalMs: 1000, maxConsecutiveErrors: 2, errorDelayMs }));
    await vi.advanceTimersByTimeAsync(1000 + 99);
    expect(check).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(check).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(200);
    expect(check).toHaveBeenCalledTimes(3);
    expect(errorDelayMs.mock.calls.map(([attempt]) => attempt)).toEqual([1, 2]);
    expect(outcome.error).toMatchObject({ kind: 'network' });
  });

  it('resets the error count after a good answer', async () => {
    const answers: (Error | JobState<string>)[] = [
      new ApiError('network', 'x'),
      running('RUNNING'),
      new ApiError('network', 'x'),
      done('ok'),
    ];
    const check = vi.fn(async () => {
      const next = answers.shift();
      if (next instanceof Error) throw next;
      return next ?? done('late');
    });
    const outcome = settled(pollJob({ check, intervalMs: 1000, maxConsecutiveErrors: 1 }));
    await vi.advanceTimersByTimeAsync(1000 + 2600 + 1000 + 2600);
    expect(check).toHaveBeenCalledTimes(4);
    expect(outcome.value).toBe('ok');
  });

  it('stops at once on a 401 instead of retrying', async () => {
    const check = vi.fn(async (): Promise<JobState<string>> => {
      throw new ApiError('unauthenticated', 'Please log in to continue.', { status: 401 });
    });
    const outcome = settled(pollJob({ check, intervalMs: 1000 }));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(check).toHaveBeenCalledTimes(1);
    expect(outcome.error).toMatchObject({ kind: 'unauthenticated' });
  });

  it('times out with its message and aborts the check in flight', async () => {
    let lastSignal: AbortSignal | undefined;
    const check = vi.fn(async (signal: AbortSignal) => {
      lastSignal = signal;
      return running<string>('RUNNING');
    });
    const outcome = settled(pollJob({ check, intervalMs: 2500, timeoutMs: 10_000, timeoutMessage: 'Too slow' }));
    await vi.advanceTimersByTimeAsync(9999);
    expect(check).toHaveBeenCalledTimes(3);
    expect(outcome.settled).toBe(false);
    // The deadline and the fourth check fall due together: the deadline wins, so no fourth request goes out.
    await vi.advanceTimersByTimeAsync(1);
    expect(check).toHaveBeenCalledTimes(3);
    expect(outcome.error).toMatchObject({ kind: 'timeout', reason: 'job-timeout', message: 'Too slow' });
    expect(lastSignal?.aborted).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('on abort rejects with an aborted ApiError, aborts the check in flight and leaves no timer', async () => {
    let checkSignal: AbortSignal | undefined;
    const check = vi.fn(
      (signal: AbortSignal) =>
        new Promise<JobState<string>>(() => {
          checkSignal = signal;
        }),
    );
    const controller = new AbortController();
    const outcome = settled(pollJob({ check, intervalMs: 1000, signal: controller.signal }));
    await vi.advanceTimersByTimeAsync(1000);
    expect(check).toHaveBeenCalledTimes(1);
    controller.abort();
    await vi.advanceTimersByTimeAsync(0);
    expect(outcome.error).toMatchObject({ kind: 'aborted' });
    expect(checkSignal?.aborted).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('rejects at once, with no timer and no check, when the signal is already aborted', async () => {
    const check = vi.fn(async () => done('x'));
    const outcome = settled(pollJob({ check, intervalMs: 1000, signal: AbortSignal.abort() }));
    await vi.advanceTimersByTimeAsync(0);
    expect(outcome.error).toMatchObject({ kind: 'aborted' });
    expect(check).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('reports every state to onUpdate', async () => {
    const states = [running<string>('QUEUED', 10), done('u')];
    const onUpdate = vi.fn();
    const outcome = settled(pollJob({ check: async () => states.shift() ?? done('x'), intervalMs: 10, onUpdate }));
    await vi.advanceTimersByTimeAsync(20);
    expect(onUpdate.mock.calls.map(([state]) => (state as JobState<string>).status)).toEqual(['running', 'succeeded']);
    expect(outcome.value).toBe('u');
  });
});
