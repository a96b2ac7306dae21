/**
 * True for http(s) URLs without credentials and for blob: URLs created by this page. Anything else (javascript:,
 * data:, file:, a blob: of another origin, `https://user:pass@host/`, whose password would end up in the page's
 * history, downloads and logs) is refused wherever the client hands back a URL to open or download.
 */
export function isSafeUrl(url: string, pageOrigin: string | undefined = globalThis.location?.origin): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.username || parsed.password) return false;
  if (parsed.protocol === 'http:' || parsed.protocol === 'https:') return true;
  return parsed.protocol === 'blob:' && !!pageOrigin && parsed.origin === pageOrigin;
}

/**
 * Resolves a URL the server sent (absolute, or a path on the backend) to an absolute URL the page may open (http(s),
 * or a blob: URL of this page, as the fake hands out), else undefined.
 */
export function resolveMediaUrl(value: string | undefined, baseUrl: string): string | undefined {
  if (!value) return undefined;
  try {
    const { href } = new URL(value.trim(), `${baseUrl}/`);
    return isSafeUrl(href) ? href : undefined;
  } catch {
    return undefined;
  }
}
