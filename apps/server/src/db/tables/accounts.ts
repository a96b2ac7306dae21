// Accounts: people, their sessions and keys, their activity, password resets, and the shared rate-limit counters.
import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

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

/**
 * Rate limit counters shared by every node: one row per limit and caller (`<limit>|<caller>`), counting the hits of
 * the window that ends at `resetsAt`.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetsAt: timestamp('resets_at', { withTimezone: true, mode: 'date' }).notNull(),
});
