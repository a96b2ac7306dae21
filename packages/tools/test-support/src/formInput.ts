import { act } from '@testing-library/react';

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
