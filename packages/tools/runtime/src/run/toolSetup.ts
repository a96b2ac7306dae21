import type { EngineTool, MediakitClient } from '@mediakit/api-client';
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

/** What every paid tool starts from: its own options, its default messages and the estimate of its next run. */
export interface UseToolSetupOptions<Messages extends Record<string, string>, Result> {
  /** The tool's own options: its client, message overrides and callbacks (`defaultValues` stay the tool's). */
  props: Pick<ToolOptions<Result, Messages, unknown>, 'client' | 'messages' | 'onResult' | 'includeBlob' | 'onError'>;
  /** The tool's default messages. */
  messages: Messages;
  /**
   * The estimate of the next run in credits, the key of the tool's 'Not enough credits' template, and the engine slot
   * that answers it (its line shows beside the cost, before anyone pays).
   */
  cost: { credits: number; shortMessage: KeyOf<Messages>; engine?: EngineTool | undefined };
}

/** How one run of a tool is made and worded (see `useToolRunFor`). */
export interface ToolRunWording<
  Messages extends Record<string, string>,
  Input,
  Output,
  Result,
  Task,
> extends RunOptions<Input, Output, Result, Task> {
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
 * and the balance against the next run's estimate. Each run (one per engine, sharing one balance) is made with `useToolRunFor`.
 */
export function useToolSetup<Messages extends Record<string, string>, Result>({
  props,
  messages,
  cost,
}: UseToolSetupOptions<Messages, Result>) {
  const client = useMediakitClient(props.client);
  const text = useToolMessages<Messages>(messages, props.messages);
  const credits = useCreditGate({
    client,
    cost: cost.credits,
    shortMessageTemplate: text[cost.shortMessage] ?? '',
    engine: cost.engine,
  });
  return { props, client, credits, messages: text };
}

export type ToolSetup<Messages extends Record<string, string>, Result> = ReturnType<
  typeof useToolSetup<Messages, Result>
>;

/**
 * One run of a tool (`useToolRun`) with the setup's client, balance and callbacks, its failures and its status in
 * the tool's words; it answers with the setup's client, balance and messages too.
 */
export function useToolRunFor<Messages extends Record<string, string>, Input, Output, Result, Task = never>(
  { props, client, credits, messages: text }: ToolSetup<Messages, Result>,
  { failure, status = {}, request, job, ...runOptions }: ToolRunWording<Messages, Input, Output, Result, Task>,
) {
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
