import { createRemoteJWKSet, jwtVerify } from 'jose';
import { HttpError } from '../http/httpError';

const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

export interface GoogleIdentity {
  subject: string;
  email: string;
  name: string;
}

/**
 * Verifies a Google Identity Services ID token: signed by one of Google's keys (fetched from `jwksUrl` and cached),
 * issued by accounts.google.com for our client id, not expired, with a verified e-mail.
 */
export async function verifyGoogleCredential(
  credential: string,
  { clientId, jwksUrl }: { clientId: string | undefined; jwksUrl: string },
): Promise<GoogleIdentity> {
  if (!clientId) throw new HttpError(501, { message: 'Google sign-in is not configured on this server.' });
  let keys = keySets.get(jwksUrl);
  if (!keys) {
    keys = createRemoteJWKSet(new URL(jwksUrl));
    keySets.set(jwksUrl, keys);
  }
  try {
    const { payload } = await jwtVerify(credential, keys, {
      issuer: ['https://accounts.google.com', 'accounts.google.com'],
      audience: clientId,
    });
    if (typeof payload.sub !== 'string' || typeof payload.email !== 'string' || payload.email_verified !== true) {
      throw new Error('incomplete');
    }
    return {
      subject: payload.sub,
      email: payload.email,
      name: typeof payload.name === 'string' ? payload.name : payload.email,
    };
  } catch {
    throw new HttpError(401, { message: 'Google sign-in failed', error: 'Google sign-in failed' });
  }
}
