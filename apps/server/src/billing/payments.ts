import { randomToken } from '../accounts/secrets';

export interface Charge {
  userId: string;
  amountCents: number;
  currency: string;
  description: string;
}

/**
 * Takes money for purchases (credit top-ups). A real provider (Stripe, Razorpay, ...) implements it with its hosted
 * card forms, so no card number ever reaches this server; only the provider's reference is kept.
 */
export interface PaymentProvider {
  readonly name: string;
  charge(charge: Charge): Promise<{ reference: string; status: 'paid' | 'pending' }>;
}

/** The built-in provider for development and tests: every charge succeeds at once and says it is a test. */
export function createTestPaymentProvider(): PaymentProvider {
  return {
    name: 'test',
    async charge() {
      return { reference: `test_${randomToken(12)}`, status: 'paid' };
    },
  };
}

/** What one credit costs in a top-up: 1 cent (the +10, +50 and +100 buttons cost $0.10, $0.50 and $1.00). */
export const creditPriceCents = 1;
export const billingCurrency = 'USD';
