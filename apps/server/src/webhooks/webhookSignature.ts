import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * How a receiver knows a delivery came from this server (documented in docs/server.md, "Webhooks"):
 * `Mediakit-Signature: t=<unix seconds>,v1=<hex>` where hex = HMAC-SHA256(secret, `${t}.${raw body}`). The timestamp is
 * also in `Mediakit-Timestamp`; receivers should refuse deliveries older than five minutes (replays).
 */
export const webhookHeaders = {
  event: 'Mediakit-Event',
  eventId: 'Mediakit-Event-Id',
  delivery: 'Mediakit-Delivery',
  timestamp: 'Mediakit-Timestamp',
  signature: 'Mediakit-Signature',
} as const;

export function signWebhookBody(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

export function signatureHeader(secret: string, timestamp: number, body: string): string {
  return `t=${timestamp},v1=${signWebhookBody(secret, timestamp, body)}`;
}

/** What a receiver does (the tests' receiver uses it): recompute, compare in constant time, refuse stale timestamps. */
export function verifyWebhookSignature(
  secret: string,
  header: string | undefined,
  body: string,
  { toleranceSeconds = 300, now = Date.now() } = {},
): boolean {
  const parts = Object.fromEntries(
    (header ?? '').split(',').map((part) => part.trim().split('=', 2) as [string, string]),
  );
  const timestamp = Number(parts.t);
  if (!Number.isInteger(timestamp) || !parts.v1) return false;
  if (Math.abs(now / 1000 - timestamp) > toleranceSeconds) return false;
  const expected = Buffer.from(signWebhookBody(secret, timestamp, body));
  const given = Buffer.from(parts.v1);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
