import { creditPackById, creditPacks, formatPrice, isPlanId, planList, plans, type PlanId } from '../plans/plans';
import { notATestCardMessage, testCardByPaymentMethod } from '../payments/testCards';
import { sendFakeEmail } from './notifications';
import type { FakeRoute, FakeState } from './fakeBackendTypes';
import { libraryOf } from './library';
import type { FakeAccount } from './seed';

// console-a (tool-admin-billing, tool-checkout): the billing overview, profile and statement, and payments as the
// reference server's built-in test engine takes them (apps/server/src/billing: checkout.ts, engines/testEngine.ts):
// a checkout page of ours where a test card is typed and confirmed; nothing is granted before that.

interface FakeCard {
  id: string;
  brand: string;
  last4: string;
  expiry: string;
  primary: boolean;
}

interface FakeSession {
  id: string;
  mode: 'payment' | 'subscription' | 'change-plan' | 'cancel';
  status: 'open' | 'complete';
  description: string;
  packId?: string;
  planId?: PlanId;
  amount: number;
  successUrl: string;
  cancelUrl: string;
}

interface FakeBilling {
  cards: FakeCard[];
  profile: { company: string; tax_id: string; billing_email: string; address: string };
  seats: number;
  /** YYYY-MM-DD: a month after the paid plan was bought, as the server's renewal. */
  renewsAt: string;
  subscribed: boolean;
  cancelAtPeriodEnd: boolean;
  sessions: Map<string, FakeSession>;
}

const billingByState = new WeakMap<FakeState, Map<number, FakeBilling>>();

function billingOf(state: FakeState, account: { id: number; plan?: { name: string } }): FakeBilling {
  let accounts = billingByState.get(state);
  if (!accounts) billingByState.set(state, (accounts = new Map()));
  let billing = accounts.get(account.id);
  if (!billing) {
    const paid = (account.plan?.name ?? 'free') !== 'free';
    billing = {
      cards: paid ? [{ id: 'pm_test_demo', brand: 'Visa', last4: '4242', expiry: '04/30', primary: true }] : [],
      profile: { company: '', tax_id: '', billing_email: '', address: '' },
      seats: 1,
      renewsAt: '2026-12-01',
      subscribed: paid,
      cancelAtPeriodEnd: false,
      sessions: new Map(),
    };
    accounts.set(account.id, billing);
  }
  return billing;
}

const invalid = (message: string) => ({ status: 422, body: { message, details: message } });
const notFound = (message: string) => ({ status: 404, body: { message, details: message } });

const money = (minor: number) => ({ amount: minor / 100, currency: 'USD', formatted: formatPrice(minor, 'USD') });

function overview(state: FakeState, account: FakeAccount) {
  const billing = billingOf(state, account);
  const plan = plans[isPlanId(account.plan?.name) ? account.plan.name : 'free'];
  const pending = libraryOf(state, account)
    .invoices.filter((invoice) => invoice.status === 'Pending')
    .reduce((sum, invoice) => sum + invoice.amount, 0);
  return {
    plan: {
      name: plan.id,
      label: plan.name,
      credits_per_month: plan.creditsPerMonth,
      price: money(plan.monthlyPrice.USD),
    },
    currency: 'USD',
    locale: 'en-US',
    seats: billing.seats,
    seat_price: money(1000),
    // The free plan does not renew (the server's upcomingRenewal).
    renews_at: plan.id !== 'free' && !billing.cancelAtPeriodEnd ? billing.renewsAt : null,
    pending: money(Math.round(pending * 100)),
    statement_url: `/api/v1/billing/statement/document?account=${account.id}&period=2026-11&expires=9999999999&signature=fake`,
    subscription: { status: billing.subscribed ? 'active' : null, cancel_at_period_end: billing.cancelAtPeriodEnd },
    payments: { engine: 'test', test_mode: true },
  };
}

const originOf = (url: unknown) => {
  try {
    return new URL(String(url)).origin;
  } catch {
    return undefined;
  }
};

function withParam(url: string, value: string) {
  const next = new URL(url);
  next.searchParams.set('checkout', value);
  return next.toString();
}

const sessionJson = (session: FakeSession, cards: FakeCard[]) => ({
  id: session.id,
  mode: session.mode,
  status: session.status,
  description: session.description,
  amount: money(session.amount),
  tax: money(0),
  success_url: session.successUrl,
  cancel_url: session.cancelUrl,
  test_mode: true,
  cards,
});

/** Pays a session: what the test engine's events would bring, at once (the fake has no webhook to wait for). */
function fulfil(
  state: FakeState,
  account: FakeAccount,
  billing: FakeBilling,
  session: FakeSession,
  newId: (p: string) => string,
) {
  session.status = 'complete';
  const invoices = libraryOf(state, account).invoices;
  const today = new Date().toISOString().slice(0, 10);
  const month = new Date().toLocaleString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const invoice = (description: string, amount: number, credits: number) =>
    invoices.push({
      id: newId('inv'),
      month,
      amount: amount / 100,
      currency: 'USD',
      status: 'Paid',
      date: today,
      description,
      credits,
      engine: 'test',
      test_mode: true,
    });
  if (session.mode === 'payment') {
    const pack = creditPackById(session.packId)!;
    account.credits += pack.credits;
    invoice(`Credit pack: ${pack.credits} credits`, pack.price.USD, pack.credits);
    return;
  }
  if (session.mode === 'cancel') {
    billing.cancelAtPeriodEnd = true;
    return;
  }
  const from = isPlanId(account.plan?.name) ? account.plan.name : 'free';
  const to = plans[session.planId!];
  const gained =
    session.mode === 'subscription'
      ? to.creditsPerMonth
      : Math.max(0, to.creditsPerMonth - plans[from].creditsPerMonth);
  account.plan = { name: to.id, credits_per_month: to.creditsPerMonth };
  billing.subscribed = true;
  billing.cancelAtPeriodEnd = false;
  if (session.amount > 0 || gained > 0) {
    account.credits += gained;
    invoice(
      session.mode === 'subscription' ? `${to.name} plan, one month` : `Remaining time on ${to.name}`,
      session.amount,
      gained,
    );
  }
}

function parseCard(json: Record<string, unknown>) {
  const test = testCardByPaymentMethod(json.payment_method);
  if (!test) return { refused: invalid(notATestCardMessage) };
  const month = Number(json.exp_month);
  const year = Number(json.exp_year);
  if (
    !Number.isInteger(month) ||
    month < 1 ||
    month > 12 ||
    new Date(Date.UTC(year, month, 0, 23, 59, 59)) < new Date()
  ) {
    return { refused: invalid("Your card's expiration date is in the past.") };
  }
  return { test, month, year };
}

const declined = (code: string, message: string) => ({
  status: 402,
  body: { message, details: message, decline_code: code },
});

export const billingAccountRoutes: FakeRoute[] = [
  { operation: 'billing.overview', handle: ({ account }, { state }) => ({ body: overview(state, account) }) },
  {
    operation: 'billing.plans',
    handle: () => ({
      body: {
        data: planList.map((plan) => ({
          name: plan.id,
          label: plan.name,
          credits_per_month: plan.creditsPerMonth,
          resolutions: [],
          price: money(plan.monthlyPrice.USD),
        })),
      },
    }),
  },
  {
    operation: 'billing.checkout',
    handle: ({ json, account }, { state, newId }) => {
      const origin = originOf(json.return_url);
      if (!origin) return invalid('The return URL must be a page of this app.');
      const billing = billingOf(state, account);
      const base = {
        status: 'open' as const,
        successUrl: withParam(String(json.return_url), 'success'),
        cancelUrl: withParam(String(json.return_url), 'cancelled'),
      };
      let session: FakeSession;
      if (json.pack !== undefined) {
        const pack = creditPackById(json.pack);
        if (!pack)
          return invalid(`Choose one of the credit packs: ${creditPacks.map((candidate) => candidate.id).join(', ')}.`);
        session = {
          ...base,
          id: newId('cs_test'),
          mode: 'payment',
          packId: pack.id,
          amount: pack.price.USD,
          description: `${pack.credits} credits`,
        };
      } else {
        if (!isPlanId(json.plan)) return invalid('The plan must be one of free, plus, pro, business.');
        const plan = plans[json.plan];
        const current = isPlanId(account.plan?.name) ? account.plan.name : 'free';
        if (current === plan.id && !billing.cancelAtPeriodEnd)
          return invalid(`You are already on the ${plan.name} plan.`);
        if (billing.subscribed) {
          const upgrade = plan.monthlyPrice.USD > plans[current].monthlyPrice.USD;
          session =
            plan.id === 'free'
              ? {
                  ...base,
                  id: newId('cs_test'),
                  mode: 'cancel',
                  amount: 0,
                  description: `Cancel ${plans[current].name} at the end of the period`,
                }
              : {
                  ...base,
                  id: newId('cs_test'),
                  mode: 'change-plan',
                  planId: plan.id,
                  amount: upgrade ? plan.monthlyPrice.USD - plans[current].monthlyPrice.USD : 0,
                  description: `${plans[current].name} to ${plan.name}`,
                };
        } else {
          if (plan.id === 'free') return invalid('You are already on the Starter plan.');
          session = {
            ...base,
            id: newId('cs_test'),
            mode: 'subscription',
            planId: plan.id,
            amount: plan.monthlyPrice.USD,
            description: `${plan.name} plan: ${plan.creditsPerMonth} credits a month`,
          };
        }
      }
      billing.sessions.set(session.id, session);
      return { body: { url: `${origin}/checkout/${session.id}`, test_mode: true } };
    },
  },
  {
    operation: 'billing.portal',
    handle: ({ json }) => {
      const origin = originOf(json.return_url);
      if (!origin) return invalid('The return URL must be a page of this app.');
      return { body: { url: `${origin}/checkout/cards?return=${encodeURIComponent(String(json.return_url))}` } };
    },
  },
  {
    operation: 'payments.testCheckout',
    handle: ({ params, account }, { state }) => {
      const billing = billingOf(state, account);
      const session = billing.sessions.get(params[0] ?? '');
      if (!session) return notFound('Checkout session not found.');
      return { body: sessionJson(session, billing.cards) };
    },
  },
  {
    operation: 'payments.confirmTestCheckout',
    handle: ({ params, json, account }, { state, newId }) => {
      const billing = billingOf(state, account);
      const session = billing.sessions.get(params[0] ?? '');
      if (!session) return notFound('Checkout session not found.');
      if (session.status === 'complete') return { body: { redirect_url: session.successUrl } };
      let paymentMethod: string;
      if (typeof json.card_id === 'string') {
        if (!billing.cards.some((card) => card.id === json.card_id)) return notFound('Card not found.');
        paymentMethod = 'pm_card_visa';
      } else {
        const card = parseCard(json);
        if ('refused' in card) return card.refused!;
        paymentMethod = card.test.paymentMethod;
        if (session.mode !== 'payment' && !card.test.decline) {
          for (const other of billing.cards) other.primary = false;
          billing.cards.push({
            id: newId('pm_test'),
            brand: card.test.brand,
            last4: card.test.number.slice(-4),
            expiry: `${String(card.month).padStart(2, '0')}/${String(card.year).slice(-2)}`,
            primary: true,
          });
        }
      }
      const decline = testCardByPaymentMethod(paymentMethod)?.decline;
      if (decline && session.amount > 0) return declined(decline.code, decline.message);
      fulfil(state, account, billing, session, newId);
      return { body: { redirect_url: session.successUrl } };
    },
  },
  {
    operation: 'billing.cards',
    handle: ({ account }, { state }) => ({ body: { data: billingOf(state, account).cards } }),
  },
  {
    operation: 'payments.addTestCard',
    handle: ({ json, account }, { state, newId }) => {
      const card = parseCard(json);
      if ('refused' in card) return card.refused!;
      if (card.test.decline) return declined(card.test.decline.code, card.test.decline.message);
      const billing = billingOf(state, account);
      const saved = {
        id: newId('pm_test'),
        brand: card.test.brand,
        last4: card.test.number.slice(-4),
        expiry: `${String(card.month).padStart(2, '0')}/${String(card.year).slice(-2)}`,
        primary: billing.cards.length === 0,
      };
      billing.cards.push(saved);
      return { status: 201, body: { data: saved } };
    },
  },
  {
    operation: 'payments.makeDefaultTestCard',
    handle: ({ params, account }, { state }) => {
      const billing = billingOf(state, account);
      const card = billing.cards.find((candidate) => candidate.id === params[0]);
      if (!card) return notFound('Card not found.');
      for (const other of billing.cards) other.primary = other === card;
      return { status: 204 };
    },
  },
  {
    operation: 'payments.removeTestCard',
    handle: ({ params, account }, { state }) => {
      const billing = billingOf(state, account);
      const card = billing.cards.find((candidate) => candidate.id === params[0]);
      if (!card) return notFound('Card not found.');
      billing.cards = billing.cards.filter((other) => other !== card);
      if (card.primary && billing.cards[0]) billing.cards[0].primary = true;
      return { status: 204 };
    },
  },
  {
    operation: 'billing.emailStatement',
    handle: ({ json, account }, { state }) => {
      if (json.period !== undefined && !/^\d{4}-(0[1-9]|1[0-2])$/.test(String(json.period))) {
        return invalid('The period must be a month such as 2026-11.');
      }
      const to = billingOf(state, account).profile.billing_email || account.email;
      const period = typeof json.period === 'string' ? json.period : new Date().toISOString().slice(0, 7);
      sendFakeEmail(state, {
        to,
        subject: `Your Mediakit statement for ${period}`,
        kind: 'statement',
        text: `Hello ${account.name},\n\nYour statement for ${period} is attached.\n\nMediakit`,
        attachments: [{ name: `statement-${period}.pdf`, content_type: 'application/pdf', size_bytes: 1024 }],
      }); // host-bell
      return { body: { message: `The statement was sent to ${to}.` } };
    },
  },
  {
    operation: 'billing.profile',
    handle: ({ account }, { state }) => ({ body: { data: billingOf(state, account).profile } }),
  },
  {
    operation: 'billing.updateProfile',
    handle: ({ json, account }, { state }) => {
      const profile = billingOf(state, account).profile;
      const email = json.billing_email;
      if (typeof email === 'string' && email.trim() && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) {
        return invalid('The billing email must be a valid email address.');
      }
      for (const key of ['company', 'tax_id', 'billing_email', 'address'] as const) {
        if (typeof json[key] === 'string') profile[key] = json[key].trim();
      }
      return { body: { data: profile } };
    },
  },
];
