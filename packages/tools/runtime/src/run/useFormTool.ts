import { useFormRun } from '../hooks/useFormRun';
import { useToolForm } from '../hooks/useToolForm';
import type { ToolOptions } from '../toolProps';
import { useSingleRunTool, type UseToolOptions } from './toolSetup';

type KeyOf<Messages> = Extract<keyof Messages, string>;

/** A form tool's run (`useTool`'s options, its `props` aside), how its form is checked and what a run sends. */
export interface FormToolRun<
  Messages extends Record<string, string>,
  Values,
  Field extends string,
  Input,
  Output,
  Result,
  Task,
> extends Omit<UseToolOptions<Messages, Input, Output, Result, Task>, 'props'> {
  /** Each field's problem as the key of its message (none: the field is fine); a run starts only without any. */
  check?: (values: Values) => Partial<Record<Field, KeyOf<Messages> | undefined>>;
  /** What a run sends, made from the checked values (undefined: nothing to send). */
  input: (values: Values) => Input | undefined;
}

/**
 * The common form tool in one call: its form (`useToolForm`, started from `props.defaultValues` by `initialValues`),
 * its run (`useTool`) and Submit and Reset (`useFormRun`). It answers with the run, the form's `values`, the
 * `fieldErrors` in the tool's words (shown once the user has tried to submit), `submit`, `reset` and `update` (a
 * partial change of the values, for the tool's own setters). `run` may be made from the values, for an estimate or a
 * result that depends on them.
 */
export function useFormTool<
  Messages extends Record<string, string>,
  Values extends object,
  Defaults,
  Input,
  Output,
  Result,
  Field extends string = never,
  Task = never,
>(
  props: ToolOptions<Result, Messages, Defaults>,
  initialValues: (defaults: Defaults | undefined) => Values,
  run:
    | FormToolRun<Messages, Values, Field, Input, Output, Result, Task>
    | ((values: Values) => FormToolRun<Messages, Values, Field, Input, Output, Result, Task>),
) {
  const form = useToolForm(initialValues, props.defaultValues);
  const { values, update, attempted } = form;
  const { check, input, ...wording } = typeof run === 'function' ? run(values) : run;
  const tool = useSingleRunTool<Messages, Input, Output, Result, Task>({ props, ...wording });
  const problems = check?.(values) ?? {};
  const problemKeys = Object.entries(problems) as [Field, KeyOf<Messages> | undefined][];
  const { submit, reset } = useFormRun(form, tool, () =>
    problemKeys.some(([, key]) => key) ? undefined : input(values),
  );
  const fieldErrors: Partial<Record<Field, string>> = {};
  for (const [field, key] of problemKeys) if (attempted && key) fieldErrors[field] = tool.messages[key];
  return { ...tool, values, fieldErrors, update, submit, reset };
}
