import type { FakeRoute } from './fakeBackendTypes';
import { libraryOf } from './library';
import { includesText, paginate } from './paginate';
import type { FakeInvoiceRecord } from './seed';

// console-a (tool-invoices): the invoices list and Pay, shaped like the reference server's (apps/server/src/billing).

const periodOf = (invoice: FakeInvoiceRecord) => invoice.date.slice(0, 7);

const invoiceJson = (invoice: FakeInvoiceRecord) => ({
  engine: 'test',
  test_mode: true,
  ...invoice,
  period: periodOf(invoice),
  formatted: new Intl.NumberFormat('en-US', { style: 'currency', currency: invoice.currency }).format(invoice.amount),
});

/** Newest first, filtered by month text, month (YYYY-MM) and status, with the months that have any. */
export const invoiceListRoute: FakeRoute = {
  operation: 'billing.invoices',
  handle: ({ query, account }, { state }) => {
    const all = [...libraryOf(state, account).invoices].sort((a, b) => b.date.localeCompare(a.date));
    const status = query.get('status');
    const period = query.get('period');
    const items = all.filter(
      (invoice) =>
        (!status || invoice.status === status) &&
        (!period || periodOf(invoice) === period) &&
        includesText([invoice.month], query.get('month')),
    );
    const page = paginate(items.map(invoiceJson), query, 20);
    return { body: { ...page, meta: { ...page.meta, periods: [...new Set(all.map(periodOf))] } } };
  },
};

/**
 * Where to pay a Pending invoice: the payment engine's page (with Stripe, its hosted invoice page, which is what the
 * fake answers for its seeded Pending invoices); a paid one is a 422, an unknown one a 404.
 */
export const payInvoiceRoute: FakeRoute = {
  operation: 'billing.payInvoice',
  handle: ({ params, account }, { state }) => {
    const invoice = libraryOf(state, account).invoices.find((candidate) => candidate.id === params[0]);
    if (!invoice) return { status: 404, body: { message: 'Invoice not found.', details: 'Invoice not found.' } };
    if (invoice.status !== 'Pending') {
      const message = 'This invoice is already paid.';
      return { status: 422, body: { message, details: message } };
    }
    return { body: { url: `https://invoice.stripe.com/i/acct_fake/${encodeURIComponent(invoice.id)}` } };
  },
};
