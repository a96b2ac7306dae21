/**
 * The backend's base URL as the client uses it: absolute http(s), no trailing slash and no trailing `/api/v1` (the
 * spec calls the base "the backend under /api/v1", and the paths already carry it). A relative base resolves against
 * the page. A query string or fragment would break every path appended to it, so it is refused here, clearly.
 */
export function normalizeBaseUrl(baseUrl: string, page: string | undefined = globalThis.location?.href): string {
  let url: URL | undefined;
  try {
    url = new URL(baseUrl, page);
  } catch {
    // Refused below.
  }
  if (!url || !/^https?:$/.test(url.protocol) || /[?#]/.test(baseUrl)) {
    throw new TypeError(`Mediakit: baseUrl "${baseUrl}" must be an http(s) URL without a query string or fragment.`);
  }
  return (url.origin + url.pathname).replace(/\/+$/, '').replace(/\/api\/v1$/i, '');
}
