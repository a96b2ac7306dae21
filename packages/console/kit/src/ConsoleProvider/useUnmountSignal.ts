import { useCallback, useEffect, useRef } from 'react';

/** One call a screen started: its signal, aborted when the screen unmounts, and `done` once it settled. */
export interface UnmountCall {
  signal: AbortSignal;
  done: () => void;
}

/**
 * The signals of the changes a console screen makes (save, revoke, pay, …): `begin()` gives each call its own signal,
 * and every call still on its way is aborted when the screen unmounts, so nothing updates state after it. Loads use
 * `useRemoteData`, which aborts the same way.
 */
export function useUnmountSignal(): () => UnmountCall {
  const controllers = useRef(new Set<AbortController>());
  useEffect(() => {
    const open = controllers.current;
    return () => {
      open.forEach((controller) => controller.abort());
      open.clear();
    };
  }, []);
  return useCallback(() => {
    const controller = new AbortController();
    controllers.current.add(controller);
    return { signal: controller.signal, done: () => controllers.current.delete(controller) };
  }, []);
}
