import type { MediakitClient } from '@mediakit/api-client';
import { createCreditsStore, type CreditsStore } from '@mediakit/api-client/credits';

interface SharedStore {
  store: CreditsStore;
  holders: number;
  disposeTimer?: ReturnType<typeof setTimeout>;
}

// Every tool on a page shows the same balance, so there is one store per client. It lives while any tool holds it;
// disposal waits a tick so StrictMode's remount in development keeps the same store and its listeners.
const stores = new WeakMap<MediakitClient, SharedStore>();

export function creditsStoreFor(client: MediakitClient): CreditsStore {
  let shared = stores.get(client);
  if (!shared) {
    shared = { store: createCreditsStore({ credits: client.credits }), holders: 0 };
    stores.set(client, shared);
  }
  return shared.store;
}

export function retainCreditsStore(client: MediakitClient): void {
  creditsStoreFor(client);
  const shared = stores.get(client);
  if (!shared) return;
  clearTimeout(shared.disposeTimer);
  shared.holders += 1;
}

export function releaseCreditsStore(client: MediakitClient): void {
  const shared = stores.get(client);
  if (!shared) return;
  shared.holders -= 1;
  if (shared.holders > 0) return;
  shared.disposeTimer = setTimeout(() => {
    if (shared.holders > 0) return;
    shared.store.dispose();
    stores.delete(client);
  }, 0);
}
