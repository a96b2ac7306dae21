import { useEffect } from 'react';

interface CachedUrl {
  url: string;
  holders: number;
  revokeTimer?: ReturnType<typeof setTimeout>;
}

// One URL per blob, shared by every preview of it and revoked once nobody shows it. Revocation waits a tick so
// React's StrictMode (which unmounts and remounts effects in development) never revokes a URL still on screen.
const cache = new WeakMap<Blob, CachedUrl>();

function urlFor(blob: Blob): CachedUrl {
  let entry = cache.get(blob);
  if (!entry) {
    entry = { url: URL.createObjectURL(blob), holders: 0 };
    cache.set(blob, entry);
  }
  return entry;
}

function retain(blob: Blob): void {
  const entry = urlFor(blob);
  clearTimeout(entry.revokeTimer);
  entry.holders += 1;
}

function release(blob: Blob): void {
  const entry = cache.get(blob);
  if (!entry) return;
  entry.holders -= 1;
  if (entry.holders > 0) return;
  entry.revokeTimer = setTimeout(() => {
    if (entry.holders > 0) return;
    URL.revokeObjectURL(entry.url);
    cache.delete(blob);
  }, 0);
}

/**
 * A preview URL for a local file or blob. The URL is revoked when the file changes and on unmount, so previews never
 * leak memory however often the user picks another file. Given a URL instead (media the user gave by its address),
 * it is the URL itself.
 */
export function useObjectUrl(source: Blob | string | null | undefined): string | undefined {
  const file = source instanceof Blob ? source : undefined;
  useEffect(() => {
    if (!file) return;
    retain(file);
    return () => release(file);
  }, [file]);
  if (typeof source === 'string') return source || undefined;
  return file && urlFor(file).url;
}
