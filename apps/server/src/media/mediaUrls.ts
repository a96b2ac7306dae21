import { hmac, sameText } from '../accounts/secrets';

/**
 * The URL model: every media file is served at `/media/{id}/{name}?expires=…&signature=…`, an HMAC of the id and
 * the expiry with the server's secret. The API hands such links only to the file's owner (or an admin), so `<img>`
 * and `<video>` tags work without headers, a link can be shared until it expires, and nobody can guess another
 * user's file. Links last a week; every list and status answer signs fresh ones.
 */
export const mediaLinkLifetimeMs = 7 * 24 * 60 * 60 * 1000;

export function signMediaPath(secret: string, id: string, fileName: string, now = Date.now()): string {
  const expires = Math.floor((now + mediaLinkLifetimeMs) / 1000);
  const signature = hmac(secret, `${id}:${expires}`);
  return `/media/${encodeURIComponent(id)}/${encodeURIComponent(fileName)}?expires=${expires}&signature=${signature}`;
}

export function mediaSignatureValid(
  secret: string,
  id: string,
  expires: string | undefined,
  signature: string | undefined,
  now = Date.now(),
): boolean {
  if (!expires || !signature || !/^\d+$/.test(expires)) return false;
  if (Number(expires) * 1000 < now) return false;
  return sameText(hmac(secret, `${id}:${expires}`), signature);
}
