// What the server tells people: e-mails, the bell, the newsletter, and outgoing webhooks.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './accounts';

/** Every e-mail the server sent: the development outbox an admin reads (a real mailer sends them as well). */
export const outbox = pgTable(
  'outbox',
  {
    id: text('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    /** password-reset, password-changed, statement, ... */
    kind: text('kind').notNull(),
    /** The account it went to, if any: deleting the account deletes its mail too. */
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    attachments: jsonb('attachments')
      .$type<{ name: string; contentType: string; base64: string }[]>()
      .notNull()
      .default([]),
    createdAt: createdAt(),
  },
  (table) => [index('outbox_time').on(table.createdAt)],
);

/** In-app notifications (the bell): a job finished or failed, credits running low. */
export const notifications = pgTable(
  'notifications',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** job-succeeded, job-failed, low-credits */
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    jobId: text('job_id'),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (table) => [index('notifications_user_time').on(table.userId, table.createdAt)],
);

/** The footer's newsletter: one row per address (any case). */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    source: text('source').notNull().default('footer'),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('newsletter_email_lower').on(sql`lower(${table.email})`)],
);

/** Outgoing webhooks: a user's endpoints told when a job ends (integrations, /user/settings/integrations). */
export const webhooks = pgTable(
  'webhooks',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    /** job.completed, job.failed */
    events: jsonb('events').$type<string[]>().notNull(),
    /** The signing secret sealed with the server's secret (AES-256-GCM): shown once, at creation, never again. */
    secret: text('secret').notNull(),
    /** The last four characters of the signing secret, to tell secrets apart. */
    secretLastFour: text('secret_last_four').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (table) => [index('webhooks_user').on(table.userId)],
);

/**
 * One row per attempt to deliver an event to a webhook. It is written before the attempt (pending, due at a time),
 * claimed by a dispatcher (sending) and closed with what the endpoint answered; a failed attempt that may be retried
 * schedules the next row with a longer delay.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: text('id').primaryKey(),
    webhookId: text('webhook_id')
      .notNull()
      .references(() => webhooks.id, { onDelete: 'cascade' }),
    /** The event's id (the same on every attempt; receivers use it to drop duplicates). */
    eventId: text('event_id').notNull(),
    /** job.completed, job.failed, ping */
    event: text('event').notNull(),
    /** The JSON body sent, the same on every attempt. */
    payload: text('payload').notNull(),
    attempt: integer('attempt').notNull(),
    /** pending, sending, delivered, retrying (the next attempt is scheduled), failed (no attempt follows) */
    outcome: text('outcome').notNull().default('pending'),
    dueAt: timestamp('due_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    claimedAt: timestamp('claimed_at', { withTimezone: true, mode: 'date' }),
    statusCode: integer('status_code'),
    error: text('error'),
    durationMs: integer('duration_ms'),
    createdAt: createdAt(),
  },
  (table) => [
    index('webhook_deliveries_hook_time').on(table.webhookId, table.createdAt),
    index('webhook_deliveries_due').on(table.outcome, table.dueAt),
  ],
);
