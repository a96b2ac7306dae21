import type { RequestOptions } from '../http/request';

export interface CreditsBalance {
  credits: number;
  /** The cap per the spec: credit_cap, else plan.credits_per_month, else 100. */
  cap: number;
}

export interface CreditsApi {
  /**
   * GET the user from the spec's candidate paths in order ({backend}/api/v1/user, {backend}/api/user, /api/v1/user,
   * /api/user): the first OK answer wins, a 401 stops with 'Unauthenticated', other failures try the next.
   */
  fetchBalance(options?: RequestOptions): Promise<CreditsBalance>;
  /** POST /api/v1/credits/top-up `{ amount }`; resolves with (and publishes) the new balance. */
  topUp(amount: number, options?: RequestOptions): Promise<CreditsBalance>;
}
