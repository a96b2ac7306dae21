import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { invalid } from '../http/httpError';
import { isPublicAddress } from '../inputs/fetchUrl';

export const refusedAddressMessage =
  'The webhook URL must be a public address (local and private addresses are refused on this server).';

/**
 * A webhook URL as a person typed it, checked before it is saved: http(s), no credentials, at most 2,000 characters,
 * and unless the server runs for development (MEDIAKIT_ALLOW_LOCAL_URLS), not a literal private address or localhost.
 * Names are resolved again before every delivery (`resolveDeliveryAddress`).
 */
export function checkWebhookUrl(raw: string, allowLocal: boolean): string {
  const text = raw.trim();
  if (!text) throw invalid('The URL field is required.');
  if (text.length > 2000) throw invalid('The URL must be at most 2,000 characters.');
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw invalid('Enter the full URL of your endpoint, e.g. https://example.com/hooks/mediakit.');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw invalid('The webhook URL must start with https:// or http://.');
  if (url.username || url.password) throw invalid('The webhook URL must not contain a user name or password.');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!allowLocal && ((isIP(host) && !isPublicAddress(host)) || /^localhost\.?$|\.localhost\.?$/i.test(host))) {
    throw invalid(refusedAddressMessage);
  }
  return url.href;
}

export class RefusedAddressError extends Error {
  override name = 'RefusedAddressError';
}

/**
 * The address a delivery connects to: every address the name resolves to must be public (unless allowed), and the
 * connection is pinned to the checked one so DNS cannot change between the check and the request.
 */
export async function resolveDeliveryAddress(url: URL, allowLocal: boolean) {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host) ? [{ address: host, family: isIP(host) }] : await lookup(host, { all: true });
  if (!addresses.length) throw new Error('unresolved');
  if (!allowLocal && addresses.some(({ address }) => !isPublicAddress(address))) throw new RefusedAddressError();
  return addresses[0]!;
}
