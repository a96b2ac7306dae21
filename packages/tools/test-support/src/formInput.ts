import { act } from '@testing-library/react';
import { expect } from 'vitest';

/** Sets each value of `input` as the tool's field of that name does: its `useTool` hook's `field(name).onChange`. */
export function setInput(hook: object, input: Record<string, unknown>) {
  const { field } = hook as { field: (name: string) => { onChange: (value: unknown) => void } };
  for (const [name, value] of Object.entries(input)) field(name).onChange(value);
}

/**
 * Sets `field` to each of `inputs` in turn through its field (`setInput`) and gives the value the form holds
 * after each: `expect(valuesKept(hook.result, 'duration', [1, 7.4, 40])).toEqual([2, 7, 12])`.
 */
export function valuesKept(result: { current: { values: object } }, field: string, inputs: readonly unknown[]) {
  return inputs.map((input) => {
    act(() => setInput(result.current, { [field]: input }));
    return (result.current.values as Record<string, unknown>)[field];
  });
}

/**
 * After a failed run, `change` makes the form refuse Submit: the field's error is then the one on screen and the run's
 * failure is gone (issue #29), e.g. `expectRefusalDropsFailure(result, { prompt: '   ' }, 'prompt', 'Please enter a prompt.')`.
 */
export function expectRefusalDropsFailure(
  result: {
    current: {
      set: (change: never) => void;
      submit: () => unknown;
      fieldErrors: object;
      error?: unknown;
      phase: string;
    };
  },
  change: object,
  field: string,
  message: string,
) {
  act(() => result.current.set(change as never));
  act(() => void result.current.submit());
  expect((result.current.fieldErrors as Partial<Record<string, string>>)[field]).toBe(message);
  expect(result.current.error).toBeUndefined();
  expect(result.current.phase).toBe('idle');
}
