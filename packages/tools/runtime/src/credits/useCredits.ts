import type { MediakitClient } from '@mediakit/api-client';
import type { CreditsState } from '@mediakit/api-client';
import { useEffect, useSyncExternalStore } from 'react';
import { useMediakitClient } from '../MediakitProvider';

export interface UseCreditsResult extends CreditsState {
  /** Fetches the balance again (shared with any refresh already running). */
  refresh: () => Promise<void>;
  /** Applies a balance known locally, e.g. an optimistic charge or its restoration. */
  set: (credits: number) => void;
}

/**
 * The signed-in user's credit balance: the client's own store (`client.credits`), so every tool on the same client
 * shows the same balance. Mounted while the component is (its sync adapters run only then, never during render) and
 * fetched on first use; not at all for a tool that costs nothing (`enabled` false).
 */
export function useCredits(explicitClient?: MediakitClient, enabled = true): UseCreditsResult {
  const { credits: store } = useMediakitClient(explicitClient);
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);

  useEffect(() => {
    if (!enabled) return;
    const unmount = store.mount();
    // Failures are kept in the store's `error` and shown by the badge; nothing to do here.
    if (store.getState().credits === undefined) store.refresh().catch(() => {});
    return unmount;
  }, [store, enabled]);

  return { ...state, refresh: store.refresh, set: store.set };
}
