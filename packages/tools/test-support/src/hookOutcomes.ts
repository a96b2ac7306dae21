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
async function untilRunEnds({ settle }: { settle?: () => Promise<void> }, check: () => void) {
  if (settle === undefined) return waitFor(check);
  await settle();
  check();
}

export interface FailureTableOptions {
  /** The estimate charged the moment the run starts (checked right after submitting). */
  charge?: number;
}

/**
 * One test per row: the fake answers the run's call as `scenario` says, and the hook fails with the tool's
 * `message`, reports one ApiError to `onError` and has the balance back where it was before the run. `title` is the
 * test's name with the row's `%s` placeholders (as in `it.each`).
 */
export function itShowsEachFailure<Hook extends RunningHook, Options extends object>(
  run: HookRun<Hook, Options>,
  title: string,
  table: readonly (readonly [FakeScenario, string])[],
  { charge }: FailureTableOptions = {},
) {
  it.each(table)(title, async (scenario, message) => {
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
 * The run charges `charge` from a balance of `credits` the moment it starts, and gives it all back when the server
 * fails (a 500).
 */
export function itRestoresTheChargeOnFailure<Hook extends RunningHook, Options extends object>(
  run: HookRun<Hook, Options>,
  { credits, charge }: { credits: number; charge: number },
) {
  it(`charges ${charge} at once and restores the balance of ${credits} when the run fails`, async () => {
    const client = scenarioClient(run.operation, 'server-error', { credits, latencyMs: 20 });
    const { hook } = await submitRun(run, client);
    expect(hook.result.current.credits.credits).toBe(credits - charge);
    await untilRunEnds(run, () => expect(hook.result.current.phase).toBe('failed'));
    expect(hook.result.current.credits.credits).toBe(credits);
  });
}

/** `wording` with its X and Y read as whole numbers, e.g. 'Need X, you have Y.' matches 'Need 8, you have 7.'. */
function figuresIn(wording: string) {
  const literal = wording.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${literal.replace(/\b[XY]\b/g, '\\d+')}$`);
}

/**
 * The server refuses the run with a 402 (the balance was spent elsewhere): the hook shows `message`, the tool's
 * `wording` (the spec's, with X and Y for the figures) filled in with the server's figures, and keeps the balance of
 * `credits` the server reports.
 */
export function itAppliesThe402Balance<Hook extends RunningHook, Options extends object>(
  run: HookRun<Hook, Options>,
  { credits, wording, message }: { credits: number; wording: string; message: string },
) {
  it(`applies the server's balance from a 402 and says '${wording}': '${message}'`, async () => {
    expect(message).toMatch(figuresIn(wording));
    const client = scenarioClient(run.operation, 'insufficient-credits', { credits });
    const { hook } = await submitRun(run, client);
    await untilRunEnds(run, () => expect(hook.result.current.error).toBe(message));
    expect(hook.result.current.phase).toBe('failed');
    expect(hook.result.current.credits.credits).toBe(credits);
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
