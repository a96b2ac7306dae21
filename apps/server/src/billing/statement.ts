import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import { creditLedger, invoices } from '../db/schema';
import { hmac, sameText } from '../accounts/secrets';
import { invalid } from '../http/httpError';
import type { Services } from '../services';
import { renderTextPdf } from './invoicePdf';
import { testModeNotice } from '@mediakit/api-client/plans';
import { billingContext, engineLabel, pdfMoney } from './invoices';

/** YYYY-MM of a date (UTC). */
export const periodOf = (date: Date) => date.toISOString().slice(0, 7);

export function periodRange(period: string) {
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(period)) throw invalid('The period must be a month as YYYY-MM.');
  const [year, month] = period.split('-').map(Number) as [number, number];
  return { from: new Date(Date.UTC(year, month - 1, 1)), to: new Date(Date.UTC(year, month, 1)) };
}

/** A statement link, signed like invoice links (for one account and month), so it opens in a new tab. */
export function statementPath(secret: string, userId: string, period: string, now = Date.now()) {
  const expires = Math.floor((now + 7 * 24 * 3600 * 1000) / 1000);
  const signature = hmac(secret, `statement:${userId}:${period}:${expires}`);
  return `/api/v1/billing/statement/document?account=${encodeURIComponent(userId)}&period=${period}&expires=${expires}&signature=${signature}`;
}

export function statementSignatureValid(
  secret: string,
  { account, period, expires, signature }: Record<string, string | undefined>,
) {
  if (!account || !period || !expires || !signature || !/^\d+$/.test(expires)) return false;
  if (Number(expires) * 1000 < Date.now()) return false;
  return sameText(hmac(secret, `statement:${account}:${period}:${expires}`), signature);
}

/**
 * The month's statement as a PDF: the invoices issued in it with their totals, and the credits moved (bought,
 * granted, spent, refunded) with the balance at the end.
 */
export async function statementPdf(services: Services, userId: string, period: string) {
  const { from, to } = periodRange(period);
  const { user, profile, locale } = await billingContext(services.db, userId);
  const [issued, moves, [closing]] = await Promise.all([
    services.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.userId, userId), gte(invoices.issuedAt, from), lt(invoices.issuedAt, to)))
      .orderBy(asc(invoices.issuedAt)),
    services.db
      .select({ reason: creditLedger.reason, total: sql<number>`sum(${creditLedger.amount})`.mapWith(Number) })
      .from(creditLedger)
      .where(and(eq(creditLedger.userId, userId), gte(creditLedger.createdAt, from), lt(creditLedger.createdAt, to)))
      .groupBy(creditLedger.reason),
    services.db
      .select({ balance: creditLedger.balanceAfter })
      .from(creditLedger)
      .where(and(eq(creditLedger.userId, userId), lt(creditLedger.createdAt, to)))
      .orderBy(sql`${creditLedger.createdAt} desc, ${creditLedger.id} desc`)
      .limit(1),
  ]);
  const moved = (reason: string) => moves.find((row) => row.reason === reason)?.total ?? 0;
  const totals = new Map<string, number>();
  for (const invoice of issued) totals.set(invoice.currency, (totals.get(invoice.currency) ?? 0) + invoice.amountCents);
  const month = from.toLocaleString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const testPayments = issued.filter((invoice) => !invoice.livemode).length;
  return renderTextPdf(`Mediakit statement, ${month}`, [
    ...(testPayments
      ? [{ text: `${testModeNotice}: ${testPayments} of these invoices are test payments.`, size: 12 }]
      : []),
    { text: `${profile?.company || user.name} <${profile?.billingEmail || user.email}>` },
    ...(profile?.address ? [{ text: profile.address.replace(/\s*\n\s*/g, ', ') }] : []),
    ...(profile?.taxId ? [{ text: `Tax ID: ${profile.taxId}` }] : []),
    { text: 'Invoices', size: 13, gapBefore: 16 },
    ...(issued.length
      ? issued.map((invoice) => ({
          text: `${invoice.issuedAt.toISOString().slice(0, 10)}  ${invoice.number}  ${invoice.description}  ${pdfMoney(invoice.amountCents, invoice.currency, locale)}  ${invoice.status}  ${engineLabel(invoice.engine)}${invoice.livemode ? '' : ' (test)'}`,
          size: 10,
        }))
      : [{ text: 'No invoices this month.', size: 10 }]),
    ...[...totals].map(([currency, total]) => ({ text: `Total invoiced: ${pdfMoney(total, currency, locale)}` })),
    { text: 'Credits', size: 13, gapBefore: 16 },
    {
      text: `Bought: ${moved('top-up')}   With the plan: ${moved('plan')}   Granted: ${moved('signup') + moved('admin')}`,
    },
    {
      text: `Spent: ${-moved('job')}   Refunded: ${moved('refund')}   Taken back with refunded payments: ${-moved('reversal')}`,
    },
    { text: `Balance at the end of ${month}: ${closing?.balance ?? 0}` },
  ]);
}

/**
 * E-mails the month's statement (the PDF attached) to the account's billing e-mail, else its sign-in e-mail, through
 * the server's e-mail sender. Returns where it went.
 */
export async function emailStatement(services: Services, userId: string, period: string) {
  periodRange(period);
  const { user, profile } = await billingContext(services.db, userId);
  const to = profile?.billingEmail || user.email;
  const pdf = await statementPdf(services, userId, period);
  await services.email.send({
    to,
    subject: `Your Mediakit statement for ${period}`,
    text: [
      `Hello ${user.name},`,
      '',
      `Your Mediakit statement for ${period} is attached: the invoices of the month and the credits bought, granted, spent and refunded, with the balance at the end.`,
      '',
      'Mediakit',
    ].join('\n'),
    kind: 'statement',
    userId,
    attachments: [{ name: `statement-${period}.pdf`, contentType: 'application/pdf', content: Buffer.from(pdf) }],
  });
  return { to };
}
