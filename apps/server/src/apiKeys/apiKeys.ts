import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../db/database';
import { activity, apiKeys } from '../db/schema';
import { newId, randomToken, sha256 } from '../accounts/secrets';
import { apiKeyPrefix } from '../http/authenticate';
import { notFound } from '../http/httpError';

type ApiKeyRow = typeof apiKeys.$inferSelect;

export function apiKeyJson(row: ApiKeyRow) {
  return {
    id: row.id,
    label: row.label,
    masked_value: `${row.prefix}${'•'.repeat(12)}${row.lastFour}`,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
  };
}

/** A new key: the secret is returned this once and stored only as its hash. */
export async function createApiKey(tx: Tx, userId: string, label: string) {
  const secret = `${apiKeyPrefix}${randomToken(24)}`;
  const [row] = await tx
    .insert(apiKeys)
    .values({
      id: newId('key'),
      userId,
      label,
      keyHash: sha256(secret),
      prefix: apiKeyPrefix,
      lastFour: secret.slice(-4),
    })
    .returning();
  await tx.insert(activity).values({ userId, kind: 'api-key', detail: `API key "${label}" created` });
  return { ...apiKeyJson(row!), secret };
}

export async function listApiKeys(tx: Tx, userId: string) {
  const rows = await tx
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
    .orderBy(desc(apiKeys.createdAt));
  return rows.map(apiKeyJson);
}

export async function revokeApiKey(tx: Tx, userId: string, id: string) {
  const [row] = await tx
    .update(apiKeys)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
    .returning();
  if (!row) throw notFound('API key not found.');
  await tx.insert(activity).values({ userId, kind: 'api-key', detail: `API key "${row.label}" revoked` });
}
