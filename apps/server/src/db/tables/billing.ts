// Money: invoices, billing profiles, the payment events applied once, and the test payment engine's objects.
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './accounts';

export interface InvoiceDetails {
  plan?: string;
  seats?: number;
  /** The plan period the invoice pays for (ISO dates). */
  periodStart?: string;
  periodEnd?: string;
}

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
