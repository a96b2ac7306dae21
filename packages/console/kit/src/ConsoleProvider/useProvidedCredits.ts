import type { CreditsState, CreditsStore, MediakitClient } from '@mediakit/api-client';
import { useProvidedMediakitClient } from '@mediakit/tool-runtime';
import { useEffect, useSyncExternalStore } from 'react';

const noStore = {
  subscribe: () => () => undefined,
  getState: () => undefined,
};

/** A credits store's balance, the store mounted while the component is and fetched on first use. */
function useCreditsStore(store: CreditsStore | undefined): CreditsState | undefined {
  const state = useSyncExternalStore(
    store?.subscribe ?? noStore.subscribe,
    store?.getState ?? noStore.getState,
    store?.getState ?? noStore.getState,
  );
  useEffect(() => {
    if (!store) return undefined;
    const unmount = store.mount();
    if (store.getState().credits === undefined) store.refresh().catch(() => {});
    return unmount;
  }, [store]);
  return state;
}

/**
 * The balance of the nearest MediakitProvider's client (`client.credits`, the store the top bar's credits menu and every
 * tool show), or undefined without a provider: console screens, which run on the console client, show the same live
 * figures as the top bar when the host provides both, and their own server figures otherwise.
 */
export function useProvidedCredits(): CreditsState | undefined {
  return useCreditsStore(useProvidedMediakitClient()?.credits);
}

/** The balance of `client.credits` (the store every tool on that client shows), e.g. for the top bar's credits menu. */
export function useClientCredits(client: MediakitClient): CreditsState {
  return useCreditsStore(client.credits) ?? client.credits.getState();
}
