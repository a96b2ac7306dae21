import { and, asc, count, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../db/database';
import { users } from '../db/schema';
import { isAdminRole, roleFromTable, tableRole, type AccountStatus } from '../accounts/roles';
import { createAccount, emailPattern, findUserByEmail, type UserRow } from '../accounts/users';
import { revokeAllSessions } from '../accounts/sessions';
import { hashPassword } from '../accounts/passwords';
import { invalid, notFound, HttpError } from '../http/httpError';

export type TableRole = 'Admin' | 'Manager' | 'User';

export interface AdminUserQuery {
  search?: string;
  role?: TableRole;
  status?: AccountStatus;
  sort: 'name' | 'email' | 'role' | 'status' | 'created_at' | 'usage';
  order: 'asc' | 'desc';
  page: number;
  pageSize: 10 | 20 | 50;
}

/** Credits a user has spent: charges less refunds. */
const usage = sql<number>`coalesce((select -sum(ledger.amount) from credit_ledger as ledger
  where ledger.user_id = "users"."id" and ledger.reason in ('job', 'refund')), 0)`.mapWith(Number);

/** The role as the table shows it, for search, filter and sort. */
const roleLabel = sql<string>`case when ${users.role} in ('admin', 'owner') then 'Admin'
  when ${users.role} = 'editor' then 'Manager' else 'User' end`;

function conditions(query: Pick<AdminUserQuery, 'search' | 'role' | 'status'>): SQL | undefined {
  const search = query.search?.trim().toLowerCase();
  return and(
    query.role ? sql`${roleLabel} = ${query.role}` : undefined,
    query.status ? eq(users.status, query.status) : undefined,
    search
      ? sql`(strpos(lower(${users.name}), ${search}) > 0 or strpos(lower(${users.email}), ${search}) > 0
          or strpos(lower(${roleLabel}), ${search}) > 0 or strpos(lower(${users.status}), ${search}) > 0)`
      : undefined,
  );
}

const sortColumns = {
  name: sql`lower(${users.name})`,
  email: sql`lower(${users.email})`,
  role: roleLabel,
  status: users.status,
  created_at: users.createdAt,
  usage,
} as const;

export function adminUserJson(
  row: Pick<UserRow, 'id' | 'name' | 'email' | 'role' | 'status' | 'createdAt'> & { usage: number },
) {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: tableRole(row.role),
    status: row.status,
    created_at: row.createdAt.toISOString(),
    usage: row.usage,
  };
}

const selection = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
  status: users.status,
  createdAt: users.createdAt,
  usage,
};

/**
 * A page of users, filtered, searched and sorted by the database (never in memory: it stays quick at 10k users
 * and beyond). Ties are broken by id so pages never repeat or skip a row.
 */
export async function listAdminUsers(tx: Tx, query: AdminUserQuery) {
  const where = conditions(query);
  const direction = query.order === 'asc' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    tx
      .select(selection)
      .from(users)
      .where(where)
      .orderBy(direction(sortColumns[query.sort]), direction(users.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    tx.select({ value: count() }).from(users).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** Every user matching the filters, in the list's order (for the CSV export). */
export async function exportAdminUsers(tx: Tx, query: Omit<AdminUserQuery, 'page' | 'pageSize'>) {
  const direction = query.order === 'asc' ? asc : desc;
  return tx
    .select(selection)
    .from(users)
    .where(conditions(query))
    .orderBy(direction(sortColumns[query.sort]), direction(users.id));
}

export interface AdminUserChanges {
  name?: string;
  email?: string;
  role?: TableRole;
  status?: AccountStatus;
  password?: string;
}

function checkChanges(changes: AdminUserChanges) {
  if (changes.name !== undefined && !changes.name.trim()) throw invalid('The name field is required.');
  if (changes.email !== undefined && !emailPattern.test(changes.email.trim())) {
    throw invalid('The email must be a valid email address.');
  }
  if (changes.password !== undefined && changes.password.length < 8) {
    throw invalid('The password must be at least 8 characters.');
  }
}

export async function createAdminUser(tx: Tx, input: AdminUserChanges & { name: string; email: string }) {
  checkChanges(input);
  const row = await createAccount(tx, {
    email: input.email,
    username: input.email.split('@')[0] ?? input.name,
    name: input.name,
    ...(input.password ? { password: input.password } : {}),
    role: roleFromTable(input.role ?? 'User'),
    status: input.status ?? 'Active',
  });
  return { ...row, usage: 0 };
}

export async function adminCount(tx: Tx, excluding: string) {
  const [row] = await tx
    .select({ value: count() })
    .from(users)
    .where(and(inArray(users.role, ['admin', 'owner']), eq(users.status, 'Active'), ne(users.id, excluding)));
  return row?.value ?? 0;
}

/** Updates a user; never demotes or suspends the last active admin, nor yourself. */
export async function updateAdminUser(tx: Tx, actor: UserRow, id: string, changes: AdminUserChanges) {
  checkChanges(changes);
  const [target] = await tx.select().from(users).where(eq(users.id, id)).limit(1).for('update');
  if (!target) throw notFound('User not found.');
  const losesAdmin =
    isAdminRole(target.role) &&
    target.status === 'Active' &&
    ((changes.role && changes.role !== 'Admin') || (changes.status && changes.status !== 'Active'));
  if (losesAdmin && target.id === actor.id)
    throw new HttpError(422, {
      message: 'You cannot remove your own admin access.',
      details: 'You cannot remove your own admin access.',
    });
  if (losesAdmin && (await adminCount(tx, target.id)) === 0) {
    throw invalid('The last active admin cannot lose admin access.');
  }
  if (changes.email && changes.email.trim().toLowerCase() !== target.email.toLowerCase()) {
    const taken = await findUserByEmail(tx, changes.email);
    if (taken && taken.id !== target.id) throw invalid('The email has already been taken.');
  }
  const role = changes.role
    ? changes.role === 'Admin' && target.role === 'owner'
      ? 'owner'
      : roleFromTable(changes.role)
    : undefined;
  const [row] = await tx
    .update(users)
    .set({
      ...(changes.name !== undefined && { name: changes.name.trim() }),
      ...(changes.email !== undefined && { email: changes.email.trim() }),
      ...(role && { role }),
      ...(changes.status && { status: changes.status }),
      ...(changes.password && { passwordHash: await hashPassword(changes.password) }),
    })
    .where(eq(users.id, id))
    .returning();
  // A suspended or deactivated account, or a new password, signs out everywhere at once.
  if (changes.password || (changes.status && changes.status !== 'Active')) await revokeAllSessions(tx, id);
  const [withUsage] = await tx.select(selection).from(users).where(eq(users.id, id));
  return withUsage ?? { ...row!, usage: 0 };
}

export async function deleteAdminUser(tx: Tx, actor: UserRow, id: string) {
  if (id === actor.id) throw invalid('You cannot delete your own account here.');
  const [target] = await tx.select().from(users).where(eq(users.id, id)).limit(1);
  if (!target) throw notFound('User not found.');
  if (isAdminRole(target.role) && target.status === 'Active' && (await adminCount(tx, id)) === 0) {
    throw invalid('The last active admin cannot be deleted.');
  }
  await tx.delete(users).where(eq(users.id, id));
}
