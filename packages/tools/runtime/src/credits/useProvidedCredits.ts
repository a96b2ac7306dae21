import type { CreditsState, CreditsStore } from '@mediakit/api-client';
import { useEffect, useSyncExternalStore } from 'react';
import { useProvidedMediakitClient } from '../MediakitProvider/MediakitProvider';

const noStore = {
  subscribe: () => () => undefined,
  getState: () => undefined,
};

/**
 * The balance of the nearest MediakitProvider's client (`client.credits`, the store the top bar's credits menu and every
 * tool show), or undefined without a provider: console screens, which run on the console client, show the same live
 * figures as the top bar when the host provides both, and their own server figures otherwise.
 */
export function useProvidedCredits(): CreditsState | undefined {
  const store: CreditsStore | undefined = useProvidedMediakitClient()?.credits;
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
