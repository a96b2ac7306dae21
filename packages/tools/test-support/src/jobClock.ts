import { pollErrorDelayMs } from '@mediakit/api-client';
import { act } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

/**
 * Fakes only the timers jobs and the client use. React's setImmediate and the fetch stack under the fake backend keep
 * their real queues, so only the job's timers are counted and advanced.
 */
export function fakeJobClock() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
}

/** Lets the fake backend (zero latency, still a timer) and the response parsing behind it settle, at no time cost. */
export async function settleJobClock() {
  for (let round = 0; round < 5; round += 1) await act(() => vi.advanceTimersByTimeAsync(0));
}

/** Moves the fake clock by `ms`, then lets what that started settle. */
export async function advanceJobClock(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
  await settleJobClock();
}

/** The real clock back after each test of the file, and no saved job left for the next test to resume. */
export function restoreJobClockAfterEach() {
  afterEach(() => {
    vi.useRealTimers();
    sessionStorage.clear();
  });
}

/** Every test of the file on the fake job clock (`fakeJobClock`), restored after it (`restoreJobClockAfterEach`). */
export function fakeJobClockInEachTest() {
  beforeEach(() => fakeJobClock());
  restoreJobClockAfterEach();
}

/** Moves the fake clock through a failing status check's eight retries (the client's delays), so they run out. */
export async function runOutStatusRetries() {
  for (let attempt = 1; attempt <= 8; attempt += 1) await advanceJobClock(pollErrorDelayMs(attempt));
}
