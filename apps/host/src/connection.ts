import type { MediakitClient } from '@mediakit/api-client';
import { createContext, useSyncExternalStore } from 'react';

// What the first load knows of the API: nothing but these few lines. The client (api-client, ky), the session check
// and the tools' runtime load with the first page that needs them (sign-in, the signed-in areas, the header of a
// visitor who may be signed in), so the public pages' first load stays small (issue #20).

/** Built on the in-memory fake (`pnpm start:demo`): the pages say so in a banner. */
export const isDemo = import.meta.env.VITE_MEDIAKIT_BACKEND === 'fake';

/** A client given to <App> (tests, demos); otherwise the host's own, from ./client, loaded on demand. */
export const InjectedClientContext = createContext<MediakitClient | undefined>(undefined);

/** The keys the host keeps a session under (spec 000: `token`, `auth_token`, and the last user as `user`). */
const sessionKeys = ['token', 'auth_token', 'user'];

function hasKey(storage: () => Storage, key: string): boolean {
  try {
    return storage().getItem(key) !== null;
  } catch {
    return false;
  }
}

/**
 * Whether this browser may hold a session: a token (remembered or for this tab) or the last signed-in user. Only
 * then does the public header load the client to ask the server; everyone else is plainly signed out.
 */
export function mayBeSignedIn(): boolean {
  return sessionKeys.some((key) => hasKey(() => localStorage, key) || hasKey(() => sessionStorage, key));
}

let connected = false;
const listeners = new Set<() => void>();

/** Called by the connected part when it loads: from then on the toast region is rendered too. */
export function markConnected(): void {
  if (connected) return;
  connected = true;
  listeners.forEach((listener) => listener());
}

/** Whether the client and the signed-in parts have loaded (their toasts then need a region). */
export function useIsConnected(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => connected,
  );
}
