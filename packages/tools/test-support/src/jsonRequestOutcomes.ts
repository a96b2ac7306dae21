import { act, type RenderHookResult, waitFor } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { clientWithRealCall } from './clientWithRealCall';
import type { HookRun, RunningHook } from './hookOutcomes';
import { jsonResponse } from './jsonResponse';
import { callOfOperation } from './operationCall';

/** What itPostsJson uses of a tool's hook: its run and its result. */
export interface JsonRequestHook extends RunningHook {
  isBusy: boolean;
  result?: unknown;
}

/** The options itPostsJson renders the hook with. */
interface JsonRequestHookOptions {
  onResult?: (result: never) => void;
}

export interface PostsJsonOptions<Hook> {
  /** Fills the form with an input the tool sends as `body`. */
  fill: (hook: RenderHookResult<Hook, unknown>) => void;
  /** The path the request goes to, e.g. `/api/v1/tts`. */
  path: string;
  /** The JSON body the request carries. */
  body: object;
  /** What the server answers. */
  answer: object;
  /** What the hook shows and `onResult` receives. */
  result: object;
}

/**
 * A run goes through the real client: it POSTs the form's input as JSON to `path`, and the hook (busy meanwhile) ends
 * with `result`, which `onResult` receives too.
 */
export function itPostsJson<Hook extends JsonRequestHook, Options extends object>(
  run: HookRun<Hook, Options>,
  { fill, path, body, answer, result }: PostsJsonOptions<Hook>,
) {
  it(`POSTs ${JSON.stringify(body)} as JSON to ${path} and returns what the server made`, async () => {
    const { client, sent } = clientWithRealCall(callOfOperation(run.operation).resource, () => jsonResponse(answer));
    const onResult = vi.fn();
    const hook = await run.render(client, { onResult } as JsonRequestHookOptions as Options);
    fill(hook);
    act(() => void hook.result.current.submit());
    expect(hook.result.current.isBusy).toBe(true);
    await waitFor(() => expect(hook.result.current.phase).toBe('succeeded'));
    const request = sent[0]!;
    expect(request.method).toBe('POST');
    expect(new URL(request.url).pathname).toBe(path);
    expect(await request.json()).toEqual(body);
    expect(hook.result.current.result).toEqual(result);
    expect(onResult).toHaveBeenCalledWith(result);
  });
}
