import type { FakeMediakitClient, FakeOperation } from '@mediakit/api-client/fake';
import { act } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { countRequests } from './fakeRequests';

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/**
 * Called at most 10 ms after the last poll, under fake timers: asserts the next poll goes out `intervalMs` after it
 * (within a few ms; the fake backend answers on a zero-delay timer that fake timers may run 1 ms late), not earlier.
 */
export async function expectNextPollAfter(intervalMs: number, client: FakeMediakitClient, operation: FakeOperation) {
  const before = countRequests(client, operation);
  await advance(intervalMs - 30);
  expect(countRequests(client, operation)).toBe(before);
  await advance(30);
  expect(countRequests(client, operation)).toBe(before + 1);
}
