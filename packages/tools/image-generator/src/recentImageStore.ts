import { isSafeUrl } from '@mediakit/api-client';
import { browserStorage, readStoredJson, writeStoredJson } from '@mediakit/tool-runtime';
import type { ImageEngine } from './imagePlans';

/** Section 3's recent item, kept on the client only. */
export interface RecentImage {
  prompt: string;
  url: string;
  size: string;
  /** Null for the free plan's classic call, which has no resolution. */
  resolution: string | null;
  plan: string;
  /** Milliseconds since the epoch. */
  timestamp: number;
  engine: ImageEngine;
  /** Which server engine drew it ('local': the server's own, not an AI model), when the server says. */
  madeBy?: string;
}

/** Section 9: recent list 10. */
export const recentImagesLimit = 10;
export const recentImagesStorageKey = 'mediakit:image-generator:recent';

function isRecentImage(value: unknown): value is RecentImage {
  if (!value || typeof value !== 'object') return false;
  const item = value as Record<string, unknown>;
  return (
    typeof item.prompt === 'string' &&
    typeof item.url === 'string' &&
    /^https?:\/\//i.test(item.url) &&
    isSafeUrl(item.url) &&
    typeof item.size === 'string' &&
    (item.resolution === null || typeof item.resolution === 'string') &&
    typeof item.plan === 'string' &&
    typeof item.timestamp === 'number' &&
    Number.isFinite(item.timestamp) &&
    (item.engine === 'classic' || item.engine === 'mystic') &&
    (item.madeBy === undefined || typeof item.madeBy === 'string')
  );
}

/** The stored list; broken JSON, foreign shapes and unsafe links are dropped, never thrown. */
export function readRecentImages(storage: Storage | undefined = browserStorage('localStorage')): RecentImage[] {
  const parsed = readStoredJson(storage, recentImagesStorageKey);
  return Array.isArray(parsed) ? parsed.filter(isRecentImage).slice(0, recentImagesLimit) : [];
}

/** A full or blocked storage only costs the list after a reload; the list on screen stays. */
export function writeRecentImages(
  items: readonly RecentImage[],
  storage: Storage | undefined = browserStorage('localStorage'),
): void {
  writeStoredJson(storage, recentImagesStorageKey, items.length === 0 ? undefined : items.slice(0, recentImagesLimit));
}

/** A recent item for an image that has just been saved, stamped with the current time. */
export function stampRecentImage(fields: Omit<RecentImage, 'timestamp'>, timestamp = Date.now()): RecentImage {
  return { ...fields, timestamp };
}

/** Newest first, at most ten. */
export function addRecentImage(items: readonly RecentImage[], item: RecentImage): RecentImage[] {
  return [item, ...items].slice(0, recentImagesLimit);
}

const listeners = new Set<() => void>();
let shown: { stored: string | null | undefined; items: RecentImage[] } | undefined;

function storedList(): string | null | undefined {
  try {
    return browserStorage('localStorage')?.getItem(recentImagesStorageKey);
  } catch {
    return undefined;
  }
}

function show(items: RecentImage[]) {
  writeRecentImages(items);
  shown = { stored: storedList(), items };
  for (const listener of listeners) listener();
}

/**
 * The page's Recent list (`useSyncExternalStore`'s pair, and its changes): read again whenever the stored list
 * changed (another tab, storage cleared), and kept on screen when storage is full or blocked.
 */
export const recentImages = {
  read(): RecentImage[] {
    const stored = storedList();
    if (shown?.stored !== stored || !shown) shown = { stored, items: readRecentImages() };
    return shown.items;
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  add: (item: RecentImage) => show(addRecentImage(recentImages.read(), item)),
  clear: () => show([]),
};
