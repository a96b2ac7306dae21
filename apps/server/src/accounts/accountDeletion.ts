import { eq } from 'drizzle-orm';
import { adminCount } from '../admin/adminUsers';
import { media, users } from '../db/schema';
import { deleteStoredFiles } from '../media/library';
import { invalid, notFound } from '../http/httpError';
import type { Services } from '../services';
import { passwordMatches } from './passwords';
import { isAdminRole } from './roles';
import type { UserRow } from './users';

/**
 * Deletes one's own account after the password is confirmed: the user row goes in one transaction and with it
 * (cascade) its sessions, keys, jobs, media rows, invoices, cards, activity and its whole credits ledger, so the
 * ledger of every remaining account still adds up to its balance. The stored files go after the commit. The user
 * row is locked first: a job finishing meanwhile cannot add a media row (its foreign key waits, then fails, and the
 * worker discards its files). Thumbnails go with their files.
 */
export async function deleteOwnAccount(services: Services, user: UserRow, password: string) {
  if (!user.passwordHash) {
    throw invalid('This account has no password: use "Forgot password" to set one, then delete the account.');
  }
  if (!(await passwordMatches(user.passwordHash, password))) throw invalid('The password is incorrect.');
  const files = await services.db.transaction(async (tx) => {
    const [row] = await tx.select().from(users).where(eq(users.id, user.id)).limit(1).for('update');
    if (!row) throw notFound('User not found.');
    if (isAdminRole(row.role) && row.status === 'Active' && (await adminCount(tx, row.id)) === 0) {
      throw invalid('The last active admin cannot be deleted.');
    }
    const stored = await tx
      .select({ storageKey: media.storageKey, thumbKey: media.thumbKey })
      .from(media)
      .where(eq(media.userId, row.id));
    await tx.delete(users).where(eq(users.id, row.id));
    return stored;
  });
  await deleteStoredFiles(services, files);
  return { files: files.length };
}
