import type { MediakitClient } from '@mediakit/api-client';
import { createFakeMediakitClient, type FakeOperation } from '@mediakit/api-client/fake';
import { loadResumableTask } from '@mediakit/tool-runtime';
import { act, type RenderHookResult, renderHook } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { countRequests } from './fakeRequests';
import { hookOnFakeClient } from './hookOnFakeClient';
import { type HookRun, itHandsOverTheBlob, type RunningHook, submitRun } from './hookOutcomes';
import { advanceJobClock, runOutStatusRetries, settleJobClock } from './jobClock';
import { scenarioClient } from './storyClients';

/** What these checks use of a polling tool's hook. */
export interface RunningJobHook extends RunningHook {
  cancel: () => void;
}

/** A polling tool's hook as these checks drive it, on the fake job clock (`fakeJobClock`). */
export interface JobRun<Hook extends RunningJobHook, Options extends object> extends HookRun<Hook, Options> {
  /** The status call the hook polls, as the fake names it, e.g. `'imageToVideo.status'`. */
  status: FakeOperation;
  /** The time between two polls, in ms. */
  pollMs: number;
  /** Where the hook keeps its running job, to pick it up after a reload. */
  resumeKey: string;
}

/** The fake's job APIs: the resources with a `start` and a `status` call, e.g. `'imageToVideo'`. */
type JobApi = {
  [Resource in keyof MediakitClient]: `${Resource}.start` | `${Resource}.status` extends FakeOperation
    ? Resource
    : never;
}[keyof MediakitClient];

/**
 * The run of a polling tool's hook `useTool` on the fake job clock (`fakeJobClock`), rendered as
 * `useTool({ ...options, client })` with its balance loaded: `jobRun(useImageToVideo, 'imageToVideo', { fill,
 * pollMs: 5000, resumeKey })` starts its jobs with `imageToVideo.start` and polls `imageToVideo.status` every
 * `pollMs`. Its `settle` moves the clock on four polls, by when the fake's jobs (done at their third poll) have ended;
 * its `setup` renders the hook for the file's own tests (`hookOnFakeClient`).
 */
export function jobRun<Options extends object, Hook extends RunningJobHook>(
  useTool: (options: Options) => Hook,
  api: JobApi,
  { fill, pollMs, resumeKey }: Pick<JobRun<Hook, Omit<Options, 'client'>>, 'fill' | 'pollMs' | 'resumeKey'>,
): JobRun<Hook, Omit<Options, 'client'>> & { setup: ReturnType<typeof hookOnFakeClient<Options, Hook>> } {
  return {
    setup: hookOnFakeClient(useTool, { start: `${api}.start`, status: `${api}.status` }),
    render: async (client, options) => {
      const hook: RenderHookResult<Hook, unknown> = renderHook(() => useTool({ ...options, client } as Options));
      await settleJobClock();
      // Like renderHookWithCredits, on the job clock: a fake with latency answers the balance within a second.
      for (let ms = 0; ms < 1000 && hook.result.current.credits.credits === undefined; ms += 10) {
        await advanceJobClock(10);
      }
      return hook;
    },
    fill,
    operation: `${api}.start`,
    status: `${api}.status`,
    pollMs,
    resumeKey,
    settle: () => advanceJobClock(4 * pollMs),
  };
}

/** Cancel stops the polling at once: no timer left, the saved job forgotten, no poll after it. */
export function itCancelsTheJob<Hook extends RunningJobHook, Options extends object>(run: JobRun<Hook, Options>) {
  it('Cancel stops polling, forgets the task and leaves no timers', async () => {
    const client = createFakeMediakitClient({ queuedPolls: 10 });
    const polls = () => countRequests(client, run.status);
    const { hook } = await submitRun(run, client);
    await settleJobClock();
    await advanceJobClock(run.pollMs);
    expect(polls()).toBe(1);
    act(() => hook.result.current.cancel());
    expect(hook.result.current.phase).toBe('cancelled');
    // jsdom dispatches the sessionStorage change event on a zero-delay timer; nothing of ours may be left after it.
    await settleJobClock();
    expect(vi.getTimerCount()).toBe(0);
    expect(loadResumableTask(run.resumeKey)).toBeUndefined();
    await advanceJobClock(60_000);
    expect(polls()).toBe(1);
  });
}

/** Unmounting while the job runs stops every request and timer, and nothing updates the unmounted hook. */
export function itStopsTheJobOnUnmount<Hook extends RunningJobHook, Options extends object>(
  run: JobRun<Hook, Options>,
) {
  it('unmounting mid-job stops every request and timer and updates nothing', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const latencyMs = 500;
      const client = createFakeMediakitClient({ queuedPolls: 10, latencyMs });
      const polls = () => countRequests(client, run.status);
      const hook = await run.render(client);
      await advanceJobClock(latencyMs);
      run.fill(hook);
      act(() => void hook.result.current.submit());
      await advanceJobClock(latencyMs);
      await advanceJobClock(run.pollMs + latencyMs);
      expect(polls()).toBe(1);
      hook.unmount();
      await advanceJobClock(1);
      expect(vi.getTimerCount()).toBe(0);
      await advanceJobClock(60_000);
      expect(polls()).toBe(1);
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }
  });
}

/**
 * Every status check fails (a 500): after the first poll the client retries eight times, then the job fails with
 * `message`, in the partner's words where its `messages` override that key (`override`), and no timer is left.
 */
function itFailsOnceTheStatusRetriesRunOut<Hook extends RunningJobHook, Options extends object>(
  run: JobRun<Hook, Options>,
  { message, override }: StatusLostOptions,
) {
  const failed = async (options?: object) => {
    const client = scenarioClient(run.status, 'server-error');
    const polls = () => countRequests(client, run.status);
    const { hook } = await submitRun(run, client, options);
    await settleJobClock();
    await advanceJobClock(run.pollMs);
    expect(polls()).toBe(1);
    await runOutStatusRetries();
    expect(polls()).toBe(9);
    expect(hook.result.current.phase).toBe('failed');
    return { hook, polls };
  };

  it(`says '${message}' once the status retries run out, and leaves no timers`, async () => {
    const { hook, polls } = await failed();
    expect(hook.result.current.error).toBe(message);
    // The environment's own zero-delay work (jsdom's storage event, the credits broadcast) ends well before the
    // shortest retry delay of 2.6 s, so any timer still there after 1 s would be a poll.
    await advanceJobClock(1000);
    expect(vi.getTimerCount()).toBe(0);
    await advanceJobClock(60_000);
    expect(polls()).toBe(9);
  });

  if (override) {
    it(`says it in the partner's words where given: '${Object.values(override)[0]}'`, async () => {
      const { hook } = await failed({ messages: override });
      expect(hook.result.current.error).toBe(Object.values(override)[0]);
    });
  }
}

export interface StatusLostOptions {
  /** What the tool says when its status checks keep failing. */
  message: string;
  /** A partner's override of the key that says it, e.g. `{ pollingFailed: 'Lost track of the job.' }`. */
  override?: Record<string, string>;
}

/**
 * The checks every polling tool's hook owes, as `it`s: Cancel stops the job (`itCancelsTheJob`) and unmounting stops it
 * (`itStopsTheJobOnUnmount`); given `blob` (what `onResult` gets beside the output's Blob, read from the hook once the
 * job is done), the includeBlob handover (`itHandsOverTheBlob`); given `statusLost`, the failure once the status
 * checks' retries run out.
 */
export function itFollowsTheJob<Hook extends RunningJobHook, Options extends object>(
  run: JobRun<Hook, Options>,
  { blob, statusLost }: { blob?: (hook: Hook) => object; statusLost?: StatusLostOptions } = {},
) {
  itCancelsTheJob(run);
  itStopsTheJobOnUnmount(run);
  if (blob) itHandsOverTheBlob(run, blob);
  if (statusLost) itFailsOnceTheStatusRetriesRunOut(run, statusLost);
}
