import { isJsonObject, numberField, stringField } from '../json/fields';
import { idOf } from '../json/readPage';
import { resolveMediaUrl } from '../urls/safeUrl';

export type InvoiceStatus = 'Paid' | 'Pending' | 'Refunded' | (string & {});

export interface Invoice {
  id: string;
  /** e.g. 'January 2025'. */
  month: string | undefined;
  /** The month as YYYY-MM, when the server says. */
  period: string | undefined;
  amount: number;
  currency: string;
  /** The amount as the server formats it in the account's locale, e.g. '₹1,59,900.00'. */
  formatted: string | undefined;
  status: InvoiceStatus;
  date: string | undefined;
  /** PDF link, http(s) only. */
  url: string | undefined;
  /** What was bought, e.g. 'Credit pack: 100 credits'. */
  description: string | undefined;
  credits: number | undefined;
  /** The payment engine that said it was paid ('stripe', 'test'). */
  engine: string | undefined;
  /** A test payment: no real money moved (the test engine, or Stripe's test mode). */
  testMode: boolean;
  /** Refunded so far. */
  refunded: number;
}

export function readInvoice(value: unknown, baseUrl: string): Invoice | undefined {
  const id = idOf(value);
  if (!id) return undefined;
  return {
    id,
    month: stringField(value, 'month'),
    period: stringField(value, 'period'),
    amount: numberField(value, 'amount') ?? 0,
    currency: stringField(value, 'currency') ?? 'USD',
    formatted: stringField(value, 'formatted'),
    status: stringField(value, 'status') ?? 'Pending',
    date: stringField(value, 'date'),
    url: resolveMediaUrl(stringField(value, 'url', 'pdf_url'), baseUrl),
    description: stringField(value, 'description'),
    credits: numberField(value, 'credits'),
    engine: stringField(value, 'engine'),
    testMode: isJsonObject(value) && value.test_mode === true,
    refunded: numberField(value, 'refunded') ?? 0,
  };
}
