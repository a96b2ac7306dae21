import { ApiError, type JobState, type MediakitClient } from '@mediakit/api-client';
import { act, renderHook } from '@testing-library/react';
import { StrictMode, useEffect, useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CreditGate } from '../credits';
import { loadResumableTask, saveResumableTask } from './resumableTask';
import { useToolRun, type PolledJob, type UseToolRunOptions } from './useToolRun';

interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}

function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

type Input = { prompt: string };
type Output = { url: string };

const client = {} as MediakitClient;

function fakeJob() {
  const waits: {
    task: string;
    signal: AbortSignal | undefined;
    onUpdate: (state: JobState<Output>) => void;
    result: Deferred<Output>;
  }[] = [];
  const job: PolledJob<Input, string, Output> = {
    resumeKey: 'test-tool',
    start: vi.fn(async () => 'task-1'),
    wait: vi.fn((task, { signal, onUpdate }) => {
      const result = deferred<Output>();
      waits.push({ task, signal, onUpdate, result });
      signal?.addEventListener('abort', () => result.reject(new DOMException('aborted', 'AbortError')));
      return result.promise;
    }),
  };
  return { job, waits };
}

/** A balance like `useCreditGate`'s: `set` applies a figure, `isShort` compares it to the cost. */
function gate(credits: number | undefined, cost: number) {
  const balance = {
    credits,
    cost,
    isShort: credits !== undefined && credits < cost,
    shortMessage: undefined,
    error: undefined,
    loading: false,
    set: vi.fn((value: number) => {
      balance.credits = value;
    }),
    refresh: vi.fn(async () => {}),
  };
  return balance as typeof balance & CreditGate;
}

function options(
  extra: Partial<UseToolRunOptions<Input, Output, Output & { task?: string }, string>> = {},
): UseToolRunOptions<Input, Output, Output & { task?: string }, string> {
  return {
    client,
    toResult: (output, { task }) => ({ ...output, ...(task ? { task } : {}) }),
    failureMessage: (error) => (error instanceof ApiError ? `said: ${error.reason}` : 'Something went wrong.'),
    ...extra,
  };
}

afterEach(() => sessionStorage.clear());

describe('useToolRun with a polled job', () => {
  it('starts, reports status answers, succeeds, delivers the result and forgets the resumable task', async () => {
    const { job, waits } = fakeJob();
    const onResult = vi.fn();
    const { result } = renderHook(() => useToolRun(options({ job, onResult })));
    let started = false;
    act(() => {
      started = result.current.start({ prompt: 'fox' });
    });
    expect(started).toBe(true);
    expect(result.current.phase).toBe('starting');
    expect(result.current.isBusy).toBe(true);
    await act(async () => {});
    expect(result.current.phase).toBe('running');
    expect(result.current.task).toBe('task-1');
    expect(loadResumableTask('test-tool')?.details).toEqual({ task: 'task-1' });
    act(() => waits[0]?.onUpdate({ status: 'running', rawStatus: 'RENDERING', progress: 40 }));
    expect(result.current.update?.rawStatus).toBe('RENDERING');
    expect(result.current.progress).toBe(40);
    await act(async () => waits[0]?.result.resolve({ url: 'https://cdn/x.mp4' }));
    expect(result.current.phase).toBe('succeeded');
    expect(result.current.result).toEqual({ url: 'https://cdn/x.mp4', task: 'task-1' });
    expect(onResult).toHaveBeenCalledWith({ url: 'https://cdn/x.mp4', task: 'task-1' });
    expect(loadResumableTask('test-tool')).toBeUndefined();
  });

  it('keeps the input of the run on screen through its end, and drops it on reset', async () => {
    const { job, waits } = fakeJob();
    const { result } = renderHook(() => useToolRun(options({ job })));
    expect(result.current.input).toBeUndefined();
    act(() => void result.current.start({ prompt: 'fox' }));
    expect(result.current.input).toEqual({ prompt: 'fox' });
    await act(async () => {});
    await act(async () => waits[0]?.result.resolve({ url: 'https://cdn/x.mp4' }));
    expect(result.current.phase).toBe('succeeded');
    expect(result.current.input).toEqual({ prompt: 'fox' });
    act(() => result.current.reset());
    expect(result.current.input).toBeUndefined();
  });

  it('refuses a second start while one is under way', () => {
    const { job } = fakeJob();
    const { result } = renderHook(() => useToolRun(options({ job })));
    const outcomes: boolean[] = [];
    act(() => {
      outcomes.push(result.current.start({ prompt: 'a' }), result.current.start({ prompt: 'b' }));
    });
    expect(outcomes).toEqual([true, false]);
    expect(job.start).toHaveBeenCalledTimes(1);
  });

  it('fails in the tool’s words when the start fails, and gives the estimate back', async () => {
    const { job } = fakeJob();
    const missing = new ApiError('malformed-response', 'No task_id returned from server.', {
      reason: 'missing-task-id',
    });
    vi.mocked(job.start).mockRejectedValueOnce(missing);
    const credits = gate(10, 4);
    const onError = vi.fn();
    const { result } = renderHook(() => useToolRun(options({ job, credits, onError })));
    act(() => void result.current.start({ prompt: 'fox' }));
    expect(credits.credits).toBe(6);
    await act(async () => {});
    expect(result.current.phase).toBe('failed');
    expect(result.current.error).toBe('said: missing-task-id');
    expect(result.current.failure).toBe(missing);
    expect(onError).toHaveBeenCalledWith(missing);
    expect(credits.credits).toBe(10);
  });

  it('takes a 402’s balance instead of restoring the local guess', async () => {
    const { job } = fakeJob();
    const credits = gate(10, 5);
    vi.mocked(job.start).mockRejectedValueOnce(
      new ApiError('insufficient-credits', 'Not enough credits. Need 5, you have 3.', {
        status: 402,
        credits: { required: 5, have: 3 },
      }),
    );
    const { result } = renderHook(() => useToolRun(options({ job, credits })));
    await act(async () => void result.current.start({ prompt: 'fox' }));
    expect(result.current.error).toBe('said: insufficient-credits');
    expect(credits.credits).toBe(3);
  });

  it('refuses to start while the balance is short, before any request', () => {
    const { job } = fakeJob();
    const { result } = renderHook(() => useToolRun(options({ job, credits: gate(1, 5) })));
    let started = true;
    act(() => {
      started = result.current.start({ prompt: 'fox' });
    });
    expect(started).toBe(false);
    expect(result.current.blocked).toBe(true);
    expect(result.current.phase).toBe('idle');
    expect(job.start).not.toHaveBeenCalled();
  });

  it('Cancel stops polling and forgets the task; a later answer changes nothing', async () => {
    const { job, waits } = fakeJob();
    const onResult = vi.fn();
    const { result } = renderHook(() => useToolRun(options({ job, onResult })));
    await act(async () => void result.current.start({ prompt: 'fox' }));
    act(() => result.current.cancel());
    expect(waits[0]?.signal?.aborted).toBe(true);
    expect(result.current.phase).toBe('cancelled');
    expect(loadResumableTask('test-tool')).toBeUndefined();
    await act(async () => waits[0]?.result.resolve({ url: 'https://cdn/late.mp4' }));
    expect(result.current.phase).toBe('cancelled');
    expect(onResult).not.toHaveBeenCalled();
  });

  it('Cancel cancels the polled job on the server and shows the refund once it answers', async () => {
    const { job, waits } = fakeJob();
    const answer = deferred<{ state: 'cancelled'; credits: number }>();
    const cancel = vi.fn((_task: string, _options: unknown) => answer.promise);
    const { result } = renderHook(() => useToolRun(options({ job: { ...job, cancel } })));
    await act(async () => void result.current.start({ prompt: 'fox' }));
    act(() => result.current.cancel());
    expect(waits[0]?.signal?.aborted).toBe(true);
    expect(cancel).toHaveBeenCalledExactlyOnceWith('task-1', {});
    expect(result.current).toMatchObject({ phase: 'cancelled', cancellation: 'pending' });
    expect(loadResumableTask('test-tool')).toBeUndefined();
    await act(async () => answer.resolve({ state: 'cancelled', credits: 20 }));
    expect(result.current.cancellation).toBe('refunded');
  });

  it('Cancel says when the server had already ended the job, or could not be reached', async () => {
    for (const [outcome, expected] of [
      [() => Promise.resolve({ state: 'succeeded' as const, credits: 14 }), 'ended'],
      [() => Promise.reject(new ApiError('network', 'offline')), 'unconfirmed'],
    ] as const) {
      const { job } = fakeJob();
      const { result, unmount } = renderHook(() => useToolRun(options({ job: { ...job, cancel: outcome } })));
      await act(async () => void result.current.start({ prompt: 'fox' }));
      await act(async () => result.current.cancel());
      expect(result.current).toMatchObject({ phase: 'cancelled', cancellation: expected });
      unmount();
    }
  });

  it('Cancel before the task is known, or of a one-shot request, asks no server and says so', async () => {
    const { job } = fakeJob();
    const started = deferred<string>();
    const cancel = vi.fn();
    const { result } = renderHook(() => useToolRun(options({ job: { ...job, start: () => started.promise, cancel } })));
    act(() => void result.current.start({ prompt: 'fox' }));
    act(() => result.current.cancel());
    expect(cancel).not.toHaveBeenCalled();
    expect(result.current).toMatchObject({ phase: 'cancelled', cancellation: 'unconfirmed' });
  });

  it('resumes polling a saved task on mount, and unmount stops polling but keeps the task', async () => {
    saveResumableTask('test-tool', { taskId: 'task-9', startedAt: 1, details: { task: 'task-9' } });
    const { job, waits } = fakeJob();
    const { result, unmount } = renderHook(() => useToolRun(options({ job })));
    expect(result.current.phase).toBe('running');
    expect(result.current.resumed).toBe(true);
    expect(job.start).not.toHaveBeenCalled();
    expect(waits[0]?.task).toBe('task-9');
    unmount();
    await Promise.resolve(); // the unmount's abort waits a microtask (StrictMode's remount keeps the run)
    expect(waits[0]?.signal?.aborted).toBe(true);
    expect(loadResumableTask('test-tool')?.taskId).toBe('task-9');
  });

  it('shows a polling failure and clears the task', async () => {
    const { job, waits } = fakeJob();
    const onError = vi.fn();
    const { result } = renderHook(() => useToolRun(options({ job, onError })));
    await act(async () => void result.current.start({ prompt: 'fox' }));
    const failure = new ApiError('http', 'Polling failed.', { status: 500, reason: 'status-check-failed' });
    await act(async () => waits[0]?.result.reject(failure));
    expect(result.current.phase).toBe('failed');
    expect(result.current.error).toBe('said: status-check-failed');
    expect(result.current.failure).toBe(failure);
    expect(onError).toHaveBeenCalledOnce();
    expect(loadResumableTask('test-tool')).toBeUndefined();
  });

  it('Reset drops the run, its result and its failure', async () => {
    const { job, waits } = fakeJob();
    const { result } = renderHook(() => useToolRun(options({ job })));
    await act(async () => void result.current.start({ prompt: 'fox' }));
    await act(async () => waits[0]?.result.resolve({ url: 'https://cdn/x.mp4' }));
    act(() => result.current.reset());
    expect(result.current.phase).toBe('idle');
    expect(result.current.result).toBeUndefined();
    expect(result.current.error).toBeUndefined();
  });
});

describe('useToolRun with one request per run', () => {
  function setup(extra: Partial<UseToolRunOptions<Input, Output, Output & { task?: string }, string>> = {}) {
    const answers: Deferred<Output>[] = [];
    const signals: AbortSignal[] = [];
    const request = vi.fn((_input: Input, signal: AbortSignal) => {
      const answer = deferred<Output>();
      answers.push(answer);
      signals.push(signal);
      return answer.promise;
    });
    const hook = renderHook(() => useToolRun(options({ request, ...extra })));
    const start = () => act(() => void hook.result.current.start({ prompt: 'hi' }));
    return { ...hook, answers, signals, request, start };
  }

  it('runs at once, charges the estimate and keeps it when the request succeeds', async () => {
    const credits = gate(10, 2);
    const { result, start, answers } = setup({ credits });
    start();
    expect(result.current.phase).toBe('running');
    expect(credits.credits).toBe(8);
    await act(async () => answers[0]?.resolve({ url: 'https://cdn/a.mp3' }));
    expect(result.current.phase).toBe('succeeded');
    expect(credits.credits).toBe(8);
  });

  it('gives the credits back on failure and says why in the tool’s words', async () => {
    const credits = gate(10, 2);
    const onError = vi.fn();
    const onRunFailed = vi.fn();
    const { result, start, answers } = setup({ credits, onError, onRunFailed });
    start();
    const failure = new ApiError('http', 'Edit failed.', { status: 500 });
    await act(async () => answers[0]?.reject(failure));
    expect(credits.credits).toBe(10);
    expect(result.current.error).toBe('said: server-error');
    expect(onRunFailed).toHaveBeenCalledWith('said: server-error', failure, { prompt: 'hi' });
    expect(onError).toHaveBeenCalledWith(failure);
  });

  it('applies the balance an answer carries, or fetches it again when asked', async () => {
    const credits = gate(10, 1);
    const first = setup({ credits, balanceAfter: () => 7 });
    first.start();
    await act(async () => first.answers[0]?.resolve({ url: 'https://cdn/a.png' }));
    expect(credits.credits).toBe(7);
    const second = setup({ credits, refreshCreditsAfterSuccess: true });
    second.start();
    await act(async () => second.answers[0]?.resolve({ url: 'https://cdn/a.mp3' }));
    expect(credits.refresh).toHaveBeenCalledOnce();
  });

  it('keeps the last result while a new run is under way or failed, when the tool asks', async () => {
    const { result, start, answers } = setup({ keepsResult: true });
    start();
    await act(async () => answers[0]?.resolve({ url: 'https://cdn/a.mp3' }));
    start();
    expect(result.current.result).toEqual({ url: 'https://cdn/a.mp3' });
    await act(async () => answers[1]?.reject(new ApiError('network', 'x')));
    expect(result.current).toMatchObject({ phase: 'failed', result: { url: 'https://cdn/a.mp3' } });
  });

  it('fails the run when the request throws synchronously', async () => {
    const broken = new Error('bad input');
    const hook = renderHook(() =>
      useToolRun(
        options({
          request: () => {
            throw broken;
          },
        }),
      ),
    );
    await act(async () => void hook.result.current.start({ prompt: 'x' }));
    expect(hook.result.current.failure).toBe(broken);
    expect(hook.result.current.error).toBe('Something went wrong.');
  });

  it('Cancel aborts the request and nothing is reported afterwards', async () => {
    const onError = vi.fn();
    const onResult = vi.fn();
    const { result, start, answers, signals } = setup({ onError, onResult });
    start();
    act(() => result.current.cancel());
    expect(signals[0]?.aborted).toBe(true);
    expect(result.current.phase).toBe('cancelled');
    await act(async () => answers[0]?.resolve({ url: 'late' }));
    expect(onResult).not.toHaveBeenCalled();
    expect(onError).not.toHaveBeenCalled();
  });

  it('dismissFailure drops a failure and keeps the result of a keepsResult tool; it leaves other phases alone', async () => {
    const { result, start, answers } = setup({ keepsResult: true });
    start();
    await act(async () => answers[0]?.resolve({ url: 'first.png' }));
    start();
    await act(async () => answers[1]?.reject(new Error('boom')));
    expect(result.current).toMatchObject({ phase: 'failed', result: { url: 'first.png' } });
    act(() => result.current.dismissFailure());
    expect(result.current).toMatchObject({ phase: 'idle', result: { url: 'first.png' } });
    expect(result.current.error).toBeUndefined();
    start();
    act(() => result.current.dismissFailure());
    expect(result.current.phase).toBe('running');
  });

  it('unmounting aborts the request in flight', async () => {
    const { start, signals, unmount } = setup();
    start();
    unmount();
    await Promise.resolve();
    expect(signals[0]?.aborted).toBe(true);
  });

  it("a run started in a mount effect survives StrictMode's second mount and ends (issue #29: /text-image hung)", async () => {
    const answers: Deferred<Output>[] = [];
    const signals: AbortSignal[] = [];
    const request = vi.fn((_input: Input, signal: AbortSignal) => {
      const answer = deferred<Output>();
      answers.push(answer);
      signals.push(signal);
      return answer.promise;
    });
    const { result } = renderHook(
      () => {
        const run = useToolRun(options({ request }));
        const started = useRef(false);
        useEffect(() => {
          if (started.current) return;
          started.current = true;
          run.start({ prompt: 'handed over' });
          // eslint-disable-next-line react-hooks/exhaustive-deps
        }, []);
        return run;
      },
      { wrapper: StrictMode },
    );
    await act(async () => {});
    expect(request).toHaveBeenCalledTimes(1);
    expect(signals[0]?.aborted).toBe(false);
    await act(async () => answers[0]?.resolve({ url: 'done.png' }));
    expect(result.current).toMatchObject({ phase: 'succeeded', result: { url: 'done.png' } });
  });

  it('resumes a saved job once under StrictMode, not twice', async () => {
    saveResumableTask('test-tool', { taskId: 'task-9', startedAt: 1, details: { task: 'task-9' } });
    const { job, waits } = fakeJob();
    const { result } = renderHook(() => useToolRun(options({ job })), { wrapper: StrictMode });
    await act(async () => {});
    expect(job.wait).toHaveBeenCalledTimes(1);
    expect(waits[0]?.signal?.aborted).toBe(false);
    await act(async () => waits[0]?.result.resolve({ url: 'resumed.png' }));
    expect(result.current).toMatchObject({ phase: 'succeeded', result: { url: 'resumed.png', task: 'task-9' } });
  });
});
