import { count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { outbox } from '../db/schema';
import { newId } from '../accounts/secrets';

export interface EmailAttachment {
  name: string;
  contentType: string;
  content: Buffer;
}

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  /** What it is about: password-reset, password-changed, statement, ... */
  kind: string;
  userId?: string;
  attachments?: EmailAttachment[];
}

/**
 * Sends e-mail. The built-in sender keeps every message in the outbox table, which an admin reads in the console
 * (development, tests, and servers without a mail service); a production sender (SMTP, SES, Postmark) implements
 * the same interface and is passed to `startServer`.
 */
export interface EmailSender {
  readonly name: string;
  send(message: EmailMessage): Promise<{ id: string }>;
}

export function createOutboxSender(db: Db): EmailSender {
  return {
    name: 'outbox',
    async send(message) {
      const id = newId('mail');
      await db.insert(outbox).values({
        id,
        to: message.to,
        subject: message.subject,
        text: message.text,
        kind: message.kind,
        userId: message.userId ?? null,
        attachments: (message.attachments ?? []).map((attachment) => ({
          name: attachment.name,
          contentType: attachment.contentType,
          base64: attachment.content.toString('base64'),
        })),
      });
      return { id };
    },
  };
}

export type OutboxRow = typeof outbox.$inferSelect;

export function outboxJson(row: OutboxRow) {
  return {
    id: row.id,
    to: row.to,
    subject: row.subject,
    text: row.text,
    kind: row.kind,
    created_at: row.createdAt.toISOString(),
    attachments: row.attachments.map((attachment) => ({
      name: attachment.name,
      content_type: attachment.contentType,
      size_bytes: Buffer.from(attachment.base64, 'base64').length,
    })),
  };
}

/** The outbox, newest first; `to` filters by recipient (any case). */
export async function listOutbox(db: Db, { page, pageSize, to }: { page: number; pageSize: number; to?: string }) {
  const where = to ? sql`lower(${outbox.to}) = ${to.trim().toLowerCase()}` : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(outbox)
      .where(where)
      .orderBy(desc(outbox.createdAt), desc(outbox.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ value: count() }).from(outbox).where(where),
  ]);
  return { data: rows.map(outboxJson), meta: { page, page_size: pageSize, total: total?.value ?? 0 } };
}

/** One attachment of an outbox message, as stored. */
export async function outboxAttachment(db: Db, id: string, index: number) {
  const [row] = await db.select().from(outbox).where(eq(outbox.id, id)).limit(1);
  const attachment = row?.attachments[index];
  return attachment
    ? { name: attachment.name, contentType: attachment.contentType, content: Buffer.from(attachment.base64, 'base64') }
    : undefined;
}
