import { act } from '@testing-library/react';

/**
 * Sets each value of `input` as the tool's field of that name does: a `useTool` hook's `field(name).onChange`, or
 * (a tool not yet on it) the hook's setter of that name, `prompt` through `setPrompt`.
 */
export function setInput(hook: object, input: Record<string, unknown>) {
  const { field } = hook as { field?: (name: string) => { onChange: (value: unknown) => void } };
  for (const [name, value] of Object.entries(input)) {
    if (field) {
      field(name).onChange(value);
      continue;
    }
    const setter = `set${name[0]?.toUpperCase()}${name.slice(1)}`;
    (hook as Record<string, (value: unknown) => void>)[setter]!(value);
  }
}

/**
 * Sets `field` to each of `inputs` in turn through the hook's setter (`setInput`) and gives the value the form holds
 * after each: `expect(valuesKept(hook.result, 'duration', [1, 7.4, 40])).toEqual([2, 7, 12])`.
 */
export function valuesKept(result: { current: { values: object } }, field: string, inputs: readonly unknown[]) {
  return inputs.map((input) => {
    act(() => setInput(result.current, { [field]: input }));
    return (result.current.values as Record<string, unknown>)[field];
  });
}
