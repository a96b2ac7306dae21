import { createFakeMediakitClient, type FakeOperation } from '@mediakit/api-client/fake';
import { loadResumableTask } from '@mediakit/tool-runtime';
import { act } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { countRequests } from './fakeRequests';
import { type HookRun, type RunningHook, submitRun } from './hookOutcomes';
import { advanceJobClock, settleJobClock } from './jobClock';

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
