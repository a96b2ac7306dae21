import { malformedResponse } from '../errors';
import type { HttpContext } from '../http/httpContext';
import { requestJson, send, type RequestOptions } from '../http/request';
import { arrayField, isJsonObject, numberField, objectField, stringField } from '../json/fields';
import { startCheckout, type CheckoutStart } from './checkout';
import { consoleOperations as operations } from '../operations/consoleOperations';

// console-a (tool-admin-billing): payment cards, the billing profile, the overview and its buttons.

/** A card the payment engine holds for the account: only its brand, last four digits and expiry are ever shown. */
export interface PaymentCard {
  id: string;
  brand: string;
  last4: string;
  /** MM/YY */
  expiry: string;
  primary: boolean;
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
  /** Signed link to this month's statement PDF. */
  statementUrl: string | undefined;
  /** The subscription ends at the end of its period (cancelled; the plan stays until then). */
  cancelAtPeriodEnd: boolean;
  /** The subscription's state at the payment engine ('active', 'past_due', …); undefined without one. */
  subscriptionStatus: string | undefined;
  /** The payment engine ('stripe' or 'test'). */
  paymentEngine: string | undefined;
  /** No real money moves (the test engine, or Stripe's test mode): every money screen says so. */
  testMode: boolean;
}

export interface BillingPlan {
  name: string;
  label: string;
  creditsPerMonth: number;
  price: BillingMoney | undefined;
}

/** A checkout session of the built-in test payment engine, as its page shows it. */
export interface TestCheckoutSession {
  id: string;
  mode: 'payment' | 'subscription' | 'change-plan' | 'cancel';
  status: 'open' | 'complete' | 'expired';
  description: string;
  amount: BillingMoney | undefined;
  tax: BillingMoney | undefined;
  successUrl: string | undefined;
  cancelUrl: string | undefined;
  /** The test cards saved with the test engine (for a subscription change, the default pays). */
  cards: PaymentCard[];
}

/** A test card as the test checkout sends it: the test PaymentMethod it stands for and the typed expiry. */
export interface TestCardPayment {
  paymentMethod: string;
  expMonth: number;
  expYear: number;
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
    primary: value.primary === true,
  };
}

function readTestCheckout(value: unknown): TestCheckoutSession {
  const mode = stringField(value, 'mode');
  const status = stringField(value, 'status');
  return {
    id: stringField(value, 'id') ?? '',
    mode: mode === 'subscription' || mode === 'change-plan' || mode === 'cancel' ? mode : 'payment',
    status: status === 'complete' || status === 'expired' ? status : 'open',
    description: stringField(value, 'description') ?? '',
    amount: readMoney(objectField(value, 'amount')),
    tax: readMoney(objectField(value, 'tax')),
    successUrl: stringField(value, 'success_url'),
    cancelUrl: stringField(value, 'cancel_url'),
    cards: arrayField(value, 'cards')
      .map(readCard)
      .filter((card): card is PaymentCard => card !== undefined),
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
    statementUrl: statement ? new URL(statement, baseUrl).toString() : undefined,
    cancelAtPeriodEnd: objectField(value, 'subscription')?.cancel_at_period_end === true,
    subscriptionStatus: stringField(objectField(value, 'subscription'), 'status'),
    paymentEngine: stringField(objectField(value, 'payments'), 'engine'),
    testMode: objectField(value, 'payments')?.test_mode === true,
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
  /**
   * POST /api/v1/billing/checkout: starts paying for a credit pack or a plan on the payment engine's page (or, for a
   * subscriber, confirming a plan change there); nothing is granted until the engine reports the payment.
   */
  checkout(
    purchase: { pack: string; returnUrl: string } | { plan: string; returnUrl: string },
    options?: RequestOptions,
  ): Promise<CheckoutStart>;
  /** POST /api/v1/billing/portal: the payment engine's customer portal (cards, invoices, cancelling). */
  portal(returnUrl: string, options?: RequestOptions): Promise<{ url: string }>;
  /** POST /api/v1/billing/statement/email {period?}: the statement goes to the billing e-mail; its message. */
  emailStatement(period?: string, options?: RequestOptions): Promise<string | undefined>;
  /** GET /api/v1/billing/profile */
  profile(options?: RequestOptions): Promise<BillingProfile>;
  /** PUT /api/v1/billing/profile: only the fields given change. */
  updateProfile(profile: Partial<BillingProfile>, options?: RequestOptions): Promise<BillingProfile>;
  /** GET /api/v1/billing/cards */
  cards(options?: RequestOptions): Promise<PaymentCard[]>;
  /** GET /api/v1/payments/test/checkout/{id}: a test engine checkout session (its checkout page). */
  testCheckout(id: string, options?: RequestOptions): Promise<TestCheckoutSession>;
  /**
   * POST /api/v1/payments/test/checkout/{id}/confirm: pays with a test card (its test PaymentMethod, never its number)
   * or a saved one; a declined card is a 402 in Stripe's words. Resolves with where to go next.
   */
  confirmTestCheckout(
    id: string,
    payment: TestCardPayment | { cardId: string },
    options?: RequestOptions,
  ): Promise<{ redirectUrl: string | undefined }>;
  /** POST /api/v1/payments/test/cards: saves a test card with the test engine (its card page). */
  addTestCard(card: TestCardPayment, options?: RequestOptions): Promise<PaymentCard>;
  /** DELETE /api/v1/payments/test/cards/{id} */
  removeTestCard(id: string, options?: RequestOptions): Promise<void>;
  /** POST /api/v1/payments/test/cards/{id}/default */
  makeDefaultTestCard(id: string, options?: RequestOptions): Promise<void>;
}

export function createBillingAccountApi(ctx: HttpContext): BillingAccountApi {
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
    checkout: (purchase, options) => startCheckout(ctx, purchase, options),
    async portal(returnUrl, options) {
      const body = await requestJson(ctx, operations['billing.portal'], {
        ...options,
        json: { return_url: returnUrl },
      });
      const url = stringField(body, 'url');
      if (!url) throw malformedResponse(body, 'The server sent no portal URL.');
      return { url };
    },
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
    async testCheckout(id, options) {
      return readTestCheckout(
        await requestJson(ctx, operations['payments.testCheckout'], { ...options, params: { id } }),
      );
    },
    async confirmTestCheckout(id, payment, options) {
      const json =
        'cardId' in payment
          ? { card_id: payment.cardId }
          : { payment_method: payment.paymentMethod, exp_month: payment.expMonth, exp_year: payment.expYear };
      const body = await requestJson(ctx, operations['payments.confirmTestCheckout'], {
        ...options,
        params: { id },
        json,
      });
      return { redirectUrl: stringField(body, 'redirect_url') };
    },
    async addTestCard({ paymentMethod, expMonth, expYear }, options) {
      const body = await requestJson(ctx, operations['payments.addTestCard'], {
        ...options,
        json: { payment_method: paymentMethod, exp_month: expMonth, exp_year: expYear },
      });
      return card(body);
    },
    async removeTestCard(id, options) {
      await send(ctx, operations['payments.removeTestCard'], { ...options, params: { id } });
    },
    async makeDefaultTestCard(id, options) {
      await send(ctx, operations['payments.makeDefaultTestCard'], { ...options, params: { id } });
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
