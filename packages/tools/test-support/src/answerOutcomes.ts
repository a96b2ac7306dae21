import type { MediakitClient } from '@mediakit/api-client';
import { act, waitFor } from '@testing-library/react';
import { expect, it } from 'vitest';
import { clientWithRealCall } from './clientWithRealCall';
import type { HookRun, RunningHook } from './hookOutcomes';
import { jsonResponse } from './jsonResponse';
import { callOfOperation } from './operationCall';

/** Renders the hook on `client` with `options`, fills it, submits it and waits for the run's failure `message`. */
async function expectRunFailure<Hook extends RunningHook, Options extends object>(
  run: HookRun<Hook, Options>,
  client: MediakitClient,
  message: string,
  options?: Options,
) {
  const hook = await run.render(client, options);
  run.fill(hook);
  act(() => void hook.result.current.submit());
  await waitFor(() => expect(hook.result.current.error).toBe(message));
}

/** Rows of `itWordsEachAnswer`: a test's name, the JSON the server answers, and the hook's failure message. */
export type AnswerTable = readonly (readonly [title: string, answer: object, message: string])[];

/**
 * One test per row, named by its first cell: the server answers the run's call (through the real client) with the
 * row's JSON `answer`, and the hook fails with the row's `message`.
 */
export function itWordsEachAnswer<Hook extends RunningHook, Options extends object>(
  run: HookRun<Hook, Options>,
  table: AnswerTable,
) {
  const { resource } = callOfOperation(run.operation);
  it.each(table)('%s', async (_title, answer, message) => {
    await expectRunFailure(run, clientWithRealCall(resource, () => jsonResponse(answer)).client, message);
  });
}

export interface NoOutputOptions {
  /** The test's name, when the default does not say what `answer` is. */
  title?: string;
  /** What the server answers (default `{}`). */
  answer?: object;
  /** The tool's words for it. */
  message: string;
  /** A partner's override of the key that says it (default `{ noOutput: 'Aucun résultat.' }`). */
  override?: Record<string, string>;
}

/**
 * The server answers the run's call with the JSON `answer` (default `{}`), which holds no output: the hook says
 * `message`, or the partner's words where its `messages` override that key (`override`, default
 * `{ noOutput: 'Aucun résultat.' }`).
 */
export function itSaysNoOutput<Hook extends RunningHook, Options extends object>(
  run: HookRun<Hook, Options>,
  { title, answer = {}, message, override = { noOutput: 'Aucun résultat.' } }: NoOutputOptions,
) {
  it(title ?? `says '${message}' when no output comes back, in the partner's words if given`, async () => {
    const { client } = clientWithRealCall(callOfOperation(run.operation).resource, () => jsonResponse(answer));
    await expectRunFailure(run, client, message);
    const partners = { messages: override } as unknown as Options;
    await expectRunFailure(run, client, Object.values(override)[0]!, partners);
  });
}
