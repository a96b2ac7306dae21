// Paid work: the credits ledger, the jobs and the media library they fill.
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './accounts';

/** Append-only: every change of a balance, with the balance it left. */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Negative for a charge or a reversal, positive for a refund, a top-up or a grant. */
    amount: integer('amount').notNull(),
    /** job, refund, top-up, plan, signup, admin, reversal (a refunded or disputed payment taken back) */
    reason: text('reason').notNull(),
    jobId: text('job_id'),
    invoiceId: text('invoice_id'),
    /** Who granted it (an admin's grant): their user id; kept when that admin is deleted. */
    actorId: text('actor_id'),
    /** Why, in the granting admin's words. */
    note: text('note'),
    balanceAfter: integer('balance_after').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('credit_ledger_user_time').on(table.userId, table.createdAt),
    // A job is charged once and refunded at most once; a paid invoice grants its credits once.
    uniqueIndex('credit_ledger_job_reason').on(table.jobId, table.reason),
    uniqueIndex('credit_ledger_invoice_grant')
      .on(table.invoiceId, table.reason)
      .where(sql`${table.reason} in ('top-up', 'plan')`),
  ],
);

export const jobs = pgTable(
  'jobs',
  {
    /** The task id the client polls. */
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The client resource that started it: imageToVideo, mystic, ocr, ... */
    tool: text('tool').notNull(),
    /** queued, running, succeeded, failed, cancelled */
    state: text('state').notNull().default('queued'),
    /** 0..1 while running, for tools that show progress. */
    progress: real('progress'),
    input: jsonb('input').$type<Record<string, unknown>>().notNull(),
    /** Tool-specific output: media ids, text, words, reply. */
    output: jsonb('output').$type<Record<string, unknown>>(),
    error: text('error'),
    cost: integer('cost').notNull(),
    engine: text('engine'),
    attempts: integer('attempts').notNull().default(0),
    /**
     * The client's `Idempotency-Key` for the start: the same key from the same user finds this job again instead of
     * starting (and charging for) another, on whichever node the retry lands.
     */
    idempotencyKey: text('idempotency_key'),
    createdAt: createdAt(),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    index('jobs_user_time').on(table.userId, table.createdAt),
    index('jobs_state').on(table.state),
    uniqueIndex('jobs_user_idempotency_key').on(table.userId, table.idempotencyKey),
  ],
);

export const media = pgTable(
  'media',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** image, video, audio */
    type: text('type').notNull(),
    title: text('title').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    storageKey: text('storage_key').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    width: integer('width'),
    height: integer('height'),
    durationSeconds: real('duration_seconds'),
    /** Inputs (uploads kept for a job) are not listed in the library. */
    isInput: boolean('is_input').notNull().default(false),
    jobId: text('job_id'),
    tool: text('tool'),
    engine: text('engine'),
    /** A small JPEG for lists: an image's thumbnail, a video's poster frame (none for audio and inputs). */
    thumbKey: text('thumb_key'),
    createdAt: createdAt(),
  },
  (table) => [
    index('media_user_type_time').on(table.userId, table.type, table.createdAt),
    index('media_job').on(table.jobId),
  ],
);
