import type { MediakitClient } from '@mediakit/api-client';
import { useCreditGate } from '../credits';
import { failureMessage, type FailureWording } from '../failure/failureMessage';
import { useToolMessages } from '../hooks/useToolMessages';
import { useMediakitClient } from '../MediakitProvider';
import type { ToolOptions } from '../toolProps';
import { statusText, type StatusWording } from './statusText';
import { useToolRun, type PolledJob, type UseToolRunOptions } from './useToolRun';

type KeyOf<Messages> = Extract<keyof Messages, string>;

type RunOptions<Input, Output, Result, Task> = Omit<
  UseToolRunOptions<Input, Output, Result, Task>,
  'client' | 'credits' | 'failureMessage' | 'onResult' | 'includeBlob' | 'onError' | 'request' | 'job'
>;

export interface UseToolOptions<
  Messages extends Record<string, string>,
  Input,
  Output,
  Result,
  Task,
> extends RunOptions<Input, Output, Result, Task> {
  /** The tool's own options: its client, message overrides and callbacks (`defaultValues` stay the tool's). */
  props: Pick<ToolOptions<Result, Messages, unknown>, 'client' | 'messages' | 'onResult' | 'includeBlob' | 'onError'>;
  /** The tool's default messages. */
  messages: Messages;
  /** The estimate of the next run in credits, and the key of the tool's 'Not enough credits' template. */
  cost: { credits: number; shortMessage: KeyOf<Messages> };
  /** One request per run, made with the tool's client... */
  request?: (input: Input, signal: AbortSignal, client: MediakitClient, text: Messages) => Promise<Output>;
  /** ...or a job started and then polled, resumed after a reload. */
  job?: (client: MediakitClient) => PolledJob<Input, Task, Output>;
  /** How the tool words its failures (a function where the wording needs the messages). */
  failure: FailureWording<Messages> | ((text: Messages) => FailureWording<Messages>);
  /** How the tool words where its run stands. */
  status?: StatusWording<Messages>;
}

/**
 * What every paid tool's hook is made of: its client (prop or provider), its messages with the partner's overrides,
 * the balance against the run's estimate, and its run (`useToolRun`) with failures and status in its own words.
 * The tool's hook adds its form: `{ ...tool, values, fieldErrors, submit, reset, ... }`.
 */
export function useTool<Messages extends Record<string, string>, Input, Output, Result, Task = never>({
  props,
  messages,
  cost,
  failure,
  status = {},
  request,
  job,
  ...runOptions
}: UseToolOptions<Messages, Input, Output, Result, Task>) {
  const client = useMediakitClient(props.client);
  const text = useToolMessages<Messages>(messages, props.messages);
  const credits = useCreditGate({ client, cost: cost.credits, shortMessageTemplate: text[cost.shortMessage] ?? '' });
  const run = useToolRun<Input, Output, Result, Task>({
    ...runOptions,
    ...(request ? { request: (input: Input, signal: AbortSignal) => request(input, signal, client, text) } : {}),
    ...(job ? { job: job(client) } : {}),
    client,
    credits,
    onResult: props.onResult,
    includeBlob: props.includeBlob,
    onError: props.onError,
    failureMessage: (error) => failureMessage(error, text, typeof failure === 'function' ? failure(text) : failure),
  });
  return { ...run, statusText: statusText(run, text, status), client, credits, messages: text };
}
