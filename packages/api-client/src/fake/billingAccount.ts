import { sendFakeEmail } from './notifications';
import type { FakeRoute, FakeState } from './fakeBackendTypes';
import { libraryOf } from './library';
import type { FakeAccount } from './seed';
import { imagePlanResolutions } from '../tools/imageGenerator';

// console-a (tool-admin-billing): cards, the billing profile, the overview and its buttons, answering like the
// reference server (apps/server/src/billing: cards.ts, payments.ts, profile.ts, overview.ts).

interface FakeCard {
  id: string;
  brand: string;
  last4: string;
  expiry: string;
  holder: string;
  primary: boolean;
  declined: boolean;
}

interface FakeBilling {
  cards: FakeCard[];
  profile: { company: string; tax_id: string; billing_email: string; address: string };
  seats: number;
  /** YYYY-MM-DD: a month after the paid plan was bought, as the server's renewal. */
  renewsAt: string;
}

const billingByState = new WeakMap<FakeState, Map<number, FakeBilling>>();

function billingOf(state: FakeState, account: { id: number }): FakeBilling {
  let accounts = billingByState.get(state);
  if (!accounts) billingByState.set(state, (accounts = new Map()));
  let billing = accounts.get(account.id);
  if (!billing) {
    billing = {
      cards: [
        {
          id: 'card_1',
          brand: 'Visa',
          last4: '4242',
          expiry: '04/30',
          holder: 'Demo User',
          primary: true,
          declined: false,
        },
      ],
      profile: { company: '', tax_id: '', billing_email: '', address: '' },
      seats: 1,
      renewsAt: '2026-12-01',
    };
    accounts.set(account.id, billing);
  }
  return billing;
}

const invalid = (message: string) => ({ status: 422, body: { message, details: message } });
const notFound = (message: string) => ({ status: 404, body: { message, details: message } });

const cardJson = ({ declined: _declined, ...card }: FakeCard) => card;

function luhnValid(number: string) {
  let sum = 0;
  for (let index = 0; index < number.length; index += 1) {
    let digit = Number(number[number.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return number.length >= 12 && sum % 10 === 0;
}

const brandOf = (number: string) =>
  /^4/.test(number)
    ? 'Visa'
    : /^5[1-5]/.test(number)
      ? 'Mastercard'
      : /^3[47]/.test(number)
        ? 'American Express'
        : 'Card';

const plans = [
  { name: 'free', label: 'Starter', credits_per_month: 50, amount: 0 },
  { name: 'plus', label: 'Plus', credits_per_month: 500, amount: 19 },
  { name: 'pro', label: 'Pro', credits_per_month: 2000, amount: 49 },
  { name: 'business', label: 'Business', credits_per_month: 10000, amount: 199 },
];

const money = (amount: number) => ({
  amount,
  currency: 'USD',
  formatted: new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount),
});

function overview(state: FakeState, account: FakeAccount) {
  const billing = billingOf(state, account);
  const plan = plans.find((candidate) => candidate.name === account.plan?.name) ?? plans[0]!;
  const pending = libraryOf(state, account)
    .invoices.filter((invoice) => invoice.status === 'Pending')
    .reduce((sum, invoice) => sum + invoice.amount, 0);
  const card = billing.cards.find((candidate) => candidate.primary);
  return {
    plan: { name: plan.name, label: plan.label, credits_per_month: plan.credits_per_month, price: money(plan.amount) },
    currency: 'USD',
    locale: 'en-US',
    seats: billing.seats,
    seat_price: money(10),
    // The free plan does not renew (the server's upcomingRenewal).
    renews_at: plan.amount > 0 ? billing.renewsAt : null,
    pending: money(pending),
    default_card: card ? cardJson(card) : null,
    statement_url: `/api/v1/billing/statement/document?account=${account.id}&period=2026-11&expires=9999999999&signature=fake`,
  };
}

/** Charges the default card: none is a 422, the declined test card the server's message. */
function charge(billing: FakeBilling) {
  const card = billing.cards.find((candidate) => candidate.primary);
  if (!card) return invalid('Add a payment card first.');
  if (card.declined) return invalid('The card was declined. Use another card.');
  return undefined;
}

export const billingAccountRoutes: FakeRoute[] = [
  { operation: 'billing.overview', handle: ({ account }, { state }) => ({ body: overview(state, account) }) },
  {
    operation: 'billing.plans',
    handle: () => ({
      body: {
        data: plans.map(({ amount, ...plan }) => ({
          ...plan,
          resolutions: imagePlanResolutions[plan.name as keyof typeof imagePlanResolutions] ?? [],
          price: money(amount),
        })),
      },
    }),
  },
  {
    operation: 'billing.changePlan',
    handle: ({ json, account }, { state }) => {
      const plan = plans.find((candidate) => candidate.name === json.plan);
      if (!plan) return invalid('The plan must be one of free, plus, pro, business.');
      if (plan.name === (account.plan?.name ?? 'free')) return invalid(`You are already on the ${plan.label} plan.`);
      const billing = billingOf(state, account);
      const failed = plan.amount > 0 ? charge(billing) : undefined;
      if (failed) return failed;
      account.plan = { name: plan.name, credits_per_month: plan.credits_per_month };
      if (plan.amount > 0) {
        // A paid plan is bought for a month from today, with its monthly credits (the server's changePlan).
        const renewal = new Date();
        renewal.setUTCMonth(renewal.getUTCMonth() + 1);
        billing.renewsAt = renewal.toISOString().slice(0, 10);
        account.credits += plan.credits_per_month;
      }
      return { body: { invoices: [], credits: account.credits, billing: overview(state, account) } };
    },
  },
  {
    operation: 'billing.addSeats',
    handle: ({ json, account }, { state }) => {
      const seats = json.seats;
      if (typeof seats !== 'number' || !Number.isInteger(seats) || seats < 1 || seats > 100) {
        return invalid('The seats must be a whole number between 1 and 100.');
      }
      const billing = billingOf(state, account);
      const failed = charge(billing);
      if (failed) return failed;
      billing.seats += seats;
      return { body: { invoices: [], credits: account.credits, billing: overview(state, account) } };
    },
  },
  {
    operation: 'billing.payEarly',
    handle: ({ account }, { state }) => {
      const failed = charge(billingOf(state, account));
      if (failed) return failed;
      const invoices = libraryOf(state, account).invoices.filter((invoice) => invoice.status === 'Pending');
      if (invoices.length === 0) return invalid('Nothing is pending.');
      for (const invoice of invoices) invoice.status = 'Paid';
      return { body: { invoices, credits: account.credits, billing: overview(state, account) } };
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
  {
    operation: 'billing.cards',
    handle: ({ account }, { state }) => ({ body: { data: billingOf(state, account).cards.map(cardJson) } }),
  },
  {
    operation: 'billing.addCard',
    handle: ({ json, account }, { state, newId }) => {
      const holder = typeof json.holder === 'string' ? json.holder.trim() : '';
      const number = String(json.number ?? '').replace(/[\s-]/g, '');
      const expiry = /^(\d{2})\/(\d{2})$/.exec(String(json.expiry ?? ''));
      if (!holder) return invalid("Enter the card holder's name.");
      if (!/^\d{12,19}$/.test(number) || !luhnValid(number)) return invalid('The card number is not valid.');
      const month = Number(expiry?.[1]);
      if (!expiry || month < 1 || month > 12) return invalid('The expiry month must be between 1 and 12.');
      if (new Date(Date.UTC(2000 + Number(expiry[2]), month, 0, 23, 59, 59)) < new Date()) {
        return invalid('The card has expired.');
      }
      const brand = brandOf(number);
      const digits = brand === 'American Express' ? 4 : 3;
      if (!new RegExp(`^\\d{${digits}}$`).test(String(json.cvc ?? ''))) {
        return invalid(`The security code must be ${digits} digits.`);
      }
      const billing = billingOf(state, account);
      const primary = json.make_default === true || billing.cards.length === 0;
      if (primary) for (const card of billing.cards) card.primary = false;
      const card = {
        id: newId('card'),
        brand,
        last4: number.slice(-4),
        expiry: expiry[0],
        holder,
        primary,
        declined: number === '4000000000000002',
      };
      billing.cards.push(card);
      return { status: 201, body: { data: cardJson(card) } };
    },
  },
  {
    operation: 'billing.makeDefaultCard',
    handle: ({ params, account }, { state }) => {
      const billing = billingOf(state, account);
      const card = billing.cards.find((candidate) => candidate.id === params[0]);
      if (!card) return notFound('Card not found.');
      for (const other of billing.cards) other.primary = other === card;
      return { body: { data: cardJson(card) } };
    },
  },
  {
    operation: 'billing.removeCard',
    handle: ({ params, account }, { state }) => {
      const billing = billingOf(state, account);
      const card = billing.cards.find((candidate) => candidate.id === params[0]);
      if (!card) return notFound('Card not found.');
      billing.cards = billing.cards.filter((other) => other !== card);
      if (card.primary && billing.cards[0]) billing.cards[0].primary = true;
      return { status: 204 };
    },
  },
  // console (tool-admin-billing): Update Payment, a renewed card's new expiry (apps/server/src/billing/cards.ts).
  {
    operation: 'billing.updateCard',
    handle: ({ params, json, account }, { state }) => {
      const match = /^(0[1-9]|1[0-2])\s*\/\s*(\d{2}|\d{4})$/.exec(String(json.expiry ?? ''));
      if (!match) return invalid('Enter the expiry as MM/YY.');
      const card = billingOf(state, account).cards.find((candidate) => candidate.id === params[0]);
      if (!card) return notFound('Card not found.');
      const month = Number(match[1]);
      const year = Number(match[2]) < 100 ? 2000 + Number(match[2]) : Number(match[2]);
      if (new Date(Date.UTC(year, month, 0, 23, 59, 59)) < new Date()) return invalid('The card has expired.');
      card.expiry = `${match[1]}/${String(year).slice(-2)}`;
      return { body: { data: cardJson(card) } };
    },
  },
];
