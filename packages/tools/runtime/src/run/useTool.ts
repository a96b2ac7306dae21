import { isApiError } from '@mediakit/api-client';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { useCreditGate } from '../credits';
import { failureMessage } from '../failure/failureMessage';
import { useToolMessages } from '../hooks/useToolMessages';
import { useMediakitClient } from '../MediakitProvider';
import type { ToolOptions } from '../toolProps';
import { statusText } from './statusText';
import type { ToolDefinition } from './toolDefinition';
import { createToolRun, type ToolRunOptions } from './toolRunStore';

/** What a field needs of its tool, named as ui's fields take it: `<TextArea {...tool.field('prompt')} />`. */
export interface FieldProps<Value> {
  value: Value;
  onChange: (value: Value) => void;
  /** The field's problem in the tool's words, once the user has tried to submit. */
  errorMessage: string | undefined;
  /** While a run is under way. */
  isDisabled: boolean;
}

/**
 * A tool's definition run by a component: its client (prop or provider), its messages with the partner's overrides,
 * its form's values, its run (a `createToolRun` store, aborted on unmount, a saved job resumed on mount) and the
 * balance against the estimate. Submit checks the form (field errors show from then on) and starts the run; Reset
 * drops the run and restores the starting values.
 */
export function useTool<
  Messages extends Record<string, string>,
  Values extends object,
  Defaults,
  Input,
  Output,
  Result,
  Task = never,
  Problem extends string = never,
>(
  definition: ToolDefinition<Messages, Values, Defaults, Input, Output, Result, Task, Problem>,
  props: ToolOptions<Result, Messages, Defaults> = {},
) {
  const { cost, engine, normalize, check, input, request, job, toResult, failure, status = {}, ...rest } = definition;
  const { errors: errorMode, atOnce, clears, resetsRun, runs, runOf, logsMalformedAs, ...runOptions } = rest;
  const client = useMediakitClient(props.client);
  const messages = useToolMessages(definition.messages, props.messages);
  const [values, setValues] = useState(() => definition.values(props.defaultValues));
  const [attempted, setAttempted] = useState(false);
  // `until-changed`: the problems Submit found, each dropped when its field changes.
  const [shown, setShown] = useState<Partial<Record<Problem, keyof Messages>>>({});
  const credits = useCreditGate({
    client,
    cost: typeof cost?.credits === 'function' ? cost.credits(values) : (cost?.credits ?? 0),
    shortMessageTemplate: (cost && messages[cost.shortMessage]) ?? '',
    engine: typeof engine === 'function' ? engine(values) : engine,
    enabled: cost !== undefined,
  });
  // One run, or one per key of `runs` (e.g. per tab), all on the same balance; `runOf` picks the one on screen.
  const optionsOf = (key: string): ToolRunOptions<Input, Output, Result, Task> => {
    const made = { request, job, ...runs?.[key] };
    return {
      ...runOptions,
      request: made.request && ((sent, signal) => made.request!(sent, signal, client, messages)),
      job: made.job?.(client),
      toResult: (output, origin) => toResult(output, origin, values, key),
      client,
      credits: cost && credits,
      onResult: props.onResult,
      includeBlob: props.includeBlob,
      onError: (error) => {
        if (logsMalformedAs && isApiError(error) && error.kind === 'malformed-response') {
          console.error(`${logsMalformedAs}: unexpected response from the server.`, error.body);
        }
        props.onError?.(error);
      },
      failureMessage: (error) =>
        failureMessage(error, messages, typeof failure === 'function' ? failure(messages) : failure),
    };
  };
  const [stores] = useState(() =>
    Object.fromEntries(Object.keys(runs ?? { run: 0 }).map((key) => [key, createToolRun(optionsOf(key))])),
  );
  useEffect(() => {
    for (const [key, each] of Object.entries(stores)) each.setOptions(optionsOf(key));
  });
  useEffect(() => {
    const unmounts = Object.values(stores).map((each) => each.mount());
    return () => unmounts.forEach((unmount) => unmount());
  }, [stores]);
  const subscribe = useCallback(
    (listener: () => void) => {
      const offs = Object.values(stores).map((each) => each.subscribe(listener));
      return () => offs.forEach((off) => off());
    },
    [stores],
  );
  const onScreen = runOf?.(values) ?? 'run';
  const store = stores[onScreen] ?? Object.values(stores)[0]!;
  const run = useSyncExternalStore(subscribe, store.getSnapshot, store.getSnapshot);

  type Field = Extract<keyof Values, string>;
  const problems = Object.entries(check?.(values) ?? {}) as [Problem, keyof Messages | undefined][];
  const fieldErrors: Partial<Record<Problem, string>> = {};
  if (errorMode === 'until-changed')
    for (const [name, key] of Object.entries(shown) as [Problem, keyof Messages][]) fieldErrors[name] = messages[key];
  else
    for (const [name, key] of problems)
      if (key && (attempted || atOnce?.includes(key as Extract<keyof Messages, string>)))
        fieldErrors[name] = messages[key];
  // Stable, so a page may set values from an effect (the landing page hands its prompt to two tools).
  const set = useCallback(
    (change: Partial<Values>) => {
      setValues((current) => (normalize ? normalize({ ...current, ...change }, current) : { ...current, ...change }));
      const changed = Object.keys(change) as (keyof Values & string)[];
      if (resetsRun?.some((name) => changed.includes(name as keyof Values & string)))
        for (const each of Object.values(stores)) each.reset();
      setShown((current) => {
        const next = { ...current };
        for (const name of changed) {
          for (const problem of [name, name.replace(/(File|Url)$/, ''), ...(clears?.[name] ?? [])])
            delete next[problem as Problem];
        }
        return next;
      });
    },
    [normalize, resetsRun, clears, stores, setValues, setShown],
  );
  const field = <Name extends Field>(name: Name): FieldProps<Values[Name]> => ({
    value: values[name],
    onChange: (value) => set({ [name]: value } as unknown as Partial<Values>),
    errorMessage: (fieldErrors as Partial<Record<string, string>>)[name],
    isDisabled: run.isBusy,
  });
  const submit = (): boolean => {
    setAttempted(true);
    const ready = problems.some(([, key]) => key) ? undefined : input(values);
    setShown(Object.fromEntries(problems.filter(([, key]) => key)) as Partial<Record<Problem, keyof Messages>>);
    // The last run's failure goes, so a field's new error is not shown beside an older one (issue #29).
    if (ready === undefined) for (const each of Object.values(stores)) each.dismissFailure();
    return ready !== undefined && store.start(ready);
  };
  const reset = () => {
    for (const each of Object.values(stores)) each.reset();
    setAttempted(false);
    setShown({});
    setValues(definition.values(props.defaultValues));
  };
  return {
    ...run,
    statusText: statusText(run, messages, runs?.[onScreen]?.status ?? status),
    client,
    credits,
    /** Which engine answers the next run (its line, once loaded), also for a tool that costs nothing. */
    engineLine: credits.engine,
    messages,
    values,
    fieldErrors,
    set,
    field,
    submit,
    /** Starts the run on screen with this input as it is, past the form (e.g. a variation of an earlier result). */
    start: store.start,
    cancel: store.cancel,
    reset,
  };
}

export type Tool<
  Messages extends Record<string, string>,
  Values extends object,
  Result,
  Input = unknown,
  Task = never,
> = ReturnType<typeof useTool<Messages, Values, unknown, Input, unknown, Result, Task>>;
