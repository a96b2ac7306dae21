import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/database';
import { invoices, users } from '../db/schema';
import { hmac, newId, sameText } from '../accounts/secrets';
import { grantCredits } from '../credits/ledger';
import { invalid } from '../http/httpError';
import type { Services } from '../services';
import { renderTextPdf } from './invoicePdf';
import { billingCurrency, creditPriceCents } from './payments';

export type InvoiceRow = typeof invoices.$inferSelect;

/** The month text the invoices table shows and searches, e.g. 'January 2025'. */
export const invoiceMonth = (date: Date) =>
  date.toLocaleString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** Invoice documents are links like media: signed, so they open in a new tab without headers. */
export function invoiceDocumentPath(secret: string, id: string, now = Date.now()) {
  const expires = Math.floor((now + 7 * 24 * 3600 * 1000) / 1000);
  return `/api/v1/invoices/${encodeURIComponent(id)}/document?expires=${expires}&signature=${hmac(secret, `invoice:${id}:${expires}`)}`;
}

export function invoiceSignatureValid(secret: string, id: string, expires?: string, signature?: string) {
  if (!expires || !signature || !/^\d+$/.test(expires) || Number(expires) * 1000 < Date.now()) return false;
  return sameText(hmac(secret, `invoice:${id}:${expires}`), signature);
}

export function invoiceJson(services: Services, base: string, row: InvoiceRow) {
  return {
    id: row.id,
    number: row.number,
    month: invoiceMonth(row.issuedAt),
    amount: row.amountCents / 100,
    currency: row.currency,
    status: row.status,
    date: row.issuedAt.toISOString().slice(0, 10),
    description: row.description,
    credits: row.credits,
    url: base + invoiceDocumentPath(services.config.secret, row.id),
  };
}

/**
 * Sells credits: the payment provider charges, then the invoice and the credits are written in one transaction
 * (a provider failure leaves nothing behind). Returns the new balance.
 */
export async function topUpCredits(services: Services, userId: string, amount: number) {
  if (!Number.isInteger(amount) || amount <= 0) throw invalid('The amount must be a positive whole number.');
  if (amount > 100_000) throw invalid('The amount must be at most 100000 credits.');
  const amountCents = amount * creditPriceCents;
  const description = `Top-up: ${amount} credits`;
  const payment = await services.payments.charge({ userId, amountCents, currency: billingCurrency, description });
  return services.db.transaction(async (tx) => {
    const id = newId('inv');
    const [{ value: issued } = { value: 0 }] = await tx.select({ value: count() }).from(invoices);
    await tx.insert(invoices).values({
      id,
      userId,
      number: `MK-${new Date().getUTCFullYear()}-${String(issued + 1).padStart(6, '0')}-${id.slice(-4)}`,
      status: payment.status === 'paid' ? 'Paid' : 'Pending',
      amountCents,
      currency: billingCurrency,
      description,
      credits: amount,
      providerReference: payment.reference,
      paidAt: payment.status === 'paid' ? new Date() : null,
    });
    if (payment.status !== 'paid') {
      const [row] = await tx.select({ credits: users.credits }).from(users).where(eq(users.id, userId));
      return row?.credits ?? 0;
    }
    return grantCredits(tx, userId, amount, 'top-up', id);
  });
}

export interface InvoiceQuery {
  month?: string;
  status?: 'Paid' | 'Pending';
  page: number;
  pageSize: number;
}

/** One page of invoices (one user's, or everyone's for the admin), newest first. */
export async function listInvoices(tx: Tx, userId: string | undefined, query: InvoiceQuery) {
  const month = query.month?.trim().toLowerCase();
  const where = and(
    userId ? eq(invoices.userId, userId) : undefined,
    query.status ? eq(invoices.status, query.status) : undefined,
    month
      ? sql`strpos(lower(trim(to_char(${invoices.issuedAt} at time zone 'UTC', 'FMMonth YYYY'))), ${month}) > 0`
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    tx
      .select()
      .from(invoices)
      .where(where)
      .orderBy(desc(invoices.issuedAt), desc(invoices.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    tx.select({ value: count() }).from(invoices).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export function invoicePdf(invoice: InvoiceRow, customer: { name: string; email: string; company: string | null }) {
  const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: invoice.currency }).format(
    invoice.amountCents / 100,
  );
  return renderTextPdf(`Mediakit invoice ${invoice.number}`, [
    { text: `Issued: ${invoice.issuedAt.toISOString().slice(0, 10)}   Status: ${invoice.status}` },
    { text: `Billed to: ${customer.name} <${customer.email}>`, gapBefore: 10 },
    ...(customer.company ? [{ text: customer.company }] : []),
    { text: invoice.description, gapBefore: 18, size: 13 },
    { text: `Credits: ${invoice.credits}` },
    { text: `Total: ${money}`, size: 14, gapBefore: 12 },
    ...(invoice.providerReference ? [{ text: `Payment reference: ${invoice.providerReference}`, gapBefore: 18 }] : []),
  ]);
}
