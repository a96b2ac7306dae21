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

/** The browser's storage of that name; `undefined` where reading it throws (sandboxed iframes, some private modes). */
function storageNamed(name: 'localStorage' | 'sessionStorage'): Storage | undefined {
  try {
    return globalThis[name];
  } catch {
    return undefined;
  }
}

function createWebStorageTokenStore(
  name: 'localStorage' | 'sessionStorage',
  { key = defaultTokenKey, fallbackKeys = [] }: LocalStorageTokenStoreOptions,
): TokenStore {
  const keys = [key, ...fallbackKeys];
  const storage = () => storageNamed(name);
  return {
    get: () => keys.map((item) => storage()?.getItem(item)).find(Boolean) ?? null,
    set(token) {
      if (token) return storage()?.setItem(key, token);
      keys.forEach((item) => storage()?.removeItem(item));
    },
  };
}

/**
 * The token in localStorage under `key` (default `mediakit.token`): it outlives the browser session. The first-party
 * host uses the spec's keys: `{ key: 'token', fallbackKeys: ['auth_token'] }`.
 */
export function createLocalStorageTokenStore(options: LocalStorageTokenStoreOptions = {}): TokenStore {
  return createWebStorageTokenStore('localStorage', options);
}

/**
 * The token in sessionStorage, with the same keys as `createLocalStorageTokenStore`: it lasts as long as the tab, for a
 * sign-in without "Remember me".
 */
export function createSessionStorageTokenStore(options: LocalStorageTokenStoreOptions = {}): TokenStore {
  return createWebStorageTokenStore('sessionStorage', options);
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
