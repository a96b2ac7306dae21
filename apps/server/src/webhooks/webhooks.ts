import { and, count, desc, eq } from 'drizzle-orm';
import type { Tx } from '../db/database';
import { activity, webhooks } from '../db/schema';
import { newId, randomToken, seal } from '../accounts/secrets';
import { invalid, notFound } from '../http/httpError';
import { checkWebhookUrl } from './webhookUrl';

export const webhookEvents = ['job.completed', 'job.failed'] as const;
export type WebhookEvent = (typeof webhookEvents)[number];
export const maxWebhooksPerAccount = 10;

export type WebhookRow = typeof webhooks.$inferSelect;

/** A webhook as the client reads it: never its secret, only the secret's last four characters. */
export function webhookJson(row: WebhookRow) {
  return {
    id: row.id,
    url: row.url,
    events: row.events,
    active: row.active,
    secret_hint: `whsec_••••${row.secretLastFour}`,
    created_at: row.createdAt.toISOString(),
  };
}

export function checkEvents(events: readonly string[]): WebhookEvent[] {
  if (!events.length) throw invalid('Choose at least one event.');
  const unknown = events.find((event) => !webhookEvents.includes(event as WebhookEvent));
  if (unknown) throw invalid(`Unknown event ${unknown}: use ${webhookEvents.join(' or ')}.`);
  return [...new Set(events)] as WebhookEvent[];
}

/** Adds a webhook; the answer carries its signing secret, the only time it is ever sent. */
export async function createWebhook(
  tx: Tx,
  { serverSecret, allowLocal }: { serverSecret: string; allowLocal: boolean },
  userId: string,
  input: { url: string; events: readonly string[] },
) {
  const url = checkWebhookUrl(input.url, allowLocal);
  const events = checkEvents(input.events);
  const [{ value: existing } = { value: 0 }] = await tx
    .select({ value: count() })
    .from(webhooks)
    .where(eq(webhooks.userId, userId));
  if (existing >= maxWebhooksPerAccount) throw invalid(`An account has at most ${maxWebhooksPerAccount} webhooks.`);
  const secret = `whsec_${randomToken(24)}`;
  const [row] = await tx
    .insert(webhooks)
    .values({
      id: newId('hook'),
      userId,
      url,
      events,
      secret: seal(serverSecret, secret),
      secretLastFour: secret.slice(-4),
    })
    .returning();
  await tx.insert(activity).values({ userId, kind: 'security', detail: `Webhook added: ${url}` });
  return { ...webhookJson(row!), secret };
}

export function listWebhooks(tx: Tx, userId: string) {
  return tx
    .select()
    .from(webhooks)
    .where(eq(webhooks.userId, userId))
    .orderBy(desc(webhooks.createdAt), desc(webhooks.id));
}

export async function findWebhook(tx: Tx, userId: string, id: string): Promise<WebhookRow> {
  const [row] = await tx
    .select()
    .from(webhooks)
    .where(and(eq(webhooks.id, id), eq(webhooks.userId, userId)))
    .limit(1);
  if (!row) throw notFound('Webhook not found.');
  return row;
}

/** Turns a webhook on or off, or changes its events (its URL and secret stay: delete and add again to change them). */
export async function updateWebhook(
  tx: Tx,
  userId: string,
  id: string,
  changes: { active?: boolean | undefined; events?: readonly string[] | undefined },
) {
  const found = await findWebhook(tx, userId, id);
  const events = changes.events ? checkEvents(changes.events) : undefined;
  // Nothing to change is a no-op, not an UPDATE without columns (which the database refuses).
  if (changes.active === undefined && !events) return found;
  const [row] = await tx
    .update(webhooks)
    .set({
      ...(changes.active !== undefined ? { active: changes.active } : {}),
      ...(events ? { events } : {}),
    })
    .where(eq(webhooks.id, id))
    .returning();
  return row!;
}

/** Deletes a webhook with its deliveries (pending attempts are never sent). */
export async function deleteWebhook(tx: Tx, userId: string, id: string) {
  const row = await findWebhook(tx, userId, id);
  await tx.delete(webhooks).where(eq(webhooks.id, id));
  await tx.insert(activity).values({ userId, kind: 'security', detail: `Webhook removed: ${row.url}` });
}
