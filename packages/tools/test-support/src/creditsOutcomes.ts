import { createFakeMediakitClient } from '@mediakit/api-client/fake';
import { act } from '@testing-library/react';
import { expect, it } from 'vitest';
import { countRequests } from './fakeRequests';
import { type HookRun, type RunningHook, submitRun, untilRunEnds } from './hookOutcomes';
import { scenarioClient } from './storyClients';

/** What these checks use of a tool's hook besides its run: the balance against the estimate. */
export interface ChargingHook extends RunningHook {
  credits: { credits?: number | undefined; cost: number; isShort: boolean; shortMessage?: string | undefined };
  /** Whether the last submit was refused for the balance (hooks on the runtime's `useToolRun`). */
  blocked?: boolean;
}

export interface ChargesCreditsOptions {
  /** The run's estimate, charged the moment it starts. */
  charge: number;
  /** The tool's 'Not enough credits' text as the spec words it: X what the run needs, Y the balance. */
  wording: string;
  /** The balance a failing run is charged from, and the one the server's 402 reports. */
  credits: number;
}

/** `wording` with X and Y filled in, e.g. 'Need X, you have Y.' with 8 and 7 reads 'Need 8, you have 7.'. */
function worded(wording: string, needed: number, balance: number) {
  return wording.replace(/\bX\b/, String(needed)).replace(/\bY\b/, String(balance));
}

/**
 * The credit checks of a tool's run, as `it`s: from a balance one short of `charge` (the estimate) submit refuses and
 * sends nothing, and the tool says `wording` with those figures (and sets `blocked` where the hook reports it); from
 * a balance of `credits` the run is charged at once and given it all back when the server fails (a 500); and a 402
 * (the balance spent elsewhere; the fake's asks one more than the `credits` it reports) fails the run in `wording`
 * with the server's figures and leaves its balance.
 */
export function itChargesCredits<Hook extends ChargingHook, Options extends object>(
  run: HookRun<Hook, Options>,
  { charge, wording, credits }: ChargesCreditsOptions,
) {
  const short = { credits: charge - 1, message: worded(wording, charge, charge - 1) };
  it(`blocks submission when the balance is ${short.credits}: '${short.message}'`, async () => {
    const client = createFakeMediakitClient({ credits: short.credits });
    const hook = await run.render(client);
    run.fill(hook);
    expect(hook.result.current.credits.cost).toBe(charge);
    expect(hook.result.current.credits.isShort).toBe(true);
    expect(hook.result.current.credits.shortMessage).toBe(short.message);
    let sent: unknown;
    act(() => {
      sent = hook.result.current.submit();
    });
    expect(sent).toBe(false);
    if ('blocked' in hook.result.current) expect(hook.result.current.blocked).toBe(true);
    await untilRunEnds(run, () => expect(countRequests(client, run.operation)).toBe(0));
  });

  it(`charges ${charge} at once and restores the balance of ${credits} when the run fails`, async () => {
    const client = scenarioClient(run.operation, 'server-error', { credits, latencyMs: 20 });
    const { hook } = await submitRun(run, client);
    expect(hook.result.current.credits.credits).toBe(credits - charge);
    await untilRunEnds(run, () => expect(hook.result.current.phase).toBe('failed'));
    expect(hook.result.current.credits.credits).toBe(credits);
  });

  const refused = worded(wording, credits + 1, credits);
  it(`applies the server's balance from a 402 and says '${wording}': '${refused}'`, async () => {
    const client = scenarioClient(run.operation, 'insufficient-credits', { credits });
    const { hook } = await submitRun(run, client);
    await untilRunEnds(run, () => expect(hook.result.current.error).toBe(refused));
    expect(hook.result.current.phase).toBe('failed');
    expect(hook.result.current.credits.credits).toBe(credits);
  });
}
