import { ApiError, type JobApi, type JobState, type WaitOptions } from '@mediakit/api-client';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadResumableTask, saveResumableTask } from '../hooks/taskResumeStore';
import { useToolJob, type UseToolJobOptions } from './useToolJob';

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

type Api = JobApi<{ prompt: string }, { taskId: string }, string, { url: string }>;

function fakeJob() {
  const waits: {
    ticket: string;
    options: WaitOptions<{ url: string }> | undefined;
    result: Deferred<{ url: string }>;
  }[] = [];
  const job: Pick<Api, 'start' | 'wait'> = {
    start: vi.fn(async () => ({ taskId: 'task-1' })),
    wait: vi.fn((ticket: string, options?: WaitOptions<{ url: string }>) => {
      const result = deferred<{ url: string }>();
      waits.push({ ticket, options, result });
      options?.signal?.addEventListener('abort', () => result.reject(new DOMException('aborted', 'AbortError')));
      return result.promise;
    }),
  };
  return { job, waits };
}

function options(
  job: Pick<Api, 'start' | 'wait'>,
  extra: Partial<UseToolJobOptions<{ prompt: string }, { taskId: string }, string, { url: string }>> = {},
) {
  return {
    toolKey: 'test-tool',
    job,
    ticketOf: (started: { taskId: string }) => started.taskId,
    fallbackErrorMessage: 'Something went wrong.',
    ...extra,
  };
}

afterEach(() => sessionStorage.clear());

describe('useToolJob', () => {
  it('starts, reports progress, succeeds and forgets the resumable task', async () => {
    const { job, waits } = fakeJob();
    const onResult = vi.fn();
    const { result } = renderHook(() => useToolJob(options(job, { onResult })));
    await act(() => {
      void result.current.start({ prompt: 'fox' });
    });
    expect(result.current.phase).toBe('running');
    expect(loadResumableTask('test-tool')?.details).toEqual({ ticket: 'task-1' });
    const running: JobState<{ url: string }> = {
      status: 'running',
      rawStatus: 'RENDERING',
      progress: 40,
    };
    act(() => waits[0]?.options?.onUpdate?.(running));
    expect(result.current.progress?.rawStatus).toBe('RENDERING');
    await act(async () => waits[0]?.result.resolve({ url: 'https://cdn/x.mp4' }));
    expect(result.current.phase).toBe('succeeded');
    expect(result.current.result).toEqual({ url: 'https://cdn/x.mp4' });
    expect(onResult).toHaveBeenCalledWith({ url: 'https://cdn/x.mp4' });
    expect(loadResumableTask('test-tool')).toBeUndefined();
  });

  it('fails with the client’s message when the server sends no task id, and restores the charge', async () => {
    const { job } = fakeJob();
    // The client checks the task id (once): a start answer without one rejects with reason 'missing-task-id'.
    const missing = new ApiError('malformed-response', 'No task_id returned from server.', {
      reason: 'missing-task-id',
    });
    vi.mocked(job.start).mockRejectedValueOnce(missing);
    const balance = { credits: 10 as number | undefined, set: vi.fn((value: number) => (balance.credits = value)) };
    const onError = vi.fn();
    const { result } = renderHook(() => useToolJob(options(job, { balance, cost: 4, onError })));
    await act(() => result.current.start({ prompt: 'fox' }));
    expect(result.current.phase).toBe('failed');
    expect(result.current.error).toBe('No task_id returned from server.');
    expect(onError).toHaveBeenCalledWith(missing);
    expect(balance.set.mock.calls).toEqual([[6], [10]]);
  });

  it('keeps the server balance after a 402 instead of restoring the local guess', async () => {
    const { job } = fakeJob();
    const balance = { credits: 10 as number | undefined, set: vi.fn((value: number) => (balance.credits = value)) };
    vi.mocked(job.start).mockImplementationOnce(async () => {
      balance.credits = 3; // the client published the balance the 402 reported
      throw new ApiError('insufficient-credits', 'Not enough credits. Need 5, you have 3.', { status: 402 });
    });
    const { result } = renderHook(() => useToolJob(options(job, { balance, cost: 5 })));
    await act(() => result.current.start({ prompt: 'fox' }));
    expect(result.current.error).toBe('Not enough credits. Need 5, you have 3.');
    expect(balance.credits).toBe(3);
  });

  it('Cancel stops polling and forgets the task; a later answer changes nothing', async () => {
    const { job, waits } = fakeJob();
    const { result } = renderHook(() => useToolJob(options(job)));
    await act(() => {
      void result.current.start({ prompt: 'fox' });
    });
    act(() => result.current.cancel());
    expect(waits[0]?.options?.signal?.aborted).toBe(true);
    expect(result.current.phase).toBe('cancelled');
    expect(loadResumableTask('test-tool')).toBeUndefined();
  });

  it('resumes polling a saved task on mount, and unmount stops polling but keeps the task', async () => {
    saveResumableTask('test-tool', { taskId: 'task-9', startedAt: 1, details: { ticket: 'task-9' } });
    const { job, waits } = fakeJob();
    const { result, unmount } = renderHook(() => useToolJob(options(job)));
    expect(result.current.phase).toBe('running');
    expect(result.current.resumed).toBe(true);
    expect(job.start).not.toHaveBeenCalled();
    expect(waits[0]?.ticket).toBe('task-9');
    unmount();
    expect(waits[0]?.options?.signal?.aborted).toBe(true);
    expect(loadResumableTask('test-tool')?.taskId).toBe('task-9');
  });

  it('shows a polling failure and clears the task', async () => {
    const { job, waits } = fakeJob();
    const onError = vi.fn();
    const { result } = renderHook(() => useToolJob(options(job, { onError })));
    await act(() => {
      void result.current.start({ prompt: 'fox' });
    });
    await act(async () => waits[0]?.result.reject(new ApiError('http', 'Polling failed.', { status: 500 })));
    expect(result.current.phase).toBe('failed');
    expect(result.current.error).toBe('Polling failed.');
    expect(result.current.errorCause).toBeInstanceOf(ApiError);
    expect(onError).toHaveBeenCalledOnce();
    expect(loadResumableTask('test-tool')).toBeUndefined();
  });
});
