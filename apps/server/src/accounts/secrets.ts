import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

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

/** The AES-256 key for secrets the server must read back (webhook signing secrets), derived from the server's secret. */
const sealingKey = (serverSecret: string) => createHash('sha256').update(`mediakit-seal:${serverSecret}`).digest();

/** Encrypts a secret the server must use later (AES-256-GCM): `v1.<iv>.<tag>.<ciphertext>`, base64url. */
export function seal(serverSecret: string, plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealingKey(serverSecret), iv);
  const sealed = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), sealed]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** Decrypts what `seal` wrote; throws when the server's secret changed or the value was tampered with. */
export function unseal(serverSecret: string, sealed: string): string {
  const [version, iv, tag, data] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || data === undefined) throw new Error('Not a sealed value.');
  const decipher = createDecipheriv('aes-256-gcm', sealingKey(serverSecret), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
}
