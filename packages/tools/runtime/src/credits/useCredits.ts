import type { CreditsState, CreditsStore, MediakitClient } from '@mediakit/api-client';
import { useEffect, useSyncExternalStore } from 'react';
import { useMediakitClient, useProvidedMediakitClient } from '../MediakitProvider';

export interface UseCreditsResult extends CreditsState {
  /** Fetches the balance again (shared with any refresh already running). */
  refresh: () => Promise<void>;
  /** Applies a balance known locally, e.g. an optimistic charge or its restoration. */
  set: (credits: number) => void;
}

const noStore = {
  subscribe: () => () => undefined,
  getState: () => undefined,
};

/**
 * A credits store's balance, read by every hook here: mounted while the component is (its sync adapters run only then,
 * never during render) and fetched on first use; not mounted at all when `enabled` is false.
 */
function useCreditsStore(store: CreditsStore, enabled?: boolean): CreditsState;
function useCreditsStore(store: CreditsStore | undefined, enabled?: boolean): CreditsState | undefined;
function useCreditsStore(store: CreditsStore | undefined, enabled = true): CreditsState | undefined {
  const state = useSyncExternalStore(
    store?.subscribe ?? noStore.subscribe,
    store?.getState ?? noStore.getState,
    store?.getState ?? noStore.getState,
  );
  useEffect(() => {
    if (!store || !enabled) return undefined;
    const unmount = store.mount();
    // Failures are kept in the store's `error` and shown by the badge; nothing to do here.
    if (store.getState().credits === undefined) store.refresh().catch(() => {});
    return unmount;
  }, [store, enabled]);
  return state;
}

/**
 * The signed-in user's credit balance: the client's own store (`client.credits`), so every tool on the same client
 * shows the same balance. Not fetched at all for a tool that costs nothing (`enabled` false).
 */
export function useCredits(explicitClient?: MediakitClient, enabled = true): UseCreditsResult {
  const { credits: store } = useMediakitClient(explicitClient);
  return { ...useCreditsStore(store, enabled), refresh: store.refresh, set: store.set };
}

/**
 * The balance of the client given, else of the nearest MediakitProvider's client (the store the top bar's credits menu
 * and every tool show), else undefined: console screens, which run on the console client, show the same live figures
 * as the top bar when the host provides both, and their own server figures otherwise.
 */
export function useProvidedCredits(client: MediakitClient): CreditsState;
export function useProvidedCredits(client?: MediakitClient): CreditsState | undefined;
export function useProvidedCredits(client?: MediakitClient): CreditsState | undefined {
  const provided = useProvidedMediakitClient();
  return useCreditsStore((client ?? provided)?.credits);
}
