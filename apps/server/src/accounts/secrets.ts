import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A random opaque token (bearer tokens, API key secrets, ids). */
export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');

/** Tokens and keys are stored as their SHA-256: a leaked table signs nobody in. */
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export const newId = (prefix: string) => `${prefix}_${randomBytes(10).toString('base64url')}`;

export function hmac(secret: string, value: string): string {
  return createHmac('sha256', secret).update(value).digest('base64url');
}

export function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
