import type { MediakitClient } from '@mediakit/api-client';
import type { CreditsState } from '@mediakit/api-client/credits';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useMediakitClient } from '../MediakitProvider';
import { creditsStoreFor, releaseCreditsStore, retainCreditsStore } from './sharedCreditsStore';

export interface UseCreditsResult extends CreditsState {
  /** Fetches the balance again (shared with any refresh already running). */
  refresh: () => Promise<void>;
  /** Applies a balance known locally, e.g. an optimistic charge or its restoration. */
  set: (credits: number) => void;
}

/** The signed-in user's credit balance, shared by every tool using the same client; refreshed on first use. */
export function useCredits(explicitClient?: MediakitClient): UseCreditsResult {
  const client = useMediakitClient(explicitClient);
  const store = creditsStoreFor(client);
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);

  useEffect(() => {
    retainCreditsStore(client);
    const current = creditsStoreFor(client);
    if (current.getState().credits === undefined) {
      // Failures are kept in the store's `error` and shown by the badge; nothing to do here.
      current.refresh().catch(() => {});
    }
    return () => releaseCreditsStore(client);
  }, [client]);

  const refresh = useCallback(() => creditsStoreFor(client).refresh(), [client]);
  const set = useCallback((credits: number) => creditsStoreFor(client).set(credits), [client]);
  return { ...state, refresh, set };
}
