import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/database';
import { activity, billingProfiles, invoices, paymentCards, users, type InvoiceDetails } from '../db/schema';
import { hmac, newId, sameText } from '../accounts/secrets';
import { grantCredits } from '../credits/ledger';
import { invalid, notFound } from '../http/httpError';
import type { Services } from '../services';
import { renderTextPdf } from './invoicePdf';
import { creditPrices, formatMoney, isCurrency, moneyJson, taxFor } from './money';

export type InvoiceRow = typeof invoices.$inferSelect;
export type InvoiceKind = 'top-up' | 'plan' | 'seats';

/** The month text the invoices table shows and searches, e.g. 'January 2025'. */
export const invoiceMonth = (date: Date) =>
  date.toLocaleString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

const linkLifetimeMs = 7 * 24 * 3600 * 1000;

/** Invoice documents are links like media: signed, so they open in a new tab without headers. */
export function invoiceDocumentPath(secret: string, id: string, now = Date.now()) {
  const expires = Math.floor((now + linkLifetimeMs) / 1000);
  return `/api/v1/invoices/${encodeURIComponent(id)}/document?expires=${expires}&signature=${hmac(secret, `invoice:${id}:${expires}`)}`;
}

export function invoiceSignatureValid(secret: string, id: string, expires?: string, signature?: string) {
  if (!expires || !signature || !/^\d+$/.test(expires) || Number(expires) * 1000 < Date.now()) return false;
  return sameText(hmac(secret, `invoice:${id}:${expires}`), signature);
}

export function invoiceJson(services: Services, base: string, row: InvoiceRow, locale = 'en-US') {
  return {
    id: row.id,
    number: row.number,
    month: invoiceMonth(row.issuedAt),
    period: row.issuedAt.toISOString().slice(0, 7),
    amount: row.amountCents / 100,
    tax: row.taxCents / 100,
    currency: row.currency,
    formatted: formatMoney(row.amountCents, row.currency, locale),
    status: row.status,
    kind: row.kind,
    date: row.issuedAt.toISOString().slice(0, 10),
    paid_at: row.paidAt?.toISOString() ?? null,
    description: row.description,
    credits: row.credits,
    url: base + invoiceDocumentPath(services.config.secret, row.id),
  };
}

/** The account's money settings and billing details (defaults when it has no profile yet). */
export async function billingContext(tx: Tx, userId: string) {
  const [row] = await tx
    .select({ user: users, profile: billingProfiles })
    .from(users)
    .leftJoin(billingProfiles, eq(billingProfiles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw notFound('User not found.');
  const currency = isCurrency(row.user.currency) ? row.user.currency : 'USD';
  return { user: row.user, profile: row.profile, currency, locale: row.user.locale, tax: taxFor(row.profile?.country) };
}

async function defaultCard(tx: Tx, userId: string) {
  const [card] = await tx
    .select()
    .from(paymentCards)
    .where(and(eq(paymentCards.userId, userId), eq(paymentCards.isDefault, true)))
    .limit(1);
  return card;
}

export interface Purchase {
  kind: InvoiceKind;
  description: string;
  /** The price before tax, in the account's currency's minor unit. */
  subtotal: number;
  /** Credits the purchase brings (top-ups, a plan's monthly credits). */
  credits?: number;
  /** What it buys beyond credits, done once it is paid (now, or later for a Pending invoice). */
  details?: InvoiceDetails;
}

/**
 * Buys something for an account: the tax of its billing country is added, the payment provider charges the
 * default card, then the invoice, the credits and what the purchase does are written in one transaction (a
 * refused charge leaves nothing behind; a pending one leaves a Pending invoice to pay). Returns the invoice and the
 * balance.
 */
export async function purchase(services: Services, userId: string, item: Purchase) {
  const { currency, tax } = await billingContext(services.db, userId);
  const taxMinor = Math.round((item.subtotal * tax.rate) / 100);
  const total = item.subtotal + taxMinor;
  const card = await defaultCard(services.db, userId);
  const payment =
    total > 0
      ? await services.payments.charge({
          userId,
          amountCents: total,
          currency,
          description: item.description,
          ...(card ? { cardReference: card.providerReference } : {}),
        })
      : { reference: null, status: 'paid' as const };
  return services.db.transaction(async (tx) => {
    const id = newId('inv');
    const [{ value: issued } = { value: 0 }] = await tx.select({ value: count() }).from(invoices);
    const paid = payment.status === 'paid';
    const [invoice] = await tx
      .insert(invoices)
      .values({
        id,
        userId,
        number: `MK-${new Date().getUTCFullYear()}-${String(issued + 1).padStart(6, '0')}-${id.slice(-4)}`,
        status: paid ? 'Paid' : 'Pending',
        amountCents: total,
        taxCents: taxMinor,
        currency,
        kind: item.kind,
        description: item.description,
        credits: item.credits ?? 0,
        details: item.details ?? {},
        providerReference: payment.reference,
        paidAt: paid ? new Date() : null,
      })
      .returning();
    let credits: number;
    if (paid) {
      credits = await fulfil(tx, userId, invoice!);
    } else {
      const [row] = await tx.select({ credits: users.credits }).from(users).where(eq(users.id, userId));
      credits = row?.credits ?? 0;
    }
    await tx.insert(activity).values({ userId, kind: 'billing', detail: `${item.description} (${invoice!.number})` });
    return { invoice: invoice!, credits };
  });
}

/** What a paid invoice brings: its credits (with their ledger row), the plan and its period, the seats. */
async function fulfil(tx: Tx, userId: string, invoice: InvoiceRow) {
  const { plan, periodStart, seats } = invoice.details;
  if (invoice.kind === 'plan' && plan) {
    await tx
      .update(users)
      .set({ plan, ...(periodStart ? { planStartedAt: new Date(periodStart) } : {}) })
      .where(eq(users.id, userId));
  }
  if (invoice.kind === 'seats' && seats) {
    await tx
      .update(users)
      .set({ seats: sql`${users.seats} + ${seats}` })
      .where(eq(users.id, userId));
  }
  if (invoice.credits > 0) {
    return grantCredits(tx, userId, invoice.credits, invoice.kind === 'plan' ? 'plan' : 'top-up', invoice.id);
  }
  const [row] = await tx.select({ credits: users.credits }).from(users).where(eq(users.id, userId));
  return row?.credits ?? 0;
}

/** Pays a Pending invoice now (Pay Early): the provider charges it and it brings what it was issued for. */
export async function payInvoice(services: Services, userId: string, invoiceId: string) {
  const [invoice] = await services.db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, invoiceId), eq(invoices.userId, userId)))
    .limit(1);
  if (!invoice) throw notFound('Invoice not found.');
  if (invoice.status === 'Paid') throw invalid('This invoice is already paid.');
  const card = await defaultCard(services.db, userId);
  const payment = await services.payments.charge({
    userId,
    amountCents: invoice.amountCents,
    currency: invoice.currency,
    description: invoice.description,
    idempotencyKey: `invoice:${invoice.id}`,
    ...(card ? { cardReference: card.providerReference } : {}),
  });
  if (payment.status !== 'paid') throw invalid('The payment is still being processed; try again later.');
  return services.db.transaction(async (tx) => {
    const [paid] = await tx
      .update(invoices)
      .set({ status: 'Paid', paidAt: new Date(), providerReference: payment.reference })
      .where(and(eq(invoices.id, invoiceId), eq(invoices.status, 'Pending')))
      .returning();
    // Paid by someone else meanwhile: nothing more to do.
    if (!paid) return { invoice, credits: undefined };
    return { invoice: paid, credits: await fulfil(tx, userId, paid) };
  });
}

/** Sells credits at the account's price per credit. Returns the new balance. */
export async function topUpCredits(services: Services, userId: string, amount: number) {
  if (!Number.isInteger(amount) || amount <= 0) throw invalid('The amount must be a positive whole number.');
  if (amount > 100_000) throw invalid('The amount must be at most 100000 credits.');
  const { currency } = await billingContext(services.db, userId);
  const { credits } = await purchase(services, userId, {
    kind: 'top-up',
    description: `Top-up: ${amount} credits`,
    subtotal: amount * creditPrices[currency],
    credits: amount,
  });
  return credits;
}

export interface InvoiceQuery {
  /** Case-insensitive text of the month ('jan', 'January 2025'). */
  month?: string;
  /** One month, YYYY-MM. */
  period?: string;
  status?: 'Paid' | 'Pending';
  page: number;
  pageSize: number;
}

const monthText = sql`lower(trim(to_char(${invoices.issuedAt} at time zone 'UTC', 'FMMonth YYYY')))`;
const periodText = sql<string>`to_char(${invoices.issuedAt} at time zone 'UTC', 'YYYY-MM')`;

/** One page of invoices (one user's, or everyone's for the admin), newest first, and the months that have any. */
export async function listInvoices(tx: Tx, userId: string | undefined, query: InvoiceQuery) {
  const month = query.month?.trim().toLowerCase();
  const owner = userId ? eq(invoices.userId, userId) : undefined;
  const where = and(
    owner,
    query.status ? eq(invoices.status, query.status) : undefined,
    month ? sql`strpos(${monthText}, ${month}) > 0` : undefined,
    query.period ? sql`${periodText} = ${query.period}` : undefined,
  );
  const [rows, [total], periods] = await Promise.all([
    tx
      .select()
      .from(invoices)
      .where(where)
      .orderBy(desc(invoices.issuedAt), desc(invoices.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    tx.select({ value: count() }).from(invoices).where(where),
    tx.selectDistinct({ period: periodText }).from(invoices).where(owner).orderBy(desc(periodText)),
  ]);
  return { rows, total: total?.value ?? 0, periods: periods.map((row) => row.period) };
}

/**
 * An amount for a PDF, whose built-in font writes Latin-1 only: the account's format, with the currency's code
 * instead of a symbol Latin-1 lacks (INR 1,59,900.00 rather than ₹; $ and £ stay).
 */
export function pdfMoney(minor: number, currency: string, locale: string) {
  const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
  const symbol = plain(formatMoney(minor, currency, locale));
  if (/^[\x20-\x7e\xa0-\xff]*$/.test(symbol)) return symbol;
  return plain(
    new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay: 'code' }).format(minor / 100),
  );
}

export function invoicePdf(
  invoice: InvoiceRow,
  customer: { name: string; email: string },
  profile: { company: string; taxId: string; address: string; country: string } | null,
  locale: string,
) {
  const money = (minor: number) => pdfMoney(minor, invoice.currency, locale);
  const tax = taxFor(profile?.country);
  return renderTextPdf(`Mediakit invoice ${invoice.number}`, [
    { text: `Issued: ${invoice.issuedAt.toISOString().slice(0, 10)}   Status: ${invoice.status}` },
    { text: `Billed to: ${profile?.company || customer.name} <${customer.email}>`, gapBefore: 10 },
    ...(profile?.address ? [{ text: profile.address.replace(/\s*\n\s*/g, ', ') }] : []),
    ...(profile?.taxId ? [{ text: `Tax ID: ${profile.taxId}` }] : []),
    { text: invoice.description, gapBefore: 18, size: 13 },
    ...(invoice.credits ? [{ text: `Credits: ${invoice.credits}` }] : []),
    { text: `Subtotal: ${money(invoice.amountCents - invoice.taxCents)}`, gapBefore: 12 },
    ...(invoice.taxCents ? [{ text: `${tax.label} (${tax.rate}%): ${money(invoice.taxCents)}` }] : []),
    { text: `Total: ${money(invoice.amountCents)}`, size: 14, gapBefore: 6 },
    ...(invoice.providerReference ? [{ text: `Payment reference: ${invoice.providerReference}`, gapBefore: 18 }] : []),
  ]);
}

export { moneyJson };
