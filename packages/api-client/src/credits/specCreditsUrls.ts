import { normalizeBaseUrl } from '../http/baseUrl';

/**
 * The spec's candidates for the credits refresh: `{backend}/api/v1/user`, `{backend}/api/user`, then `/api/v1/user`
 * and `/api/user` on the page's own origin. For a first-party host (the `creditsUrls` option); the default tries the
 * backend's two only.
 */
export function specCreditsUrls(baseUrl: string, pageOrigin = globalThis.location?.origin): string[] {
  const paths = ['/api/v1/user', '/api/user'];
  const backend = normalizeBaseUrl(baseUrl);
  const urls = [...paths.map((path) => backend + path), ...(pageOrigin ? paths.map((path) => pageOrigin + path) : [])];
  return [...new Set(urls)];
}
