/**
 * The backend's base URL as the client uses it: absolute http(s), no trailing slash and no trailing `/api/v1` (the
 * spec calls the base "the backend under /api/v1", and the paths already carry it). A relative base resolves against
 * the page. A query string or fragment would break every path appended to it, so it is refused here, clearly.
 */
export function normalizeBaseUrl(baseUrl: string, page: string | undefined = globalThis.location?.href): string {
  let url: URL;
  try {
    url = new URL(baseUrl, page);
  } catch {
    throw new TypeError(
      `Mediakit: baseUrl "${baseUrl}" is not a URL (give the backend's origin, e.g. https://api.example.com).`,
    );
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new TypeError(`Mediakit: baseUrl "${baseUrl}" must be an http(s) URL.`);
  }
  if (url.search || url.hash || /[?#]/.test(baseUrl)) {
    throw new TypeError(`Mediakit: baseUrl "${baseUrl}" must not carry a query string or fragment.`);
  }
  return (url.origin + url.pathname).replace(/\/+$/, '').replace(/\/api\/v1$/i, '');
}
