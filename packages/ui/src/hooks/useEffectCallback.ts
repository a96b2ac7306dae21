import { useCallback, useInsertionEffect, useRef } from 'react';

/**
 * A stable function that always calls the latest `callback`, for effects that must not re-run when it changes: what
 * React 19.2's `useEffectEvent` does. Ours, because our peer range is React ^19.0 and Next.js 15's bundled React
 * has no `useEffectEvent` (its build fails on the import). Call it from effects and event handlers, never during render.
 */
export function useEffectCallback<Args extends unknown[], Result>(
  callback: (...args: Args) => Result,
): (...args: Args) => Result {
  const latest = useRef(callback);
  // Before any layout effect or effect of this render runs, and without the server warning of useLayoutEffect.
  useInsertionEffect(() => {
    latest.current = callback;
  });
  return useCallback((...args: Args) => latest.current(...args), []);
}
