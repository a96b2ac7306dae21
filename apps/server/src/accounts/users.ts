import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/database';
import { users } from '../db/schema';
import { creditsSpentThisMonth, grantSignupCredits } from '../credits/ledger';
import { HttpError, invalid } from '../http/httpError';
import { signMediaPath } from '../media/mediaUrls';
import { media } from '../db/schema';
import { hashPassword } from './passwords';
import { planOf, type PlanName } from './plans';
import type { AccountStatus, Role } from './roles';
import { newId } from './secrets';

export type UserRow = typeof users.$inferSelect;

export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function normalizeEmail(email: string) {
  return email.trim().toLowerCase();
}

export interface NewAccount {
  email: string;
  username: string;
  name?: string;
  password?: string;
  googleSubject?: string;
  role?: Role;
  status?: AccountStatus;
  plan?: PlanName;
  /** Credits granted at creation, recorded in the ledger. */
  credits?: number;
}

export async function findUserByEmail(tx: Tx, email: string): Promise<UserRow | undefined> {
  const [row] = await tx
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${normalizeEmail(email)}`)
    .limit(1);
  return row;
}

export async function findUser(tx: Tx, id: string): Promise<UserRow | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** Creates an account with its starting credits; a taken e-mail is a 422. Run inside a transaction. */
export async function createAccount(tx: Tx, account: NewAccount): Promise<UserRow> {
  const email = account.email.trim();
  if (!emailPattern.test(email)) throw invalid('The email must be a valid email address.');
  if (await findUserByEmail(tx, email)) throw invalid('The email has already been taken.');
  const [row] = await tx
    .insert(users)
    .values({
      id: newId('u'),
      email,
      username: account.username.trim(),
      name: (account.name ?? account.username).trim(),
      passwordHash: account.password ? await hashPassword(account.password) : null,
      googleSubject: account.googleSubject ?? null,
      role: account.role ?? 'user',
      status: account.status ?? 'Active',
      plan: account.plan ?? 'free',
    })
    .returning();
  if (!row) throw new Error('The account was not created.');
  if (account.credits) return { ...row, credits: await grantSignupCredits(tx, row.id, account.credits) };
  return row;
}

/** Where links in answers point: the configured public URL, else the origin the request came to. */
export type LinkBase = string;

/** The user as the client reads it (spec: role, name, username, email, credits, credit_cap, plan, images). */
export async function publicUser(
  tx: Tx,
  row: UserRow,
  base: LinkBase,
  secret: string,
  /** The payment engine, so that every money screen can say when it is test mode. */
  payments?: { name: string; testMode: boolean },
) {
  const pictureLink = async (mediaId: string | null) => {
    if (!mediaId) return null;
    const [picture] = await tx
      .select({ id: media.id, fileName: media.fileName })
      .from(media)
      .where(and(eq(media.id, mediaId), eq(media.userId, row.id)))
      .limit(1);
    return picture ? base + signMediaPath(secret, picture.id, picture.fileName) : null;
  };
  const images = await pictureLink(row.avatarMediaId);
  const cover = await pictureLink(row.coverMediaId);
  const spent = await creditsSpentThisMonth(tx, row.id);
  const plan = planOf(row.plan);
  return {
    id: row.id,
    role: row.role,
    status: row.status,
    name: row.name,
    username: row.username,
    email: row.email,
    credits: row.credits,
    credit_cap: row.creditCap,
    // What the credits menu's "Used this month" shows against the cap, from the ledger.
    credits_spent_this_month: spent,
    plan: { name: row.plan, label: plan.label, credits_per_month: plan.creditsPerMonth },
    ...(payments ? { payments: { engine: payments.name, test_mode: payments.testMode } } : {}),
    images,
    cover,
    company: row.company ?? '',
    phone: row.phone ?? '',
    bio: row.bio ?? '',
    notifications: row.notifications,
    created_at: row.createdAt.toISOString(),
  };
}

export function assertActive(row: UserRow) {
  if (row.status === 'Suspended') throw new HttpError(403, { message: 'This account is suspended.' });
  if (row.status === 'Inactive') throw new HttpError(403, { message: 'This account is inactive.' });
}
