import { act, renderHook } from '@testing-library/react';
import { vi, type MockInstance } from 'vitest';

/**
 * A console list hook's search test: fake timers (the search waits for the last keystroke), `hook` rendered and its
 * first load answered, then `list` (a spy on the load it makes) cleared, so the test sees only the loads its search
 * makes.
 */
export async function renderListHookOnFakeTimers<Result>(hook: () => Result, list: MockInstance) {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  const rendered = renderHook(hook);
  await act(() => vi.advanceTimersByTimeAsync(0));
  list.mockClear();
  return rendered;
}
