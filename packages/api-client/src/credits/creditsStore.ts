import { isAbortError, type ApiError } from '../errors';
import { creditsPercentUsed, defaultCreditCap } from './creditCap';
import type { CreditsBalance, CreditsState, CreditsStore, CreditsSync } from './types';

/** The client's balance store over its `fetchBalance`, with the given sync adapters. */
export function createCreditsStore(
  fetchBalance: (options: { signal: AbortSignal }) => Promise<CreditsBalance>,
  sync: readonly CreditsSync[],
): CreditsStore {
  const listeners = new Set<(state: CreditsState) => void>();
  let state: CreditsState = {
    credits: undefined,
    cap: defaultCreditCap,
    spentThisMonth: undefined,
    percentUsed: 0,
    refreshing: false,
    error: undefined,
    testMode: false,
  };
  let inFlight: { controller: AbortController; promise: Promise<void> } | undefined;
  let mounts = 0;
  let stops: (() => void)[] = [];

  const update = (patch: Partial<CreditsState>) => {
    const next = { ...state, ...patch };
    next.percentUsed = creditsPercentUsed(next.spentThisMonth ?? 0, next.cap);
    state = next;
    listeners.forEach((listener) => listener(state));
  };

  const store: CreditsStore = {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    refresh() {
      if (inFlight) return inFlight.promise;
      const controller = new AbortController();
      update({ refreshing: true });
      // A refresh dropped by the last unmount settles after a newer one may have started: it no longer counts.
      const settle = (patch: Partial<CreditsState>) => {
        if (inFlight?.controller !== controller) return;
        inFlight = undefined;
        update({ refreshing: false, ...patch });
      };
      const promise = fetchBalance({ signal: controller.signal }).then(
        ({ credits, cap, spentThisMonth, testMode }) =>
          settle({ credits, cap, spentThisMonth, error: undefined, ...(testMode === undefined ? {} : { testMode }) }),
        (error: ApiError) => settle(isAbortError(error) ? {} : { error }),
      );
      inFlight = { controller, promise };
      return promise;
    },
    set(credits, spentThisMonth) {
      if (spentThisMonth !== undefined) return update({ credits, spentThisMonth });
      const { credits: before, spentThisMonth: spent } = state;
      if (before === undefined || spent === undefined) return update({ credits });
      // Answers that move a balance without saying the spending are charges, refunds and restored estimates; grants
      // (top-ups, plans) say it, or come from a refresh.
      update({ credits, spentThisMonth: Math.max(0, spent + (before - credits)) });
    },
    mount() {
      mounts += 1;
      if (mounts === 1) stops = sync.map((start) => start(store));
      let mounted = true;
      return () => {
        if (!mounted) return;
        mounted = false;
        mounts -= 1;
        if (mounts) return;
        stops.forEach((stop) => stop());
        stops = [];
        // Dropped at once, so that a mount right after (React StrictMode runs effects twice) fetches afresh.
        if (inFlight) {
          inFlight.controller.abort();
          inFlight = undefined;
          update({ refreshing: false });
        }
      };
    },
  };
  return store;
}
