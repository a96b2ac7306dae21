import type { Db } from '../db/database';
import { newsletterSubscribers } from '../db/schema';
import { newId } from '../accounts/secrets';

/**
 * Subscribes an address to the newsletter. Idempotent: an address already on the list (in any case) stays as it
 * is, and the caller cannot tell the two apart (nobody learns who is subscribed).
 */
export async function subscribe(db: Db, email: string, source = 'footer') {
  await db
    .insert(newsletterSubscribers)
    .values({ id: newId('nl'), email: email.trim(), source })
    .onConflictDoNothing();
}
