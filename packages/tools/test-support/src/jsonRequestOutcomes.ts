import type { MediakitClient } from '@mediakit/api-client';
import { act, type RenderHookResult, waitFor } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { clientWithRealCall } from './clientWithRealCall';
import { clientWithHangingCall } from './hangingCall';
import type { HookRun, RunningHook } from './hookOutcomes';
import { jsonResponse } from './jsonResponse';

/** What these checks use of a tool's hook: its run, its form's values, its result and its Reset. */
export interface JsonRequestHook extends RunningHook {
  isBusy: boolean;
  result?: unknown;
  values: object;
  reset: () => void;
}

/** The options these checks render the hook with. */
interface JsonRequestHookOptions {
  onResult?: (result: never) => void;
  defaultValues?: object;
  messages?: Record<string, string>;
}

/** The client resource and call of the run's operation, e.g. `['tts', 'speak']` for `'tts.speak'`. */
function callOf(run: { operation: string }) {
  const [resource, name] = run.operation.split('.') as [keyof MediakitClient, string];
  return { resource, name };
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
    const { client, sent } = clientWithRealCall(callOf(run).resource, () => jsonResponse(answer));
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

/**
 * The server answers without a url: the hook fails with the tool's `message`, or with the partner's words when its
 * `messages` override that key (`override`, e.g. `{ noOutput: 'Aucune vidéo.' }`).
 */
export function itSaysNothingCameBack<Hook extends JsonRequestHook, Options extends object>(
  run: HookRun<Hook, Options>,
  { message, override }: { message: string; override: Record<string, string> },
) {
  it(`says '${message}' when no url comes back, in the partner's words if given`, async () => {
    const { client } = clientWithRealCall(callOf(run).resource, () => jsonResponse({}));
    const failsWith = async (expected: string, messages?: Record<string, string>) => {
      const hook = await run.render(client, { messages } as JsonRequestHookOptions as Options);
      run.fill(hook);
      act(() => void hook.result.current.submit());
      await waitFor(() => expect(hook.result.current.error).toBe(expected));
    };
    await failsWith(message);
    await failsWith(Object.values(override)[0]!, override);
  });
}

/**
 * Reset while the request hangs: the request is aborted, the form is back to `defaultValues` (after the user
 * changed it) and the late answer is ignored: no result, no `onResult`.
 */
export function itDropsTheRunOnReset<Hook extends JsonRequestHook, Options extends object>(
  run: HookRun<Hook, Options>,
  { defaultValues, lateAnswer }: { defaultValues: object; lateAnswer: object },
) {
  it(`Reset aborts the request, restores ${JSON.stringify(defaultValues)} and ignores the late answer`, async () => {
    const { resource, name } = callOf(run);
    const { client, signals, answer } = clientWithHangingCall(resource as never, name as never) as unknown as {
      client: MediakitClient;
      signals: AbortSignal[];
      answer: (value: object) => void;
    };
    const onResult = vi.fn();
    const hook = await run.render(client, { onResult, defaultValues } as JsonRequestHookOptions as Options);
    run.fill(hook);
    act(() => void hook.result.current.submit());
    act(() => hook.result.current.reset());
    expect(signals[0]?.aborted).toBe(true);
    expect(hook.result.current.values).toEqual(defaultValues);
    await act(async () => answer(lateAnswer));
    expect(hook.result.current.phase).toBe('idle');
    expect(onResult).not.toHaveBeenCalled();
  });
}
