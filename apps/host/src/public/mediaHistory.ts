import { isSafeUrl } from '@mediakit/api-client';
import { browserStorage, readStoredJson, writeStoredJson } from '@mediakit/tool-runtime';
import { useCallback, useState } from 'react';

/** One output kept in a history: what was made, from which prompt, when. */
export interface MediaHistoryItem {
  kind: 'image' | 'video';
  /** Absolute http(s) URL of the output. */
  url: string;
  prompt: string;
  /** Milliseconds since the epoch. */
  createdAt: number;
}

export interface UseMediaHistoryOptions {
  /** The localStorage key, e.g. one per signed-in user so that people sharing a browser do not see each other's. */
  storageKey: string | undefined;
  /** At most this many items, newest first (the landing page's history: 40, spec 000 section 9). */
  limit: number;
}

function isHistoryItem(value: unknown): value is MediaHistoryItem {
  if (!value || typeof value !== 'object') return false;
  const item = value as Record<string, unknown>;
  return (
    (item.kind === 'image' || item.kind === 'video') &&
    typeof item.url === 'string' &&
    /^https?:\/\//i.test(item.url) &&
    isSafeUrl(item.url) &&
    typeof item.prompt === 'string' &&
    typeof item.createdAt === 'number' &&
    Number.isFinite(item.createdAt)
  );
}

/** The stored history; broken JSON, foreign shapes and unsafe links are dropped, never thrown. */
export function readMediaHistory(
  storageKey: string | undefined,
  limit: number,
  storage = browserStorage('localStorage'),
) {
  if (!storageKey) return [];
  const parsed = readStoredJson(storage, storageKey);
  return Array.isArray(parsed) ? parsed.filter(isHistoryItem).slice(0, limit) : [];
}

/** Storage full or blocked: the history lasts as long as the page. */
function writeMediaHistory(storageKey: string, items: MediaHistoryItem[]): void {
  writeStoredJson(browserStorage('localStorage'), storageKey, items.length ? items : undefined);
}

/** `item` first, the same URL never twice, at most `limit` items. */
export function addToMediaHistory(items: MediaHistoryItem[], item: MediaHistoryItem, limit: number) {
  return [item, ...items.filter((existing) => existing.url !== item.url)].slice(0, Math.max(0, limit));
}

/**
 * A capped list of outputs, newest first, kept in localStorage under `storageKey` (nothing is kept without a key),
 * e.g. the landing page's mini-studio history of at most 40 images and videos.
 */
export function useMediaHistory({ storageKey, limit }: UseMediaHistoryOptions) {
  const [state, setState] = useState(() => ({ storageKey, items: readMediaHistory(storageKey, limit) }));
  // Another key (another user signed in): that key's history, adjusted during render rather than in an effect.
  if (state.storageKey !== storageKey) setState({ storageKey, items: readMediaHistory(storageKey, limit) });
  const { items } = state;

  const add = useCallback(
    (item: Omit<MediaHistoryItem, 'createdAt'> & { createdAt?: number }) =>
      setState((current) => {
        const next = addToMediaHistory(current.items, { ...item, createdAt: item.createdAt ?? Date.now() }, limit);
        if (current.storageKey) writeMediaHistory(current.storageKey, next);
        return { ...current, items: next };
      }),
    [limit],
  );
  const clear = useCallback(
    () =>
      setState((current) => {
        if (current.storageKey) writeMediaHistory(current.storageKey, []);
        return { ...current, items: [] };
      }),
    [],
  );
  return { items, add, clear };
}
