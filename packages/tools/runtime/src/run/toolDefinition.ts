import type { EngineTool, MediakitClient } from '@mediakit/api-client';
import type { FailureWording } from '../failure/failureMessage';
import type { StatusWording } from './statusText';
import type { PolledJob, RunOrigin, ToolRunOptions } from './toolRunStore';

type KeyOf<Messages> = Extract<keyof Messages, string>;

/** How a run is made: one request per run, made with the tool's client, or a job started and then polled. */
interface RunMaker<Messages, Input, Output, Task> {
  request?: (input: Input, signal: AbortSignal, client: MediakitClient, text: Messages) => Promise<Output>;
  /** Resumed after a reload. */
  job?: (client: MediakitClient) => PolledJob<Input, Task, Output>;
  /** How the tool words where this run stands, when its runs differ (see `runs`). */
  status?: StatusWording<Messages>;
}

/**
 * A tool, all of it but its view, as one object made once (at module level): its words, its form, what a run sends
 * and how it is made, what it costs and how it words where it stands and why it failed. `useTool(definition, props)`
 * runs it.
 */
export interface ToolDefinition<
  Messages extends Record<string, string>,
  Values extends object,
  Defaults,
  Input,
  Output,
  Result,
  Task = never,
  Field extends string = never,
>
  extends
    Pick<
      ToolRunOptions<Input, Output, Result, Task>,
      'keepsResult' | 'balanceAfter' | 'refreshCreditsAfterSuccess' | 'onRunSucceeded'
    >,
    RunMaker<Messages, Input, Output, Task> {
  /**
   * What the tool shows and hands to `onResult`, made from the output, what sent it, the form's values now and which
   * run made it (its key in `runs`).
   */
  toResult: (output: Output, origin: RunOrigin<Input, Task>, values: Values, run: string) => Result;
  /** The tool's default messages (a partner overrides any of them with the `messages` prop). */
  messages: Messages;
  /** The form's starting values, made from the `defaultValues` prop; Reset restores them. */
  values: (defaults: Defaults | undefined) => Values;
  /**
   * The estimate of the next run in credits (made from the values when it depends on them) and the key of the tool's
   * 'Not enough credits' template. None: the tool costs nothing, its balance is never read.
   */
  cost?: {
    credits: number | ((values: Values) => number);
    shortMessage: KeyOf<Messages>;
  };
  /**
   * The engine slot that answers the next run: its line (what answers, and whether it is an AI model) shows before
   * anyone sends, beside the cost, or on its own for a tool that costs nothing.
   */
  engine?: EngineTool | ((values: Values) => EngineTool) | undefined;
  /**
   * Makes a change safe before the form keeps it, e.g. a count clamped, an unknown option refused (`current`: the
   * values before the change).
   */
  normalize?: (next: Values, current: Values) => Values;
  /**
   * Each field's problem as the key of its message (none: the field is fine); a run starts only without any. A file
   * field's problem is under its name without `File` (`image` for `imageFile`), as the upload field reads it.
   */
  check?: (values: Values) => Partial<Record<Field, KeyOf<Messages> | undefined>>;
  /**
   * How the problems show once the user has tried: `live` (the default) as `check` finds them now; `until-changed`
   * as Submit found them, each kept until its field changes (a change of `name`, `nameFile` or `nameUrl` drops the
   * problem under `name`; `clears` adds more, e.g. a mode that drops its fields' problems).
   */
  errors?: 'live' | 'until-changed';
  /** Problems said as soon as they appear, before any Submit (a prompt over its limit, beside its counter). */
  atOnce?: readonly KeyOf<Messages>[];
  clears?: Partial<Record<keyof Values, readonly Field[]>>;
  /** Fields whose change drops the run's result or failure (a new image makes the last text stale). */
  resetsRun?: readonly (keyof Values)[];
  /** What a run sends, made from the checked values (undefined: nothing to send). */
  input: (values: Values) => Input | undefined;
  /**
   * Several runs on one balance, each its own request or job (kept and resumed side by side, e.g. one per tab), and
   * which of them the form's values put on screen; Submit starts that one, Reset resets all.
   */
  runs?: Record<string, RunMaker<Messages, Input, Output, Task>>;
  runOf?: (values: Values) => string;
  /** How the tool words its failures (a function where the wording needs the messages). */
  failure: FailureWording<Messages> | ((text: Messages) => FailureWording<Messages>);
  /** The tool's name in the console log of an answer the client could not read (with its body), for its developers. */
  logsMalformedAs?: string;
}

/** A tool's messages as a partner may override them: any text under the same keys. */
export type Wording<Messages> = { [Key in keyof Messages]: string };

/**
 * Defines a tool (see `ToolDefinition`), inferring its types from the object; its messages (often `as const`) are
 * typed as any text under their keys, as a partner's overrides make them.
 */
export function defineTool<
  Messages extends Record<string, string>,
  Values extends object,
  Defaults,
  Input,
  Output,
  Result,
  Task = never,
  Field extends string = never,
>(
  definition: ToolDefinition<Messages, Values, Defaults, Input, Output, Result, Task, Field>,
): ToolDefinition<Wording<Messages>, Values, Defaults, Input, Output, Result, Task, Field> {
  // Only the messages' type widens: the functions read them by key, never by their literal default.
  return definition as unknown as ToolDefinition<
    Wording<Messages>,
    Values,
    Defaults,
    Input,
    Output,
    Result,
    Task,
    Field
  >;
}
