import { isAbortError } from '@mediakit/api-client';
import { useCallback, useEffect, useState, type DependencyList } from 'react';

export type RemoteData<T> =
  | { status: 'loading'; data: T | undefined; error: undefined }
  | { status: 'ready'; data: T; error: undefined }
  | { status: 'error'; data: T | undefined; error: unknown };

export interface RemoteDataResult<T> {
  state: RemoteData<T>;
  /** Loads again (e.g. a Retry button, or after a change the screen made); the previous data stays while it loads. */
  reload: () => void;
  /** Replaces the data in place after a change the server confirmed, without a round trip. */
  setData: (update: (previous: T | undefined) => T) => void;
}

/** A screen hook's load as its view shows it: the failure with a Retry button. */
export interface RemoteLoadView {
  /** The load failure in the screen's words, if the last load failed (never the server's English). */
  loadError: string | undefined;
  /** Loads again (Retry); the previous data stays while it loads. */
  reload: () => void;
}

interface Settled<T> {
  inputs: DependencyList;
  outcome: { ok: true; data: T } | { ok: false; error: unknown };
  data: T | undefined;
}

const sameInputs = (a: DependencyList, b: DependencyList) =>
  a.length === b.length && a.every((value, index) => Object.is(value, b[index]));

/**
 * Loads what a console screen shows: again whenever `deps` change, the previous load aborted, and aborted on unmount
 * so no state changes after it. Errors stay data (`state.error`), for the screen to turn into its own words. The state
 * is 'loading' whenever the last answer was for other inputs, so nothing is set during an effect.
 */
export function useRemoteData<T>(load: (signal: AbortSignal) => Promise<T>, deps: DependencyList): RemoteDataResult<T> {
  const [generation, setGeneration] = useState(0);
  const [settled, setSettled] = useState<Settled<T>>();
  const inputs = [...deps, generation];

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setSettled({ inputs, outcome: { ok: true, data }, data });
      },
      (error: unknown) => {
        if (controller.signal.aborted || isAbortError(error)) return;
        setSettled((previous) => ({ inputs, outcome: { ok: false, error }, data: previous?.data }));
      },
    );
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller's deps (and reload) decide when to load again
  }, inputs);

  const reload = useCallback(() => setGeneration((value) => value + 1), []);
  const setData = useCallback(
    (update: (previous: T | undefined) => T) =>
      setSettled((previous) => {
        const data = update(previous?.data);
        return { inputs: previous?.inputs ?? [], outcome: { ok: true, data }, data };
      }),
    [],
  );

  let state: RemoteData<T>;
  if (!settled || !sameInputs(settled.inputs, inputs)) {
    state = { status: 'loading', data: settled?.data, error: undefined };
  } else if (settled.outcome.ok) {
    state = { status: 'ready', data: settled.outcome.data, error: undefined };
  } else {
    state = { status: 'error', data: settled.data, error: settled.outcome.error };
  }
  return { state, reload, setData };
}
