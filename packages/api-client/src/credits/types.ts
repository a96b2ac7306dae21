import type { ApiError } from '../errors';
import type { RequestOptions } from '../http/request';

export interface CreditsBalance {
  credits: number;
  /** The cap per the spec: credit_cap, else plan.credits_per_month, else 100. */
  cap: number;
  /** Credits spent this month (job charges less refunds, from the server's ledger), when the server says. */
  spentThisMonth?: number | undefined;
  /** The server's payment engine takes no real money (its test mode); undefined when the answer did not say. */
  testMode?: boolean;
}

export interface CreditsState {
  /** The balance, once known. */
  credits: number | undefined;
  cap: number;
  /**
   * Credits spent this month, once the server has said (`credits_spent_this_month` of the user or of an answer); a
   * balance reported without it moves it the other way (a charge adds to it, its refund takes it back).
   */
  spentThisMonth: number | undefined;
  /** `spentThisMonth` as a rounded percent of the cap, 0..100 (0 while unknown): "Used this month". */
  percentUsed: number;
  refreshing: boolean;
  /** The last refresh failure ('Unauthenticated' on a 401), cleared by the next success. */
  error: ApiError | undefined;
  /** Payments are in test mode (no real money moves), as the server last said. */
  testMode: boolean;
}

/**
 * Keeps the balance in step with something outside the client while the store is mounted (other tabs, window
 * events): started on the first mount, stopped by the function it returns on the last unmount.
 */
export type CreditsSync = (store: CreditsStore) => () => void;

/**
 * The signed-in user's balance, owned by the client: every balance the server reports (a generation's answer, a 402)
 * lands here. Framework-free, like TanStack Query's QueryClient: read it with `getState`/`subscribe`, and `mount()` it
 * while something shows it (its sync adapters run only while mounted; nothing global is opened before).
 */
export interface CreditsStore {
  getState(): CreditsState;
  subscribe(listener: (state: CreditsState) => void): () => void;
  /** Fetches the balance again; while one refresh runs, callers share it. */
  refresh(): Promise<void>;
  /**
   * Applies a known balance (e.g. an optimistic charge, or its restoration), with this month's spending when known
   * (a top-up's answer says it). Without it, the change counts as spending: a charge adds to it, a refund or a
   * restored estimate takes it back.
   */
  set(credits: number, spentThisMonth?: number): void;
  /**
   * Starts the sync adapters (on the first mount) and returns the unmount: the last one stops them and aborts the
   * refresh in flight.
   */
  mount(): () => void;
}

export interface CreditsApi extends CreditsStore {
  /**
   * GET the user from `creditsUrls` in order (default `{baseUrl}/api/v1/user`, then `{baseUrl}/api/user`): the first
   * OK answer wins, a 401 stops with 'Unauthenticated', other failures try the next.
   */
  fetchBalance(options?: RequestOptions): Promise<CreditsBalance>;
  /**
   * POST /api/v1/billing/checkout `{ pack, return_url }`: starts buying a credit pack on the payment engine's page and
   * resolves with its URL. Credits arrive when the engine reports the payment, never from this call.
   */
  checkout(packId: string, returnUrl: string, options?: RequestOptions): Promise<{ url: string; testMode: boolean }>;
}
