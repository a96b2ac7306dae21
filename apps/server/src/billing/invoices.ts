import { testModeNotice } from '@mediakit/api-client/plans';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/database';
import { billingProfiles, invoices, users } from '../db/schema';
import { hmac, sameText } from '../accounts/secrets';
import { notFound } from '../http/httpError';
import type { Services } from '../services';
import { renderTextPdf } from './invoicePdf';
import { formatMoney, isCurrency, moneyJson, taxFor } from './money';

export type InvoiceRow = typeof invoices.$inferSelect;

/** What people call each payment engine, on invoices and statements. */
export const engineLabel = (engine: string) => (engine === 'stripe' ? 'Stripe' : 'Mediakit test payments');

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
    refunded: row.refundedCents / 100,
    engine: row.engine,
    test_mode: !row.livemode,
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

export interface InvoiceQuery {
  /** Case-insensitive text of the month ('jan', 'January 2025'). */
  month?: string;
  /** One month, YYYY-MM. */
  period?: string;
  status?: 'Paid' | 'Pending' | 'Refunded';
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
    ...(invoice.livemode ? [] : [{ text: `${testModeNotice}.`, size: 13 }]),
    { text: `Issued: ${invoice.issuedAt.toISOString().slice(0, 10)}   Status: ${invoice.status}` },
    { text: `Billed to: ${profile?.company || customer.name} <${customer.email}>`, gapBefore: 10 },
    ...(profile?.address ? [{ text: profile.address.replace(/\s*\n\s*/g, ', ') }] : []),
    ...(profile?.taxId ? [{ text: `Tax ID: ${profile.taxId}` }] : []),
    { text: invoice.description, gapBefore: 18, size: 13 },
    ...(invoice.credits ? [{ text: `Credits: ${invoice.credits}` }] : []),
    { text: `Subtotal: ${money(invoice.amountCents - invoice.taxCents)}`, gapBefore: 12 },
    ...(invoice.taxCents ? [{ text: `${tax.label} (${tax.rate}%): ${money(invoice.taxCents)}` }] : []),
    { text: `Total: ${money(invoice.amountCents)}`, size: 14, gapBefore: 6 },
    ...(invoice.refundedCents ? [{ text: `Refunded: ${money(invoice.refundedCents)}` }] : []),
    { text: `Paid through: ${engineLabel(invoice.engine)}${invoice.livemode ? '' : ' (test mode)'}`, gapBefore: 18 },
    ...(invoice.providerReference ? [{ text: `Payment reference: ${invoice.providerReference}` }] : []),
  ]);
}

export { moneyJson };
