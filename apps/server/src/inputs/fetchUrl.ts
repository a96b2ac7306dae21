import { lookup } from 'node:dns/promises';
import { createWriteStream } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { pipeline } from 'node:stream/promises';
import { Transform } from 'node:stream';
import { invalid } from '../http/httpError';

/** Addresses a URL given by a user must never reach: loopback, private, link-local (cloud metadata), reserved. */
const privateRanges = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  privateRanges.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
  ['2001:db8::', 32],
] as const) {
  privateRanges.addSubnet(network, prefix, 'ipv6');
}

export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return !privateRanges.check(mapped[1], 'ipv4');
  return !privateRanges.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

export interface FetchLimits {
  maxBytes: number;
  timeoutMs: number;
  /** Tests and local development may fetch from this machine. */
  allowLocal: boolean;
  maxRedirects?: number;
  /** Which resolved addresses may be reached (default: public ones, or any with `allowLocal`). */
  addressAllowed?: (address: string) => boolean;
}

const refused = () => invalid('That URL cannot be used: it must be a public http(s) address.');
const tookTooLong = () => invalid('That URL took too long to answer.');

/**
 * Downloads a URL a user gave into `path`, as a server must: http(s) only; every address it resolves to (after each
 * redirect, checked again) public unless allowed; the connection pinned to the checked address, so DNS cannot
 * change between the check and the request; size and time capped.
 */
export async function fetchUrlToFile(rawUrl: string, path: string, limits: FetchLimits): Promise<void> {
  const deadline = Date.now() + limits.timeoutMs;
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    throw invalid('That is not a valid URL.');
  }
  for (let redirects = 0; ; redirects += 1) {
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw refused();
    if (url.username || url.password) throw refused();
    const hostname = url.hostname.replace(/^\[|\]$/g, '');
    let addresses: { address: string; family: number }[];
    try {
      addresses = isIP(hostname)
        ? [{ address: hostname, family: isIP(hostname) }]
        : await lookup(hostname, { all: true });
    } catch {
      throw invalid('That URL could not be reached.');
    }
    if (!addresses.length) throw invalid('That URL could not be reached.');
    const allowed = limits.addressAllowed ?? (limits.allowLocal ? () => true : isPublicAddress);
    if (addresses.some(({ address }) => !allowed(address))) throw refused();
    const pinned = addresses[0]!;
    const pinnedLookup: LookupFunction = (_hostname, options, callback) => {
      if (typeof options === 'object' && options?.all) callback(null, [pinned] as never);
      else callback(null, pinned.address, pinned.family);
    };
    const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
      const client = url.protocol === 'https:' ? https : http;
      const request = client.get(url, { lookup: pinnedLookup, timeout: Math.max(1, deadline - Date.now()) }, resolve);
      request.on('timeout', () => request.destroy(new Error('timeout')));
      request.on('error', reject);
    }).catch((error: unknown) => {
      throw Date.now() >= deadline || (error instanceof Error && error.message === 'timeout')
        ? tookTooLong()
        : invalid('That URL could not be reached.');
    });
    const status = response.statusCode ?? 0;
    if (status >= 300 && status < 400 && response.headers.location) {
      response.resume();
      if (redirects >= (limits.maxRedirects ?? 3)) throw invalid('That URL redirects too many times.');
      url = new URL(response.headers.location, url);
      continue;
    }
    if (status < 200 || status >= 300) {
      response.resume();
      throw invalid(`That URL answered ${status}.`);
    }
    const declared = Number(response.headers['content-length']);
    if (Number.isFinite(declared) && declared > limits.maxBytes) {
      response.destroy();
      throw invalid(`The file at that URL is larger than ${Math.round(limits.maxBytes / 1024 / 1024)} MB.`);
    }
    let received = 0;
    const cap = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        received += chunk.length;
        if (received > limits.maxBytes) callback(new Error('too large'));
        else callback(null, chunk);
      },
    });
    const timer = setTimeout(() => response.destroy(new Error('timeout')), Math.max(1, deadline - Date.now()));
    try {
      await pipeline(response, cap, createWriteStream(path));
    } catch {
      throw received > limits.maxBytes
        ? invalid(`The file at that URL is larger than ${Math.round(limits.maxBytes / 1024 / 1024)} MB.`)
        : Date.now() >= deadline
          ? tookTooLong()
          : invalid('That URL could not be read.');
    } finally {
      clearTimeout(timer);
    }
    return;
  }
}
