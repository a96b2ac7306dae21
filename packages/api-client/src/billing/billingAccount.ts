import { malformedResponse } from '../errors';
import type { HttpContext } from '../http/httpContext';
import { requestJson, send, type RequestOptions } from '../http/request';
import { arrayField, isJsonObject, numberField, objectField, stringField } from '../json/fields';
import { consoleOperations as operations } from '../operations/consoleOperations';
import { readInvoice, type Invoice } from './invoices';

// console-a (tool-admin-billing): payment cards, the billing profile, the overview and its buttons.

/** A saved card: only its brand, last four digits and expiry are ever kept. */
export interface PaymentCard {
  id: string;
  brand: string;
  last4: string;
  /** MM/YY */
  expiry: string;
  holder: string;
  primary: boolean;
}

export interface NewCard {
  holder: string;
  number: string;
  /** MM/YY */
  expiry: string;
  cvc: string;
  makeDefault?: boolean;
}

export interface BillingProfile {
  company: string;
  taxId: string;
  billingEmail: string;
  address: string;
}

export interface BillingMoney {
  amount: number;
  currency: string;
  formatted: string | undefined;
}

export interface BillingOverview {
  planName: string | undefined;
  planLabel: string | undefined;
  /** The plan's monthly credits. */
  planCreditsPerMonth: number | undefined;
  currency: string;
  locale: string | undefined;
  seats: number;
  seatPrice: BillingMoney | undefined;
  pending: BillingMoney | undefined;
  /** YYYY-MM-DD the paid plan renews; undefined on the free plan, which does not renew. */
  renewsAt: string | undefined;
  defaultCard: PaymentCard | undefined;
  /** Signed link to this month's statement PDF. */
  statementUrl: string | undefined;
}

export interface BillingPlan {
  name: string;
  label: string;
  creditsPerMonth: number;
  price: BillingMoney | undefined;
}

/** What a purchase (plan change, seats, pay early) left: the invoices it made, the balance and the overview. */
export interface BillingPurchase {
  invoices: Invoice[];
  credits: number | undefined;
  billing: BillingOverview | undefined;
}

export interface CsvFile {
  fileName: string;
  blob: Blob;
}

export function readCard(value: unknown): PaymentCard | undefined {
  const id = stringField(value, 'id');
  if (!id || !isJsonObject(value)) return undefined;
  return {
    id,
    brand: stringField(value, 'brand') ?? 'Card',
    last4: stringField(value, 'last4') ?? '',
    expiry: stringField(value, 'expiry') ?? '',
    holder: stringField(value, 'holder') ?? '',
    primary: value.primary === true,
  };
}

function readMoney(value: unknown): BillingMoney | undefined {
  const amount = numberField(value, 'amount');
  if (amount === undefined) return undefined;
  return { amount, currency: stringField(value, 'currency') ?? 'USD', formatted: stringField(value, 'formatted') };
}

export function readBillingOverview(value: unknown, baseUrl: string): BillingOverview | undefined {
  if (!isJsonObject(value)) return undefined;
  const plan = objectField(value, 'plan');
  const statement = stringField(value, 'statement_url');
  return {
    planName: stringField(plan, 'name'),
    planLabel: stringField(plan, 'label'),
    planCreditsPerMonth: numberField(plan, 'credits_per_month'),
    currency: stringField(value, 'currency') ?? 'USD',
    locale: stringField(value, 'locale'),
    seats: numberField(value, 'seats') ?? 1,
    seatPrice: readMoney(objectField(value, 'seat_price')),
    pending: readMoney(objectField(value, 'pending')),
    renewsAt: stringField(value, 'renews_at'),
    defaultCard: readCard(value.default_card),
    statementUrl: statement ? new URL(statement, baseUrl).toString() : undefined,
  };
}

const readProfile = (value: unknown): BillingProfile => ({
  company: stringField(value, 'company') ?? '',
  taxId: stringField(value, 'tax_id') ?? '',
  billingEmail: stringField(value, 'billing_email') ?? '',
  address: stringField(value, 'address') ?? '',
});

export interface BillingAccountApi {
  /** GET /api/v1/billing */
  overview(options?: RequestOptions): Promise<BillingOverview>;
  /** GET /api/v1/plans */
  plans(options?: RequestOptions): Promise<BillingPlan[]>;
  /** POST /api/v1/billing/plan */
  changePlan(plan: string, options?: RequestOptions): Promise<BillingPurchase>;
  /** POST /api/v1/billing/seats */
  addSeats(seats: number, options?: RequestOptions): Promise<BillingPurchase>;
  /** POST /api/v1/billing/pay-early */
  payEarly(options?: RequestOptions): Promise<BillingPurchase>;
  /** POST /api/v1/billing/statement/email {period?}: the statement goes to the billing e-mail; its message. */
  emailStatement(period?: string, options?: RequestOptions): Promise<string | undefined>;
  /** GET /api/v1/billing/profile */
  profile(options?: RequestOptions): Promise<BillingProfile>;
  /** PUT /api/v1/billing/profile: only the fields given change. */
  updateProfile(profile: Partial<BillingProfile>, options?: RequestOptions): Promise<BillingProfile>;
  /** GET /api/v1/billing/cards */
  cards(options?: RequestOptions): Promise<PaymentCard[]>;
  /** POST /api/v1/billing/cards: the number and CVC go to the payment provider, never kept. */
  addCard(card: NewCard, options?: RequestOptions): Promise<PaymentCard>;
  /** POST /api/v1/billing/cards/{id}/default */
  makeDefaultCard(id: string, options?: RequestOptions): Promise<PaymentCard>;
  /** DELETE /api/v1/billing/cards/{id} */
  removeCard(id: string, options?: RequestOptions): Promise<void>;
  /** PATCH /api/v1/billing/cards/{id} {expiry}: Update Payment, a renewed card's new expiry (MM/YY). */
  updateCard(id: string, change: { expiry: string }, options?: RequestOptions): Promise<PaymentCard>;
}

export function createBillingAccountApi(ctx: HttpContext): BillingAccountApi {
  const purchase = async (operation: keyof typeof operations, json: unknown, options?: RequestOptions) => {
    const body = await requestJson(ctx, operations[operation], { ...options, json, publishesCredits: true });
    return {
      invoices: arrayField(body, 'invoices')
        .map((value) => readInvoice(value, ctx.baseUrl))
        .filter((invoice): invoice is Invoice => invoice !== undefined),
      credits: numberField(body, 'credits'),
      billing: readBillingOverview(body.billing, ctx.baseUrl),
    };
  };
  const card = (body: unknown) => {
    const read = readCard(objectField(body, 'data'));
    if (!read) throw malformedResponse(body, 'The server sent no card.');
    return read;
  };
  return {
    async overview(options) {
      const body = await requestJson(ctx, operations['billing.overview'], options);
      return readBillingOverview(body, ctx.baseUrl)!;
    },
    async plans(options) {
      const body = await requestJson(ctx, operations['billing.plans'], options);
      return arrayField(body, 'data').flatMap((value) => {
        const name = stringField(value, 'name');
        if (!name) return [];
        return [
          {
            name,
            label: stringField(value, 'label') ?? name,
            creditsPerMonth: numberField(value, 'credits_per_month') ?? 0,
            price: readMoney(objectField(value, 'price')),
          },
        ];
      });
    },
    changePlan: (plan, options) => purchase('billing.changePlan', { plan }, options),
    addSeats: (seats, options) => purchase('billing.addSeats', { seats }, options),
    payEarly: (options) => purchase('billing.payEarly', undefined, options),
    async emailStatement(period, options) {
      const body = await requestJson(ctx, operations['billing.emailStatement'], {
        ...options,
        json: period ? { period } : {},
      });
      return stringField(body, 'message');
    },
    async profile(options) {
      return readProfile(objectField(await requestJson(ctx, operations['billing.profile'], options), 'data'));
    },
    async updateProfile({ company, taxId, billingEmail, address }, options) {
      const body = await requestJson(ctx, operations['billing.updateProfile'], {
        ...options,
        json: { company, tax_id: taxId, billing_email: billingEmail, address },
      });
      return readProfile(objectField(body, 'data'));
    },
    async cards(options) {
      const body = await requestJson(ctx, operations['billing.cards'], options);
      return arrayField(body, 'data')
        .map(readCard)
        .filter((read): read is PaymentCard => read !== undefined);
    },
    async addCard({ holder, number, expiry, cvc, makeDefault }, options) {
      const body = await requestJson(ctx, operations['billing.addCard'], {
        ...options,
        json: { holder, number: number.replace(/[\s-]/g, ''), expiry, cvc, make_default: makeDefault },
      });
      return card(body);
    },
    async makeDefaultCard(id, options) {
      return card(await requestJson(ctx, operations['billing.makeDefaultCard'], { ...options, params: { id } }));
    },
    async removeCard(id, options) {
      await send(ctx, operations['billing.removeCard'], { ...options, params: { id } });
    },
    async updateCard(id, { expiry }, options) {
      const body = await requestJson(ctx, operations['billing.updateCard'], {
        ...options,
        params: { id },
        json: { expiry: expiry.replace(/\s/g, '') },
      });
      return card(body);
    },
  };
}

/** GET /api/v1/admin/billing/invoices/export: every account's invoices as a CSV file. */
export async function adminInvoicesCsv(ctx: HttpContext, options?: RequestOptions): Promise<CsvFile> {
  const { headers, chunks } = await send(ctx, operations['admin.billing.invoicesCsv'], {
    ...options,
    headers: { Accept: 'text/csv' },
  });
  const disposition = /filename="?([^";]+)"?/.exec(headers.get('Content-Disposition') ?? '');
  return {
    fileName: disposition?.[1] ?? 'invoices.csv',
    blob: new Blob(chunks, { type: headers.get('Content-Type') ?? 'text/csv' }),
  };
}
