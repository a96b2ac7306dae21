/** Where the bearer token lives. The default reads localStorage; apps may keep it elsewhere. */
export interface TokenStore {
  get(): string | null;
  set(token: string | null): void;
}

const tokenKey = 'token';
// The signup social flow writes `auth_token`; the credits refresh and the shared client read it as a fallback.
const legacyTokenKey = 'auth_token';

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

export function createLocalStorageTokenStore(): TokenStore {
  return {
    get: () => storage()?.getItem(tokenKey) || storage()?.getItem(legacyTokenKey) || null,
    set(token) {
      if (token) return storage()?.setItem(tokenKey, token);
      storage()?.removeItem(tokenKey);
      storage()?.removeItem(legacyTokenKey);
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
