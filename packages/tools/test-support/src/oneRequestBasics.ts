import type { MediakitClient } from '@mediakit/api-client';
import { createFakeMediakitClient, type FakeOperation } from '@mediakit/api-client/fake';
import { act, type RenderHookResult } from '@testing-library/react';
import { expect, it } from 'vitest';
import { countRequests } from './fakeRequests';
import { callOfOperation } from './operationCall';
import { clientWithHangingCall } from './hangingCall';

/** What these checks use of a tool's hook. */
interface SubmittingHook {
  submit: () => unknown;
  credits: { isShort?: boolean; shortMessage?: string | undefined };
  /** Whether the last submit was refused for the balance (hooks on the runtime's `useToolRun`). */
  blocked?: boolean;
}

export interface OneRequestBasicsOptions<Hook extends SubmittingHook> {
  /** Renders the tool's hook on this client, its balance loaded (`renderHookWithCredits`). */
  render: (client: MediakitClient) => Promise<RenderHookResult<Hook, unknown>>;
  /** Fills the form with an input the tool sends. */
  fill: (hook: RenderHookResult<Hook, unknown>) => void;
  /** The balance refused as short, and the tool's words for it (the run's estimate is above it). */
  shortBalance: { credits: number; message: string };
}

/** The client call a run makes: `call`, e.g. `['avatar', 'generate']`, else read from its fake `operation`. */
type RunCall =
  | { call: readonly [resource: string, name: string]; operation?: FakeOperation }
  | { operation: FakeOperation; call?: undefined };

/**
 * The checks every one-request tool hook owes, as `it`s: one request at a time, the request aborted on unmount,
 * and nothing sent while the balance is below the estimate (with the tool's 'Not enough credits' words, and
 * `blocked` set where the hook reports it).
 */
export function itHoldsOneRequest<Hook extends SubmittingHook>({
  render,
  fill,
  shortBalance,
  ...run
}: OneRequestBasicsOptions<Hook> & RunCall) {
  const [resource, name] = run.call ?? Object.values(callOfOperation(run.operation));
  const hanging = () =>
    clientWithHangingCall(resource as never, name as never) as unknown as {
      client: MediakitClient;
      signals: AbortSignal[];
    } & Record<string, { mock: { calls: unknown[] } }>;

  it('sends nothing while a request is pending', async () => {
    const hung = hanging();
    const hook = await render(hung.client);
    fill(hook);
    act(() => void hook.result.current.submit());
    act(() => void hook.result.current.submit());
    expect(hung[name]?.mock.calls).toHaveLength(1);
  });

  it('aborts the request on unmount', async () => {
    const hung = hanging();
    const hook = await render(hung.client);
    fill(hook);
    act(() => void hook.result.current.submit());
    hook.unmount();
    expect(hung.signals[0]?.aborted).toBe(true);
  });

  it(`blocks submission when the balance is ${shortBalance.credits}: '${shortBalance.message}'`, async () => {
    const client = createFakeMediakitClient({ credits: shortBalance.credits });
    const hook = await render(client);
    fill(hook);
    expect(hook.result.current.credits.isShort).toBe(true);
    expect(hook.result.current.credits.shortMessage).toBe(shortBalance.message);
    act(() => void hook.result.current.submit());
    if ('blocked' in hook.result.current) expect(hook.result.current.blocked).toBe(true);
    expect(countRequests(client, `${resource}.${name}` as FakeOperation)).toBe(0);
  });
}
