/** Which of the page's storages: kept across visits, or for the tab's session. */
export type BrowserStorageKind = 'localStorage' | 'sessionStorage';

/**
 * The page's `localStorage` or `sessionStorage`, or undefined where there is none or it is blocked (private modes,
 * sandboxed iframes, a server): what is kept there is a convenience, never a reason to fail.
 */
export function browserStorage(kind: BrowserStorageKind): Storage | undefined {
  try {
    return typeof globalThis[kind] === 'undefined' ? undefined : globalThis[kind];
  } catch {
    return undefined;
  }
}

/** What is stored under `key`, parsed; undefined when nothing is, it is not JSON, or the storage refuses. */
export function readStoredJson(storage: Storage | undefined, key: string): unknown {
  try {
    const raw = storage?.getItem(key);
    return raw ? JSON.parse(raw) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Stores `value` as JSON under `key`, or removes the key when `value` is undefined. A full or blocked storage is
 * ignored: the caller keeps what it has in memory.
 */
export function writeStoredJson(storage: Storage | undefined, key: string, value: unknown): void {
  try {
    if (value === undefined) storage?.removeItem(key);
    else storage?.setItem(key, JSON.stringify(value));
  } catch {
    // Full or blocked: only what survives a reload is lost.
  }
}
