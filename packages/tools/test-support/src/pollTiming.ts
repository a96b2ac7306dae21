import { expect } from 'vitest';
import { advanceJobClock } from './jobClock';

/**
 * On the fake job clock, with a job started and none of its polls sent yet: each poll goes out `everyMs` after the
 * previous one (or the start), not a millisecond earlier, and once it is answered the hook (`result.current`) matches
 * the next of `states`, e.g. `[{ statusText: 'Queued…' }, { phase: 'succeeded', statusText: 'Done.' }]`. `polls`
 * counts the polls sent so far.
 */
export async function expectPollsEvery(
  everyMs: number,
  polls: () => number,
  result: { current: object },
  states: readonly object[],
) {
  for (const [sent, state] of states.entries()) {
    await advanceJobClock(everyMs - 1);
    expect(polls()).toBe(sent);
    await advanceJobClock(1);
    expect(polls()).toBe(sent + 1);
    expect(result.current).toMatchObject(state);
  }
}
