import type { EngineLine, MediakitClient } from '@mediakit/api-client';

/** Where a client's engine lines stand: errors are kept as data, and a form then simply shows no line. */
export type EngineLinesState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'loaded'; lines: readonly EngineLine[] }
  | { status: 'failed'; error: unknown };

export interface EngineLinesStore {
  getState(): EngineLinesState;
  /** The first listener starts the read; when the last one leaves before the answer, the read is aborted. */
  subscribe(listener: () => void): () => void;
}

const idle: EngineLinesState = { status: 'idle' };
const loading: EngineLinesState = { status: 'loading' };

/**
 * `GET /api/v1/engines` read at most once per client while it succeeds: every form on the page shares the answer.
 * A failed read is tried again only by the next form that mounts alone (a later page, not a loop).
 */
export function createEngineLinesStore(client: Partial<Pick<MediakitClient, 'engines'>>): EngineLinesStore {
  let state = idle;
  let controller: AbortController | undefined;
  const listeners = new Set<() => void>();
  const set = (next: EngineLinesState) => {
    state = next;
    for (const listener of [...listeners]) listener();
  };
  const load = () => {
    const current = new AbortController();
    controller = current;
    const settle = (next: EngineLinesState) => {
      if (controller !== current) return; // aborted: the store went back to idle
      controller = undefined;
      set(next);
    };
    set(loading);
    // A partner's own client may not have the resource: no line, never a crash.
    Promise.resolve()
      .then(() => client.engines!.list({ signal: current.signal }))
      .then(
        (lines) => settle({ status: 'loaded', lines }),
        (error: unknown) => settle({ status: 'failed', error }),
      );
  };
  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      if (state.status === 'idle' || (state.status === 'failed' && listeners.size === 1)) load();
      return () => {
        listeners.delete(listener);
        // Later, because React's strict mode unsubscribes and subscribes again at once: only a form gone for good
        // (and the last one) aborts the read.
        queueMicrotask(() => {
          if (listeners.size > 0 || !controller) return;
          controller.abort();
          controller = undefined;
          state = idle;
        });
      };
    },
  };
}

const stores = new WeakMap<object, EngineLinesStore>();

/** The one store of a client (made on first use). */
export function engineLinesOf(client: Partial<Pick<MediakitClient, 'engines'>>): EngineLinesStore {
  let store = stores.get(client);
  if (!store) {
    store = createEngineLinesStore(client);
    stores.set(client, store);
  }
  return store;
}
