import { ApiError, type MediakitClient } from '@mediakit/api-client';
import { createFakeMediakitClient, type FakeOperation, type FakeScenario } from '@mediakit/api-client/fake';
import { act, type RenderHookResult, waitFor } from '@testing-library/react';
import { expect, it, vi, type Mock } from 'vitest';
import { fakeMediaContent } from './fakeMedia';
import { countRequests } from './fakeRequests';
import { renderHookWithCredits } from './renderHookWithCredits';
import { scenarioClient } from './storyClients';

/** What these checks use of a tool's hook. */
export interface RunningHook {
  submit: () => unknown;
  phase: string;
  error?: string | null | undefined;
  credits: { credits?: number | undefined };
}

/** The hook options these checks pass: the callbacks they watch, and `includeBlob`. */
export interface WatchedHookOptions {
  onResult?: Mock;
  onError?: Mock;
  includeBlob?: boolean;
}

/** A tool's hook as these checks drive it: rendered, filled with an input it sends, then submitted. */
export interface HookRun<Hook extends RunningHook, Options extends object = WatchedHookOptions> {
  /** Renders the hook on `client` with `options`, ready to fill (its balance loaded). */
  render: (client: MediakitClient, options?: Options) => Promise<RenderHookResult<Hook, unknown>>;
  /** Fills the form with an input the tool sends. */
  fill: (hook: RenderHookResult<Hook, unknown>) => void;
  /** The client call a run makes, as the fake names it, e.g. `'avatar.generate'`. */
  operation: FakeOperation;
  /** Lets a run end, for hooks on the fake job clock (`settleJobClock`); by default the checks wait with `waitFor`. */
  settle?: () => Promise<void>;
}

/**
 * The run of a tool's hook `useTool`, rendered as `useTool({ ...options, client })` once its balance is loaded:
 * `const avatarRun = hookRun(useAvatar, { fill, operation: 'avatar.generate' })`; `avatarRun.render(client, options)`
 * serves the file's other tests too.
 */
export function hookRun<Options extends object, Hook extends RunningHook>(
  useTool: (options: Options) => Hook,
  run: Omit<HookRun<Hook>, 'render'>,
): HookRun<Hook, Omit<Options, 'client'>> {
  return {
    ...run,
    render: (client, options) =>
      renderHookWithCredits(
        () => useTool({ ...options, client } as unknown as Options),
        (tool) => tool.credits.credits,
      ),
  };
}

/** Renders the hook on `client`, fills it and submits it; returns the hook and its balance before the run. */
export async function submitRun<Hook extends RunningHook, Options extends object>(
  run: HookRun<Hook, Options>,
  client: MediakitClient,
  options: WatchedHookOptions = {},
) {
  const hook = await run.render(client, options as Options);
  run.fill(hook);
  const balance = hook.result.current.credits.credits;
  act(() => void hook.result.current.submit());
  return { hook, balance };
}

/** Waits until `check` holds: after the job clock settles for hooks on it, else with `waitFor`. */
export async function untilRunEnds({ settle }: { settle?: () => Promise<void> }, check: () => void) {
  if (settle === undefined) return waitFor(check);
  await settle();
  check();
}

export interface FailureTableOptions {
  /** The estimate charged the moment the run starts (checked right after submitting). */
  charge?: number;
}

/**
 * What a tool says when the fake answers its run with these scenarios, unless it has words of its own: the spec's
 * catalogue for a 401 and for a network failure, the server's own words for a 422 (its details) and a 500.
 */
const catalogueFailures: Partial<Record<FakeScenario, string>> = {
  unauthenticated: 'Please log in to continue.',
  'invalid-input': 'The prompt field is required.',
  'network-error': 'Network/CORS error: failed to reach the API.',
  'server-error': 'The model is overloaded. Try again in a minute.',
};

/**
 * One test per failure: the fake answers the run's call with each scenario of the catalogue's (`catalogueFailures`)
 * and of the tool's `ownWords` (which win over the catalogue's), and the hook fails with the message, reports one
 * ApiError to `onError` and has the balance back where it was before the run.
 */
export function itShowsEachFailure<Hook extends RunningHook, Options extends object>(
  run: HookRun<Hook, Options>,
  ownWords: Partial<Record<FakeScenario, string>> = {},
  { charge }: FailureTableOptions = {},
) {
  const table = Object.entries({ ...catalogueFailures, ...ownWords }) as [FakeScenario, string][];
  it.each(table)('%s: says %j, reports the error and restores the balance', async (scenario, message) => {
    const onError = vi.fn();
    const { hook, balance } = await submitRun(run, scenarioClient(run.operation, scenario), { onError });
    if (charge !== undefined) expect(hook.result.current.credits.credits).toBe((balance ?? 0) - charge);
    await untilRunEnds(run, () => expect(hook.result.current.error).toBe(message));
    expect(hook.result.current.phase).toBe('failed');
    expect(onError).toHaveBeenCalledOnce();
    expect(onError).toHaveBeenCalledWith(expect.any(ApiError));
    expect(hook.result.current.credits.credits).toBe(balance);
  });
}

/**
 * With `includeBlob`, `onResult` gets the output's own bytes as a Blob (fetched once, no `blobError`) beside what the
 * run returns (`expected`, read from the hook once the run is done); without it, `onResult` gets exactly `expected`
 * and nothing is fetched.
 */
export function itHandsOverTheBlob<Hook extends RunningHook, Options extends object>(
  run: HookRun<Hook, Options>,
  expected: (hook: Hook) => object,
) {
  it('with includeBlob, hands onResult the output itself as a Blob beside its url, and fetches nothing without it', async () => {
    const onResult = vi.fn();
    const client = createFakeMediakitClient();
    const { hook } = await submitRun(run, client, { onResult, includeBlob: true });
    await untilRunEnds(run, () => expect(onResult).toHaveBeenCalledTimes(1));
    const delivered = onResult.mock.calls[0]?.[0];
    expect(delivered).toMatchObject(expected(hook.result.current));
    expect(await (delivered.blob as Blob).text()).toBe(fakeMediaContent(delivered.url));
    expect(delivered.blobError).toBeUndefined();
    expect(countRequests(client, 'media.file')).toBe(1);

    const withoutBlob = vi.fn();
    const plainClient = createFakeMediakitClient();
    const plain = await submitRun(run, plainClient, { onResult: withoutBlob });
    await untilRunEnds(run, () => expect(withoutBlob).toHaveBeenCalledTimes(1));
    expect(withoutBlob).toHaveBeenCalledWith(expected(plain.hook.result.current));
    expect(countRequests(plainClient, 'media.file')).toBe(0);
  });
}
