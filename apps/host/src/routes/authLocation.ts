/** What the sign-in and sign-up pages carry in the router's location state. */
export interface AuthLocationState {
  /** The address a signed-out visitor was turned away from, to return to after signing in. */
  from?: string;
  /** The email of an account just created, to fill in on the sign-in form. */
  email?: string;
}

export const signedInHome = '/user';

/** Only a path inside this app counts: "//evil.example" or "https://..." would send the person elsewhere. */
function isInternalPath(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//');
}

export function readAuthLocationState(state: unknown): AuthLocationState {
  if (!state || typeof state !== 'object') return {};
  const { from, email } = state as Record<string, unknown>;
  return {
    ...(isInternalPath(from) && { from }),
    ...(typeof email === 'string' && { email }),
  };
}
