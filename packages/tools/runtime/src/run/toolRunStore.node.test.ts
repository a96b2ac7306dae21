import { ApiError } from '@mediakit/api-client';
import { createFakeMediakitClient } from '@mediakit/api-client/fake';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { polledJob } from './polledJob';
import { loadResumableTask, saveResumableTask } from './resumableTask';
import { deferred, fakeJob, gate, pendingRequests, type Input, type Output, type Result } from './toolRun.doubles';
import { createToolRun, type ToolRunOptions } from './toolRunStore';

// No DOM here: the store runs in Node. A saved job lives in sessionStorage, which Node lacks: a Map stands in.
beforeEach(() => {
  const saved = new Map<string, string>();
  vi.stubGlobal('sessionStorage', {
    getItem: (key: string) => saved.get(key) ?? null,
    setItem: (key: string, value: string) => void saved.set(key, value),
    removeItem: (key: string) => void saved.delete(key),
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** Lets every answer already given reach the store. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function store(extra: Partial<ToolRunOptions<Input, Output, Result, string>> = {}) {
  const run = createToolRun<Input, Output, Result, string>({
    toResult: (output, { task }) => ({ ...output, ...(task ? { task } : {}) }),
    failureMessage: (error) => (error instanceof ApiError ? `said: ${error.reason}` : 'Something went wrong.'),
    ...extra,
  });
  const listener = vi.fn();
  run.subscribe(listener);
  return Object.assign(run, { state: run.getSnapshot, listener });
}

describe('createToolRun with a polled job', () => {
  it('starts, reports status answers, succeeds, delivers the result and forgets the resumable task', async () => {
    const { job, waits } = fakeJob();
    const onResult = vi.fn();
    const run = store({ job, onResult });
    expect(run.start({ prompt: 'fox' })).toBe(true);
    expect(run.state()).toMatchObject({ phase: 'starting', isBusy: true });
    expect(run.listener).toHaveBeenCalled();
    await settle();
    expect(run.state()).toMatchObject({ phase: 'running', task: 'task-1' });
    expect(loadResumableTask('test-tool')?.details).toEqual({ task: 'task-1' });
    waits[0]?.onUpdate({ status: 'running', rawStatus: 'RENDERING', progress: 40 });
    expect(run.state().update?.rawStatus).toBe('RENDERING');
    expect(run.state().progress).toBe(40);
    waits[0]?.result.resolve({ url: 'https://cdn/x.mp4' });
    await settle();
    expect(run.state()).toMatchObject({ phase: 'succeeded', isBusy: false, progress: undefined });
    expect(run.state().result).toEqual({ url: 'https://cdn/x.mp4', task: 'task-1' });
    expect(onResult).toHaveBeenCalledWith({ url: 'https://cdn/x.mp4', task: 'task-1' });
    expect(loadResumableTask('test-tool')).toBeUndefined();
  });

  it('answers the same snapshot until something changes (useSyncExternalStore needs that)', async () => {
    const { job } = fakeJob();
    const run = store({ job });
    const first = run.getSnapshot();
    expect(run.getSnapshot()).toBe(first);
    run.dismissFailure();
    expect(run.getSnapshot()).toBe(first);
    expect(run.listener).not.toHaveBeenCalled();
    run.start({ prompt: 'fox' });
    expect(run.getSnapshot()).not.toBe(first);
  });

  it('keeps the input of the run on screen through its end, and drops it on reset', async () => {
    const { job, waits } = fakeJob();
    const run = store({ job });
    expect(run.state().input).toBeUndefined();
    run.start({ prompt: 'fox' });
    expect(run.state().input).toEqual({ prompt: 'fox' });
    await settle();
    waits[0]?.result.resolve({ url: 'https://cdn/x.mp4' });
    await settle();
    expect(run.state()).toMatchObject({ phase: 'succeeded', input: { prompt: 'fox' } });
    run.reset();
    expect(run.state().input).toBeUndefined();
  });

  it('refuses a second start while one is under way', () => {
    const { job } = fakeJob();
    const run = store({ job });
    expect([run.start({ prompt: 'a' }), run.start({ prompt: 'b' })]).toEqual([true, false]);
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
    const run = store({ job, credits, onError });
    run.start({ prompt: 'fox' });
    expect(credits.credits).toBe(6);
    await settle();
    expect(run.state()).toMatchObject({ phase: 'failed', error: 'said: missing-task-id', failure: missing });
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
    const run = store({ job, credits });
    run.start({ prompt: 'fox' });
    await settle();
    expect(run.state().error).toBe('said: insufficient-credits');
    expect(credits.credits).toBe(3);
  });

  it('refuses to start while the balance is short, before any request', () => {
    const { job } = fakeJob();
    const run = store({ job, credits: gate(1, 5) });
    expect(run.start({ prompt: 'fox' })).toBe(false);
    expect(run.state()).toMatchObject({ blocked: true, phase: 'idle' });
    expect(job.start).not.toHaveBeenCalled();
  });

  it('reads the latest options: a balance topped up after creation lets the run start', () => {
    const { job } = fakeJob();
    const run = store({ job, credits: gate(1, 5) });
    run.setOptions({ ...run, job, credits: gate(9, 5), toResult: (output) => output, failureMessage: () => '' });
    expect(run.start({ prompt: 'fox' })).toBe(true);
  });

  it('Cancel stops polling and forgets the task; a later answer changes nothing', async () => {
    const { job, waits } = fakeJob();
    const onResult = vi.fn();
    const run = store({ job, onResult });
    run.start({ prompt: 'fox' });
    await settle();
    run.cancel();
    expect(waits[0]?.signal?.aborted).toBe(true);
    expect(run.state().phase).toBe('cancelled');
    expect(loadResumableTask('test-tool')).toBeUndefined();
    waits[0]?.result.resolve({ url: 'https://cdn/late.mp4' });
    await settle();
    expect(run.state().phase).toBe('cancelled');
    expect(onResult).not.toHaveBeenCalled();
  });

  it('Cancel cancels the polled job on the server and shows the refund once it answers', async () => {
    const { job, waits } = fakeJob();
    const answer = deferred<{ state: 'cancelled'; credits: number }>();
    const cancel = vi.fn((_task: string, _options: unknown) => answer.promise);
    const run = store({ job: { ...job, cancel } });
    run.start({ prompt: 'fox' });
    await settle();
    run.cancel();
    expect(waits[0]?.signal?.aborted).toBe(true);
    expect(cancel).toHaveBeenCalledExactlyOnceWith('task-1', {});
    expect(run.state()).toMatchObject({ phase: 'cancelled', cancellation: 'pending' });
    expect(loadResumableTask('test-tool')).toBeUndefined();
    answer.resolve({ state: 'cancelled', credits: 20 });
    await settle();
    expect(run.state().cancellation).toBe('refunded');
  });

  it('Cancel says when the server had already ended the job, or could not be reached', async () => {
    for (const [outcome, expected] of [
      [() => Promise.resolve({ state: 'succeeded' as const, credits: 14 }), 'ended'],
      [() => Promise.reject(new ApiError('network', 'offline')), 'unconfirmed'],
    ] as const) {
      const { job } = fakeJob();
      const run = store({ job: { ...job, cancel: outcome } });
      run.start({ prompt: 'fox' });
      await settle();
      run.cancel();
      await settle();
      expect(run.state()).toMatchObject({ phase: 'cancelled', cancellation: expected });
    }
  });

  it('Cancel before the task is known, or of a one-shot request, asks no server and says so', () => {
    const { job } = fakeJob();
    const started = deferred<string>();
    const cancel = vi.fn();
    const run = store({ job: { ...job, start: () => started.promise, cancel } });
    run.start({ prompt: 'fox' });
    run.cancel();
    expect(cancel).not.toHaveBeenCalled();
    expect(run.state()).toMatchObject({ phase: 'cancelled', cancellation: 'unconfirmed' });
  });

  it('resumes polling a saved task on mount, and unmount stops polling but keeps the task', async () => {
    saveResumableTask('test-tool', { taskId: 'task-9', startedAt: 1, details: { task: 'task-9' } });
    const { job, waits } = fakeJob();
    const run = store({ job });
    const unmount = run.mount();
    expect(run.state()).toMatchObject({ phase: 'running', resumed: true });
    expect(job.start).not.toHaveBeenCalled();
    expect(waits[0]?.task).toBe('task-9');
    unmount();
    expect(waits[0]?.signal?.aborted).toBe(false); // a microtask later, unless mounted again at once
    await Promise.resolve();
    expect(waits[0]?.signal?.aborted).toBe(true);
    expect(loadResumableTask('test-tool')?.taskId).toBe('task-9');
  });

  it('mounted again at once (StrictMode), keeps the resumed job and resumes it once', async () => {
    saveResumableTask('test-tool', { taskId: 'task-9', startedAt: 1, details: { task: 'task-9' } });
    const { job, waits } = fakeJob();
    const run = store({ job });
    run.mount()();
    run.mount();
    await settle();
    expect(job.wait).toHaveBeenCalledTimes(1);
    expect(waits[0]?.signal?.aborted).toBe(false);
    waits[0]?.result.resolve({ url: 'resumed.png' });
    await settle();
    expect(run.state()).toMatchObject({ phase: 'succeeded', result: { url: 'resumed.png', task: 'task-9' } });
  });

  it('shows a polling failure and clears the task', async () => {
    const { job, waits } = fakeJob();
    const onError = vi.fn();
    const run = store({ job, onError });
    run.start({ prompt: 'fox' });
    await settle();
    const failure = new ApiError('http', 'Polling failed.', { status: 500, reason: 'status-check-failed' });
    waits[0]?.result.reject(failure);
    await settle();
    expect(run.state()).toMatchObject({ phase: 'failed', error: 'said: status-check-failed', failure });
    expect(onError).toHaveBeenCalledOnce();
    expect(loadResumableTask('test-tool')).toBeUndefined();
  });

  it('Reset drops the run, its result and its failure', async () => {
    const { job, waits } = fakeJob();
    const run = store({ job });
    run.start({ prompt: 'fox' });
    await settle();
    waits[0]?.result.resolve({ url: 'https://cdn/x.mp4' });
    await settle();
    run.reset();
    expect(run.state().phase).toBe('idle');
    expect(run.state().result).toBeUndefined();
    expect(run.state().error).toBeUndefined();
  });
});

describe('createToolRun on a polled job of the fake client, on a fake clock', () => {
  it('polls on the API’s schedule, shows each status word, and succeeds with the video', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    const client = createFakeMediakitClient({
      credits: 50,
      jobScripts: { imageToVideo: { statuses: ['QUEUED', 'RENDERING'] } },
    });
    const run = createToolRun({
      client,
      job: polledJob('image-to-video', client.imageToVideo),
      toResult: (output: { videoUrl: string }) => ({ url: output.videoUrl }),
      failureMessage: () => 'failed',
    });
    const frame = new Blob(['png'], { type: 'image/png' });
    run.start({ prompt: 'Waves', duration: 5, resolution: '720p', firstFrame: frame } as const);
    // The fake backend answers the start at no time cost, through a few turns of the event loop.
    for (let turn = 0; turn < 5; turn += 1) await vi.advanceTimersByTimeAsync(0);
    expect(run.getSnapshot()).toMatchObject({ phase: 'running', task: expect.any(String) });
    const words: (string | undefined)[] = [];
    run.subscribe(() => words.push(run.getSnapshot().update?.rawStatus));
    await vi.advanceTimersByTimeAsync(5000 * 2);
    expect(words.filter(Boolean)).toEqual(['QUEUED', 'RENDERING']);
    expect(run.getSnapshot().phase).toBe('running');
    await vi.advanceTimersByTimeAsync(5000);
    expect(run.getSnapshot()).toMatchObject({ phase: 'succeeded', result: { url: expect.stringMatching(/^https:/) } });
    expect(loadResumableTask('image-to-video')).toBeUndefined();
  });
});

describe('createToolRun with one request per run', () => {
  function setup(extra: Partial<ToolRunOptions<Input, Output, Result, string>> = {}) {
    const { answers, signals, request } = pendingRequests();
    const run = store({ request, ...extra });
    const start = () => run.start({ prompt: 'hi' });
    return { run, answers, signals, request, start };
  }

  it('runs at once, charges the estimate and keeps it when the request succeeds', async () => {
    const credits = gate(10, 2);
    const { run, start, answers, request } = setup({ credits });
    start();
    expect(run.state().phase).toBe('running');
    expect(request).toHaveBeenCalledOnce();
    expect(credits.credits).toBe(8);
    answers[0]?.resolve({ url: 'https://cdn/a.mp3' });
    await settle();
    expect(run.state().phase).toBe('succeeded');
    expect(credits.credits).toBe(8);
  });

  it('gives the credits back on failure and says why in the tool’s words', async () => {
    const credits = gate(10, 2);
    const onError = vi.fn();
    const onRunFailed = vi.fn();
    const { run, start, answers } = setup({ credits, onError, onRunFailed });
    start();
    const failure = new ApiError('http', 'Edit failed.', { status: 500 });
    answers[0]?.reject(failure);
    await settle();
    expect(credits.credits).toBe(10);
    expect(run.state().error).toBe('said: server-error');
    expect(onRunFailed).toHaveBeenCalledWith('said: server-error', failure, { prompt: 'hi' });
    expect(onError).toHaveBeenCalledWith(failure);
  });

  it('applies the balance an answer carries, or fetches it again when asked', async () => {
    const credits = gate(10, 1);
    const first = setup({ credits, balanceAfter: () => 7 });
    first.start();
    first.answers[0]?.resolve({ url: 'https://cdn/a.png' });
    await settle();
    expect(credits.credits).toBe(7);
    const second = setup({ credits, refreshCreditsAfterSuccess: true });
    second.start();
    second.answers[0]?.resolve({ url: 'https://cdn/a.mp3' });
    await settle();
    expect(credits.refresh).toHaveBeenCalledOnce();
  });

  it('keeps the last result while a new run is under way or failed, when the tool asks', async () => {
    const { run, start, answers } = setup({ keepsResult: true });
    start();
    answers[0]?.resolve({ url: 'https://cdn/a.mp3' });
    await settle();
    start();
    expect(run.state().result).toEqual({ url: 'https://cdn/a.mp3' });
    answers[1]?.reject(new ApiError('network', 'x'));
    await settle();
    expect(run.state()).toMatchObject({ phase: 'failed', result: { url: 'https://cdn/a.mp3' } });
  });

  it('fails the run when the request throws synchronously', async () => {
    const broken = new Error('bad input');
    const run = store({
      request: () => {
        throw broken;
      },
    });
    run.start({ prompt: 'x' });
    await settle();
    expect(run.state()).toMatchObject({ failure: broken, error: 'Something went wrong.' });
  });

  it('Cancel aborts the request and nothing is reported afterwards', async () => {
    const onError = vi.fn();
    const onResult = vi.fn();
    const { run, start, answers, signals } = setup({ onError, onResult });
    start();
    run.cancel();
    expect(signals[0]?.aborted).toBe(true);
    expect(run.state().phase).toBe('cancelled');
    answers[0]?.resolve({ url: 'late' });
    await settle();
    expect(onResult).not.toHaveBeenCalled();
    expect(onError).not.toHaveBeenCalled();
  });

  it('dismissFailure drops a failure and keeps the result of a keepsResult tool; it leaves other phases alone', async () => {
    const { run, start, answers } = setup({ keepsResult: true });
    start();
    answers[0]?.resolve({ url: 'first.png' });
    await settle();
    start();
    answers[1]?.reject(new Error('boom'));
    await settle();
    expect(run.state()).toMatchObject({ phase: 'failed', result: { url: 'first.png' } });
    run.dismissFailure();
    expect(run.state()).toMatchObject({ phase: 'idle', result: { url: 'first.png' } });
    expect(run.state().error).toBeUndefined();
    start();
    run.dismissFailure();
    expect(run.state().phase).toBe('running');
  });

  it('unmounting aborts the request in flight and the result download, a microtask later', async () => {
    const { run, start, signals } = setup();
    const unmount = run.mount();
    start();
    unmount();
    await Promise.resolve();
    expect(signals[0]?.aborted).toBe(true);
  });

  it('a run started between an unmount and the mount right after it survives (StrictMode; issue #29)', async () => {
    const { run, start, signals, answers } = setup();
    const unmount = run.mount();
    start();
    unmount();
    run.mount();
    await settle();
    expect(signals[0]?.aborted).toBe(false);
    answers[0]?.resolve({ url: 'done.png' });
    await settle();
    expect(run.state()).toMatchObject({ phase: 'succeeded', result: { url: 'done.png' } });
  });

  it('hands the result with its Blob to onResult when includeBlob is set', async () => {
    const client = createFakeMediakitClient({ credits: 10 });
    const fetchBlob = vi.spyOn(client.downloads, 'fetchBlob').mockResolvedValue(new Blob(['png']));
    const onResult = vi.fn();
    const { start, answers } = setup({ client, includeBlob: true, onResult });
    start();
    answers[0]?.resolve({ url: 'https://cdn.test/out.png' });
    await settle();
    expect(fetchBlob).toHaveBeenCalledWith('https://cdn.test/out.png', expect.anything());
    expect(onResult).toHaveBeenCalledWith({ url: 'https://cdn.test/out.png', blob: expect.any(Blob) });
  });
});
