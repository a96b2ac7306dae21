import { act } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { clientWithHangingCall } from './hangingCall';
import type { HookRun, RunningHook } from './hookOutcomes';
import { callOfOperation } from './operationCall';

/** What this check uses of a tool's hook besides its run: Reset and the form's values. */
export interface ResettingHook extends RunningHook {
  reset: () => void;
  values: object;
}

export interface ResetMidRunOptions {
  /** Hook options the test renders with besides its `onResult`, e.g. `{ defaultValues: { size: 256 } }`. */
  options?: { defaultValues?: object };
  /** The form's values right after Reset: the defaults (by default the `defaultValues` given: a form of them only). */
  values?: object;
  /** What the call answers after Reset, which the hook ignores. */
  lateAnswer: unknown;
}

/**
 * Reset while the request is pending: the request is aborted, the hook is idle with the default values, and the late
 * answer changes nothing (no result, no `onResult`).
 */
export function itResetsMidRun<Hook extends ResettingHook, Options extends object>(
  run: HookRun<Hook, Options>,
  { options = {}, values = options.defaultValues, lateAnswer }: ResetMidRunOptions,
) {
  // The run's call hangs until the late answer.
  const { resource, name } = callOfOperation(run.operation);
  it('Reset aborts the request, restores the defaults and ignores the late answer', async () => {
    const { client, signals, answer } = clientWithHangingCall(resource as never, name as never) as unknown as {
      client: Parameters<typeof run.render>[0];
      signals: AbortSignal[];
      answer: (value: unknown) => void;
    };
    const onResult = vi.fn();
    const hook = await run.render(client, { ...options, onResult } as unknown as Options);
    run.fill(hook);
    act(() => void hook.result.current.submit());
    act(() => hook.result.current.reset());
    expect(signals[0]?.aborted).toBe(true);
    expect(hook.result.current.phase).toBe('idle');
    expect(hook.result.current.values).toEqual(values);
    await act(async () => answer(lateAnswer));
    expect(hook.result.current.phase).toBe('idle');
    expect(onResult).not.toHaveBeenCalled();
  });
}
