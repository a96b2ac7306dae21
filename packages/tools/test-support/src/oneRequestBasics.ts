import type { MediakitClient } from '@mediakit/api-client';
import type { FakeScenario } from '@mediakit/api-client/fake';
import { act } from '@testing-library/react';
import { expect, it } from 'vitest';
import { type ChargesCreditsOptions, type ChargingHook, itChargesCredits } from './creditsOutcomes';
import { type HookRun, itShowsEachFailure, type RunningHook } from './hookOutcomes';
import { callOfOperation } from './operationCall';
import { clientWithHangingCall } from './hangingCall';

/** One request at a time, and the request aborted on unmount, as `it`s. */
function itHoldsOneRequest<Hook extends RunningHook, Options extends object>(run: HookRun<Hook, Options>) {
  const { resource, name } = callOfOperation(run.operation);
  const hanging = () =>
    clientWithHangingCall(resource as never, name as never) as unknown as {
      client: MediakitClient;
      signals: AbortSignal[];
    } & Record<string, { mock: { calls: unknown[] } }>;

  it('sends nothing while a request is pending', async () => {
    const hung = hanging();
    const hook = await run.render(hung.client);
    run.fill(hook);
    act(() => void hook.result.current.submit());
    act(() => void hook.result.current.submit());
    expect(hung[name]?.mock.calls).toHaveLength(1);
  });

  it('aborts the request on unmount', async () => {
    const hung = hanging();
    const hook = await run.render(hung.client);
    run.fill(hook);
    act(() => void hook.result.current.submit());
    hook.unmount();
    expect(hung.signals[0]?.aborted).toBe(true);
  });
}

export interface OneRequestRunOptions {
  /** The run's estimate, the spec's words for a short balance, the balance to check them from: `itChargesCredits`. */
  credits: ChargesCreditsOptions;
  /** The tool's own words for the fake's failure scenarios, where they are not the catalogue's: `itShowsEachFailure`. */
  failures?: Partial<Record<FakeScenario, string>>;
}

/**
 * The checks every one-request tool's hook owes, as `it`s: one request at a time, the request aborted on unmount, its
 * credits (`itChargesCredits`) and each failure in the catalogue's or the tool's own words (`itShowsEachFailure`).
 */
export function itRunsOneRequest<Hook extends ChargingHook, Options extends object>(
  run: HookRun<Hook, Options>,
  { credits, failures }: OneRequestRunOptions,
) {
  itHoldsOneRequest(run);
  itChargesCredits(run, credits);
  itShowsEachFailure(run, failures);
}
