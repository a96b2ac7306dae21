import type { MediakitClient } from '@mediakit/api-client';
import { useEffect, useSyncExternalStore } from 'react';
import { useMediakitClient } from '../MediakitProvider';
import { createSessionStore, type SessionStore } from './sessionStore';

// One session per client, like the credits store: every guard, menu and tool sees the same user.
const stores = new WeakMap<MediakitClient, SessionStore>();

export function sessionStoreFor(client: MediakitClient): SessionStore {
  let store = stores.get(client);
  if (!store) {
    store = createSessionStore(client);
    stores.set(client, store);
  }
  return store;
}

/** The signed-in user: 'loading' until the first check, then 'signed-in' or 'signed-out'. */
export function useSession(explicitClient?: MediakitClient) {
  const client = useMediakitClient(explicitClient);
  const store = sessionStoreFor(client);
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  useEffect(() => {
    if (store.getState().status === 'loading') void store.restore();
  }, [store]);
  return { ...state, signIn: store.signIn, signUp: store.signUp, signOut: store.signOut, restore: store.restore };
}
