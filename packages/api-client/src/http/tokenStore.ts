/** Where the bearer token lives. */
export interface TokenStore {
  get(): string | null;
  set(token: string | null): void;
}

/** The default store's key: namespaced, so an embedded tool never reads or overwrites the site's own `token`. */
export const defaultTokenKey = 'mediakit.token';

export interface LocalStorageTokenStoreOptions {
  /** The key the token is written to (default `mediakit.token`). */
  key?: string;
  /** Keys also read, in order, when `key` holds nothing, and cleared with it (e.g. the spec's `auth_token`). */
  fallbackKeys?: readonly string[];
}

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * The token in localStorage under `key` (default `mediakit.token`). The first-party host uses the spec's keys:
 * `{ key: 'token', fallbackKeys: ['auth_token'] }`.
 */
export function createLocalStorageTokenStore({
  key = defaultTokenKey,
  fallbackKeys = [],
}: LocalStorageTokenStoreOptions = {}): TokenStore {
  const keys = [key, ...fallbackKeys];
  return {
    get: () => keys.map((name) => storage()?.getItem(name)).find(Boolean) ?? null,
    set(token) {
      if (token) return storage()?.setItem(key, token);
      keys.forEach((name) => storage()?.removeItem(name));
    },
  };
}

export function createMemoryTokenStore(initial: string | null = null): TokenStore {
  let token = initial;
  return {
    get: () => token,
    set(next) {
      token = next;
    },
  };
}
