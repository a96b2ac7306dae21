import { act, waitFor } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { clientWithRealCall } from './clientWithRealCall';
import { setInput } from './formInput';
import type { HookRun, RunningHook } from './hookOutcomes';
import { jsonResponse } from './jsonResponse';
import { callOfOperation } from './operationCall';

/** What these checks use of a tool's hook: its run and its result. */
export interface RequestingHook extends RunningHook {
  isBusy: boolean;
  result?: unknown;
}

/** The options these checks render the hook with. */
interface RequestingHookOptions {
  onResult?: (result: never) => void;
}

interface PostsOptions {
  /**
   * The form's input, over the run's own fill: each value through the hook's setter of that name (`prompt` through
   * `setPrompt`).
   */
  input: Record<string, unknown>;
  /** The path the request goes to, e.g. `/api/v1/tts`. */
  path: string;
  /** What the server answers, as JSON. */
  answer: object;
  /** What the hook shows and `onResult` receives (an asymmetric matcher such as `expect.objectContaining` will do). */
  result: unknown;
}

/**
 * A run through the real client: it POSTs to `path` what `expectBody` checks, and the hook (busy meanwhile) ends
 * with `result`, which `onResult` receives too.
 */
function itPosts<Hook extends RequestingHook, Options extends object>(
  title: string,
  run: HookRun<Hook, Options>,
  { input, path, answer, result }: PostsOptions,
  expectBody: (request: Request) => Promise<void>,
) {
  it(title, async () => {
    const { client, sent } = clientWithRealCall(callOfOperation(run.operation).resource, () => jsonResponse(answer));
    const onResult = vi.fn();
    const hook = await run.render(client, { onResult } as RequestingHookOptions as Options);
    run.fill(hook);
    act(() => setInput(hook.result.current, input));
    act(() => void hook.result.current.submit());
    expect(hook.result.current.isBusy).toBe(true);
    await waitFor(() => expect(hook.result.current.phase).toBe('succeeded'));
    const request = sent[0]!;
    expect(request.method).toBe('POST');
    expect(new URL(request.url).pathname).toBe(path);
    await expectBody(request);
    expect(hook.result.current.result).toEqual(result);
    expect(onResult).toHaveBeenCalledWith(result);
  });
}

/**
 * `itPosts` with the form's input as the JSON `body`; `result` defaults to the server's answer with the body's fields
 * (a tool that hands back its input beside its output).
 */
export function itPostsJson<Hook extends RequestingHook, Options extends object>(
  run: HookRun<Hook, Options>,
  {
    body,
    answer,
    result = { ...answer, ...body },
    ...options
  }: Omit<PostsOptions, 'result'> & { body: object; result?: unknown },
) {
  const title = `POSTs ${JSON.stringify(body)} as JSON to ${options.path} and returns what the server made`;
  itPosts(title, run, { ...options, answer, result }, async (request) => {
    expect(await request.json()).toEqual(body);
  });
}

/**
 * `itPosts` with the form's input as multipart `fields` (text values) and `files` (their names: jsdom's File does
 * not survive the trip into Node's FormData, so only their presence is checked).
 */
export function itPostsMultipart<Hook extends RequestingHook, Options extends object>(
  run: HookRun<Hook, Options>,
  { fields, files, ...options }: PostsOptions & { fields: Record<string, string>; files: readonly string[] },
) {
  const parts = [...Object.keys(fields), ...files].join(', ');
  itPosts(
    `POSTs ${parts} as multipart to ${options.path} and returns what the server made`,
    run,
    options,
    async (request) => {
      const form = await request.formData();
      for (const [name, value] of Object.entries(fields)) expect(form.get(name)).toBe(value);
      for (const name of files) expect(form.has(name)).toBe(true);
    },
  );
}
