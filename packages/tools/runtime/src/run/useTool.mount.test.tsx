import { createFakeMediakitClient } from '@mediakit/api-client/fake';
import { act, renderHook } from '@testing-library/react';
import { StrictMode, useEffect, useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadResumableTask, saveResumableTask } from './resumableTask';
import { defineTool } from './toolDefinition';
import { fakeJob, pendingRequests, type Input, type Output } from './toolRun.doubles';
import { useTool } from './useTool';
import type { PolledJob } from './toolRunStore';

// The run's behaviour is tested on its store (toolRunStore.node.test.ts) and the form's in useTool.test.tsx; here,
// what React adds to a run: the snapshot re-rendered, a saved job resumed on mount (with its kept input) and the run
// aborted on unmount, under StrictMode too.

const client = createFakeMediakitClient();

function definition(made: {
  job?: PolledJob<Input, string, Output>;
  request?: (input: Input, signal: AbortSignal) => Promise<Output>;
}) {
  return defineTool({
    messages: { failed: 'Failed.' },
    values: () => ({}),
    input: (): Input | undefined => undefined,
    ...(made.job ? { job: () => made.job! } : {}),
    ...(made.request ? { request: (input: Input, signal: AbortSignal) => made.request!(input, signal) } : {}),
    toResult: (output: Output, { input, task }) => ({ ...output, task, prompt: input?.prompt }),
    failure: { fallback: 'failed' },
  });
}

afterEach(() => sessionStorage.clear());

describe('useTool with a polled job', () => {
  it('starts, reports status answers, succeeds, delivers the result and forgets the job', async () => {
    const { job, waits } = fakeJob();
    const onResult = vi.fn();
    const { result } = renderHook(() => useTool(definition({ job }), { client, onResult }));
    act(() => void result.current.start({ prompt: 'fox' }));
    expect(result.current.phase).toBe('starting');
    await act(async () => {});
    expect(result.current.phase).toBe('running');
    expect(loadResumableTask('test-tool')?.details).toEqual({ task: 'task-1' });
    act(() => waits[0]?.onUpdate({ status: 'running', rawStatus: 'RENDERING', progress: 40 }));
    expect(result.current.progress).toBe(40);
    await act(async () => waits[0]?.result.resolve({ url: 'https://cdn/x.mp4' }));
    expect(result.current.result).toEqual({ url: 'https://cdn/x.mp4', task: 'task-1', prompt: 'fox' });
    expect(onResult).toHaveBeenCalledWith(result.current.result);
    expect(loadResumableTask('test-tool')).toBeUndefined();
  });

  it('a job that keeps its input saves it beside the task, and a remount resumes with it; unmount keeps the job', async () => {
    const { job, waits } = fakeJob();
    const kept = definition({ job: { ...job, keepsInput: true } });
    const first = renderHook(() => useTool(kept, { client }));
    act(() => void first.result.current.start({ prompt: 'lighthouse' }));
    await act(async () => {});
    expect(loadResumableTask('test-tool')?.details).toEqual({ task: 'task-1', input: { prompt: 'lighthouse' } });
    first.unmount();
    await Promise.resolve(); // the unmount's abort waits a microtask (StrictMode's remount keeps the run)
    expect(waits[0]?.signal?.aborted).toBe(true);
    expect(loadResumableTask('test-tool')?.taskId).toBe('task-1');

    const second = renderHook(() => useTool(kept, { client }));
    expect(second.result.current).toMatchObject({ phase: 'running', resumed: true, input: { prompt: 'lighthouse' } });
    expect(job.start).toHaveBeenCalledTimes(1);
    await act(async () => waits[1]?.result.resolve({ url: 'https://cdn/l.png' }));
    expect(second.result.current.result).toEqual({ url: 'https://cdn/l.png', task: 'task-1', prompt: 'lighthouse' });
  });

  it('resumes a saved job once under StrictMode, not twice', async () => {
    saveResumableTask('test-tool', { taskId: 'task-9', startedAt: 1, details: { task: 'task-9' } });
    const { job, waits } = fakeJob();
    const { result } = renderHook(() => useTool(definition({ job }), { client }), { wrapper: StrictMode });
    await act(async () => {});
    expect(job.wait).toHaveBeenCalledTimes(1);
    expect(waits[0]?.signal?.aborted).toBe(false);
    await act(async () => waits[0]?.result.resolve({ url: 'resumed.png' }));
    expect(result.current).toMatchObject({ phase: 'succeeded', result: { url: 'resumed.png', task: 'task-9' } });
  });
});

describe('useTool with one request per run', () => {
  it("a run started in a mount effect survives StrictMode's second mount and ends (issue #29: /text-image hung)", async () => {
    const { answers, signals, request } = pendingRequests();
    const { result } = renderHook(
      () => {
        const tool = useTool(definition({ request }), { client });
        const started = useRef(false);
        useEffect(() => {
          if (started.current) return;
          started.current = true;
          tool.start({ prompt: 'handed over' });
          // eslint-disable-next-line react-hooks/exhaustive-deps
        }, []);
        return tool;
      },
      { wrapper: StrictMode },
    );
    await act(async () => {});
    expect(request).toHaveBeenCalledTimes(1);
    expect(signals[0]?.aborted).toBe(false);
    await act(async () => answers[0]?.resolve({ url: 'done.png' }));
    expect(result.current).toMatchObject({ phase: 'succeeded', result: { url: 'done.png', prompt: 'handed over' } });
  });
});
