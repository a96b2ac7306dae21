import type { User } from '@mediakit/api-client';

/** What the sign-in and sign-up pages carry in the router's location state. */
export interface AuthLocationState {
  /** The address a signed-out visitor was turned away from, to return to after signing in. */
  from?: string;
  /** The email of an account just created, to fill in on the sign-in form. */
  email?: string;
}

/** Admin and owner belong to the admin area (spec 000, section 6: role to area). */
export function isAdministrator(user: Pick<User, 'role'> | undefined): boolean {
  return user?.role === 'admin' || user?.role === 'owner';
}

/** Where a signed-in person lands (spec 000, section 6): admin to /admin/dashboard, anyone else /user/dashboard. */
export function homeOf(user: Pick<User, 'role'> | undefined): string {
  return isAdministrator(user) ? '/admin/dashboard' : '/user/dashboard';
}

/** Only a path inside this app counts: "//evil.example" or "https://..." would send the person elsewhere. */
function isInternalPath(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//');
}

/** The area a path belongs to, so a return address the user's role cannot open is not used. */
function fitsRole(path: string, user: Pick<User, 'role'>): boolean {
  const admin = isAdministrator(user);
  if (/^\/admin(\/|$)/.test(path)) return admin;
  if (/^\/user(\/|$)/.test(path)) return !admin;
  return true;
}

/** After signing in: back where the person was turned away from, when their role may go there, else their home. */
export function afterSignIn(user: Pick<User, 'role'> | undefined, from: string | undefined): string {
  return user && from && fitsRole(from, user) ? from : homeOf(user);
}

export function readAuthLocationState(state: unknown): AuthLocationState {
  if (!state || typeof state !== 'object') return {};
  const { from, email } = state as Record<string, unknown>;
  return {
    ...(isInternalPath(from) && { from }),
    ...(typeof email === 'string' && { email }),
  };
}
