import { ApiError, type MediakitClient } from '@mediakit/api-client';
import { act, renderHook } from '@testing-library/react';
import { StrictMode, useEffect, useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadResumableTask, saveResumableTask } from './resumableTask';
import { fakeJob, gate, pendingRequests, type Input, type Output } from './toolRun.doubles';
import { useToolRun, type UseToolRunOptions } from './useToolRun';

const client = {} as MediakitClient;

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

// The run's behaviour is tested on its store (toolRunStore.node.test.ts); here, what React adds: the snapshot
// re-rendered, the options handed over, a saved job resumed on mount and the run aborted on unmount, under StrictMode.
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
});

describe('useToolRun with one request per run', () => {
  function setup(extra: Partial<UseToolRunOptions<Input, Output, Output & { task?: string }, string>> = {}) {
    const { answers, signals, request } = pendingRequests();
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

  it('unmounting aborts the request in flight', async () => {
    const { start, signals, unmount } = setup();
    start();
    unmount();
    await Promise.resolve();
    expect(signals[0]?.aborted).toBe(true);
  });

  it("a run started in a mount effect survives StrictMode's second mount and ends (issue #29: /text-image hung)", async () => {
    const { answers, signals, request } = pendingRequests();
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
