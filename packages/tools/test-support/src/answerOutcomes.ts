import type { MediakitClient } from '@mediakit/api-client';
import { act, waitFor } from '@testing-library/react';
import { expect, it } from 'vitest';
import { clientWithRealCall } from './clientWithRealCall';
import type { HookRun, RunningHook } from './hookOutcomes';
import { jsonResponse } from './jsonResponse';

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

/**
 * One test per row, named by its first cell: the server answers the run's call on `resource` (through the real
 * client) with the row's JSON `answer`, and the hook fails with the row's `message`.
 */
export function itWordsEachAnswer<Hook extends RunningHook, Options extends object>(
  run: HookRun<Hook, Options>,
  resource: keyof MediakitClient,
  table: readonly (readonly [title: string, answer: object, message: string])[],
) {
  it.each(table)('%s', async (_title, answer, message) => {
    await expectRunFailure(run, clientWithRealCall(resource, () => jsonResponse(answer)).client, message);
  });
}

/**
 * The server answers the run's call on `resource` with the JSON `answer`, which holds no output: the hook says
 * `message`, or the partner's `noOutput` message where given.
 */
export function itSaysNoOutput<Hook extends RunningHook, Options extends object>(
  run: HookRun<Hook, Options>,
  resource: keyof MediakitClient,
  { title, answer, message }: { title: string; answer: object; message: string },
) {
  it(title, async () => {
    const { client } = clientWithRealCall(resource, () => jsonResponse(answer));
    await expectRunFailure(run, client, message);
    const partners = { messages: { noOutput: 'Aucun résultat.' } } as unknown as Options;
    await expectRunFailure(run, client, 'Aucun résultat.', partners);
  });
}
