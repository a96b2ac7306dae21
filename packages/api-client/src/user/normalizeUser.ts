import { isSafeUrl } from '../urls/safeUrl';
import { malformedResponse } from '../errors';
import { isJsonObject, numberField, objectField, stringField } from '../json/fields';
import type { User, UserRole } from './types';

const roles: readonly UserRole[] = ['user', 'viewer', 'editor', 'admin', 'owner'];

function roleOf(value: string | undefined): UserRole {
  const role = value?.toLowerCase();
  return roles.find((known) => known === role) ?? 'user';
}

/** An absolute URL the page may open (http(s), or a blob: of this page) as is; a file name under uploads/users. */
function avatarUrlOf(image: string | undefined, baseUrl: string): string | undefined {
  if (!image) return undefined;
  return isSafeUrl(image) ? image : `${baseUrl}/uploads/users/${encodeURIComponent(image)}`;
}

/** Reads a user object the way every part of the app sends it; `undefined` when it does not look like a user. */
export function readUser(source: unknown, baseUrl: string): User | undefined {
  if (!isJsonObject(source)) return undefined;
  const id = source.id;
  const email = stringField(source, 'email');
  const username = stringField(source, 'username');
  const name = stringField(source, 'name');
  if (id === undefined && !email && !username && !name) return undefined;
  const plan = objectField(source, 'plan');
  return {
    id: typeof id === 'string' || typeof id === 'number' ? String(id) : undefined,
    role: roleOf(stringField(source, 'role')),
    name,
    username,
    email,
    credits: numberField(source, 'credits'),
    creditCap: numberField(source, 'credit_cap'),
    plan: plan ? stringField(plan, 'name', 'slug', 'id') : stringField(source, 'plan'),
    planCreditsPerMonth: numberField(plan, 'credits_per_month'),
    avatarUrl: avatarUrlOf(stringField(source, 'images', 'image', 'avatar'), baseUrl),
  };
}

/** A user answer: the user is in `data`, in `user`, or is the body itself. */
export function normalizeUser(body: unknown, baseUrl: string): User {
  const user =
    readUser(objectField(body, 'data'), baseUrl) ??
    readUser(objectField(body, 'user'), baseUrl) ??
    readUser(body, baseUrl);
  if (!user) throw malformedResponse(body, 'The server sent no user.');
  return user;
}
