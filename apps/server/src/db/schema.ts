// One schema for PGlite and Postgres; drizzle-kit turns it into the SQL migrations in ../../drizzle.
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

export interface InvoiceDetails {
  plan?: string;
  seats?: number;
  /** The plan period the invoice pays for (ISO dates). */
  periodStart?: string;
  periodEnd?: string;
}

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    username: text('username').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash'),
    googleSubject: text('google_subject'),
    /** viewer, editor, user, admin, owner (the spec's order; `user` is the default). */
    role: text('role').notNull().default('user'),
    /** Active, Inactive, Suspended: only Active accounts sign in and call the API. */
    status: text('status').notNull().default('Active'),
    /** free, plus, pro, business (the image tools' plans). */
    plan: text('plan').notNull().default('free'),
    /** The balance; changed only together with a credit_ledger row. */
    credits: integer('credits').notNull().default(0),
    creditCap: integer('credit_cap'),
    company: text('company'),
    phone: text('phone'),
    bio: text('bio'),
    avatarMediaId: text('avatar_media_id'),
    /** The profile's cover picture (a stored input image of the user's). */
    coverMediaId: text('cover_media_id'),
    /** The account's money: its currency (ISO 4217) and the locale amounts are written in. */
    currency: text('currency').notNull().default('USD'),
    locale: text('locale').notNull().default('en-US'),
    seats: integer('seats').notNull().default(1),
    /** When the current plan period started: it renews a month later. */
    planStartedAt: timestamp('plan_started_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** The payment engine's customer (Stripe: cus_…), made at the first checkout. */
    paymentCustomerId: text('payment_customer_id'),
    /** The paid plan's subscription at the payment engine, as its last event said. */
    subscriptionId: text('subscription_id'),
    /** active, past_due, canceled, … (the engine's word), or null without a subscription. */
    subscriptionStatus: text('subscription_status'),
    /** The subscription ends at the end of its period (cancelled, not yet over). */
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** The end of the paid period (the next renewal), as the engine said. */
    periodEndsAt: timestamp('period_ends_at', { withTimezone: true, mode: 'date' }),
    /** When the subscription event last applied was created: an older one arriving later changes nothing. */
    subscriptionEventAt: timestamp('subscription_event_at', { withTimezone: true, mode: 'date' }),
    /** Set when a low-credits notification went out; cleared when the balance is healthy again. */
    lowCreditsNotifiedAt: timestamp('low_credits_notified_at', { withTimezone: true, mode: 'date' }),
    notifications: jsonb('notifications')
      .$type<{ emailProduct: boolean; emailBilling: boolean; emailSecurity: boolean }>()
      .notNull()
      .default({ emailProduct: true, emailBilling: true, emailSecurity: true }),
    createdAt: createdAt(),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    uniqueIndex('users_email_lower').on(sql`lower(${table.email})`),
    uniqueIndex('users_google_subject').on(table.googleSubject),
    index('users_created_at').on(table.createdAt),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the bearer token: the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    userAgent: text('user_agent'),
  },
  (table) => [uniqueIndex('sessions_token_hash').on(table.tokenHash), index('sessions_user').on(table.userId)],
);

export const apiKeys = pgTable(
  'api_keys',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    /** SHA-256 of the secret; the secret is shown once, at creation. */
    keyHash: text('key_hash').notNull(),
    /** The first characters and the last four, to show the key masked. */
    prefix: text('prefix').notNull(),
    lastFour: text('last_four').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [uniqueIndex('api_keys_key_hash').on(table.keyHash), index('api_keys_user').on(table.userId)],
);

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

/**
 * Rate limit counters shared by every node: one row per limit and caller (`<limit>|<caller>`), counting the hits of
 * the window that ends at `resetsAt`.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetsAt: timestamp('resets_at', { withTimezone: true, mode: 'date' }).notNull(),
});

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

export const invoices = pgTable(
  'invoices',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    number: text('number').notNull(),
    /** Paid, Pending (the engine could not take it yet), Refunded (wholly). */
    status: text('status').notNull(),
    /** The total, tax included. */
    amountCents: integer('amount_cents').notNull(),
    taxCents: integer('tax_cents').notNull().default(0),
    currency: text('currency').notNull(),
    /** top-up, plan, seats */
    kind: text('kind').notNull().default('top-up'),
    /** What the invoice buys beyond credits: the plan and its period, the seats added. */
    details: jsonb('details').$type<InvoiceDetails>().notNull().default({}),
    description: text('description').notNull(),
    credits: integer('credits').notNull().default(0),
    /** The payment's reference at the engine (Stripe: the PaymentIntent, pi_…); never a card number. */
    providerReference: text('provider_reference'),
    /** The payment engine that said it was paid: stripe or test. */
    engine: text('engine').notNull().default('test'),
    /** False for test payments (the test engine, Stripe's test mode): no real money moved. */
    livemode: boolean('livemode').notNull().default(false),
    /** What the engine calls the thing paid: its invoice (in_…) or its checkout session (cs_…). One row each. */
    providerInvoiceId: text('provider_invoice_id'),
    /** Where the engine lets the customer pay a Pending invoice (Stripe's hosted invoice page). */
    payUrl: text('pay_url'),
    /** Refunded so far, and the credits taken back for it. */
    refundedCents: integer('refunded_cents').notNull().default(0),
    creditsReversed: integer('credits_reversed').notNull().default(0),
    issuedAt: timestamp('issued_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    index('invoices_user_time').on(table.userId, table.issuedAt),
    uniqueIndex('invoices_number').on(table.number),
    uniqueIndex('invoices_provider_invoice').on(table.engine, table.providerInvoiceId),
    index('invoices_provider_reference').on(table.providerReference),
  ],
);

/** Sign-ins, key events and account changes: the account's activity list. */
export const activity = pgTable(
  'activity',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    detail: text('detail').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('activity_user_time').on(table.userId, table.createdAt)],
);

/** The invoice details of an account (the admin billing profile form). */
export const billingProfiles = pgTable('billing_profiles', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  company: text('company').notNull().default(''),
  taxId: text('tax_id').notNull().default(''),
  billingEmail: text('billing_email').notNull().default(''),
  address: text('address').notNull().default(''),
  /** ISO 3166 country code: decides the tax (18% GST in India). */
  country: text('country').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** Cards kept by the payment provider: only what identifies them to a person is stored here. */
/** Every payment event applied (by the engine's event id): an event delivered again changes nothing. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  engine: text('engine').notNull(),
  type: text('type').notNull(),
  /** When the engine created the event. */
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  appliedAt: timestamp('applied_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * The built-in test payment engine's own records, as Stripe keeps them on its side: checkout sessions,
 * subscriptions, invoices and the test cards a customer saved (brand, last four, expiry). Only the test engine reads
 * or writes it.
 */
export const testPaymentObjects = pgTable(
  'test_payment_objects',
  {
    id: text('id').primaryKey(),
    /** checkout_session, subscription, invoice, card */
    kind: text('kind').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('test_payment_objects_user_kind').on(table.userId, table.kind)],
);

/** Password reset links: the token is stored as its hash, used once, for an hour. */
export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (table) => [index('password_resets_user').on(table.userId)],
);

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
