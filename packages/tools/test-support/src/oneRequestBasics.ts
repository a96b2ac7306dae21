import type { MediakitClient } from '@mediakit/api-client';
import type { FakeScenario } from '@mediakit/api-client/fake';
import { act } from '@testing-library/react';
import { expect, it } from 'vitest';
import { type AnswerTable, itSaysNoOutput, itWordsEachAnswer, type NoOutputOptions } from './answerOutcomes';
import { type ChargesCreditsOptions, type ChargingHook, itChargesCredits } from './creditsOutcomes';
import { type EmptyFormOptions, itRefusesTheEmptyForm, type ValidatingHook } from './emptyFormOutcomes';
import { type HookRun, itHandsOverTheBlob, itShowsEachFailure, type RunningHook } from './hookOutcomes';
import { itResetsMidRun, type ResetMidRunOptions, type ResettingHook } from './resetOutcomes';
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
    await Promise.resolve(); // the run's abort follows its unmount by a microtask (StrictMode remounts keep it)
    expect(hung.signals[0]?.aborted).toBe(true);
  });
}

export interface OneRequestRunOptions<Hook> {
  /** What submitting the untouched form shows, for a tool that refuses it: `itRefusesTheEmptyForm`. */
  emptyForm?: EmptyFormOptions;
  /** The run's estimate, the spec's words for a short balance, the balance to check them from: `itChargesCredits`. */
  credits: ChargesCreditsOptions;
  /** The tool's own words for the fake's failures, where they are not the catalogue's: `itShowsEachFailure`. */
  failures?: Partial<Record<FakeScenario, string>>;
  /** Answers of the server that fail the run, and the tool's words for them: `itWordsEachAnswer`. */
  answers?: AnswerTable;
  /** An answer without output, and the tool's words for it: `itSaysNoOutput`. */
  noOutput?: NoOutputOptions;
  /** What `onResult` gets beside the output's Blob, read from the hook once the run is done: `itHandsOverTheBlob`. */
  blob?: (hook: Hook) => object;
  /** The defaults Reset brings back while the request is pending, and the late answer it ignores: `itResetsMidRun`. */
  resetMidRun?: ResetMidRunOptions;
}

/**
 * The checks of a one-request tool's hook, as `it`s: one request at a time, the request aborted on unmount, its
 * credits (`itChargesCredits`) and each failure in the catalogue's or the tool's own words (`itShowsEachFailure`);
 * and, where given, the empty form refused, the answers that fail the run, the answer without output, the Blob
 * handed to `onResult` and Reset in mid-run.
 */
export function itRunsOneRequest<Hook extends ChargingHook & ResettingHook & ValidatingHook, Options extends object>(
  run: HookRun<Hook, Options>,
  { emptyForm, credits, failures, answers, noOutput, blob, resetMidRun }: OneRequestRunOptions<Hook>,
) {
  if (emptyForm) itRefusesTheEmptyForm(run, emptyForm);
  itHoldsOneRequest(run);
  itChargesCredits(run, credits);
  itShowsEachFailure(run, failures);
  if (answers) itWordsEachAnswer(run, answers);
  if (noOutput) itSaysNoOutput(run, noOutput);
  if (blob) itHandsOverTheBlob(run, blob);
  if (resetMidRun) itResetsMidRun(run, resetMidRun);
}
