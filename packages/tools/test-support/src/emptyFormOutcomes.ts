import { createFakeMediakitClient } from '@mediakit/api-client/fake';
import { act } from '@testing-library/react';
import { expect, it } from 'vitest';
import { countRequests } from './fakeRequests';
import { setInput } from './formInput';
import { type HookRun, type RunningHook, untilRunEnds } from './hookOutcomes';

/** What this check uses of a tool's hook besides its run: the form's errors by field. */
export interface ValidatingHook extends RunningHook {
  fieldErrors?: object;
}

export interface EmptyFormOptions {
  /** The spec's messages by field. */
  fieldErrors: Record<string, string>;
  /** An input the tool refuses just the same, e.g. a blank prompt: values set through the hook's setters. */
  alsoRefused?: Record<string, unknown>;
}

/**
 * Submitting the untouched form: no error shows before it, submit refuses, the fields show `fieldErrors` and nothing
 * is sent (the hook stays idle); likewise with `alsoRefused`, submitted again.
 */
export function itRefusesTheEmptyForm<Hook extends ValidatingHook, Options extends object>(
  run: HookRun<Hook, Options>,
  { fieldErrors, alsoRefused }: EmptyFormOptions,
) {
  const messages = Object.values(fieldErrors).map((message) => `'${message}'`);
  it(`refuses the empty form${alsoRefused ? ' and the input it still refuses' : ''}: ${messages.join(', ')}`, async () => {
    const client = createFakeMediakitClient();
    const hook = await run.render(client);
    expect(Object.values(hook.result.current.fieldErrors ?? {}).filter(Boolean)).toEqual([]);
    let sent: unknown;
    act(() => {
      sent = hook.result.current.submit();
    });
    expect(sent).toBe(false);
    expect(hook.result.current.fieldErrors).toEqual(fieldErrors);
    if (alsoRefused) {
      act(() => setInput(hook.result.current, alsoRefused));
      act(() => void hook.result.current.submit());
      expect(hook.result.current.fieldErrors).toEqual(fieldErrors);
    }
    await untilRunEnds(run, () => expect(countRequests(client, run.operation)).toBe(0));
    expect(hook.result.current.phase).toBe('idle');
  });
}
