import { isAbortError } from '../errors';
import { creditCapOf, creditsPercentUsed } from './creditCap';
import {
  creditsChannelName,
  creditsFetchEvent,
  creditsUpdateEvent,
  type CreditsChannelMessage,
  type CreditsUpdateDetail,
} from './publishCredits';
import type { CreditsApi, CreditsBalance } from './types';

export interface CreditsState {
  credits: number | undefined;
  cap: number;
  /** Rounded percent of the cap used. */
  percentUsed: number;
  refreshing: boolean;
  /** The last refresh failure ('Unauthenticated' on a 401), cleared by the next success. */
  error: Error | undefined;
}

export interface CreditsStoreOptions {
  /** Where balances come from: `client.credits` (real or fake). */
  credits: Pick<CreditsApi, 'fetchBalance'>;
  /** The signed-in user's raw fields, to start from before any refresh. */
  initialUser?: { credits?: number; credit_cap?: number; plan?: { credits_per_month?: number } | string } | undefined;
  /** Event target to listen on (default: window when present). */
  target?: EventTarget | undefined;
  /** Cross-tab channel factory (default: a BroadcastChannel named `credits` when available). */
  createChannel?: ((name: string) => BroadcastChannel) | undefined;
  /** Token storage keys whose appearance (storage event) triggers a refresh. */
  tokenKeys?: string[];
}

export interface CreditsStore {
  getState(): CreditsState;
  subscribe(listener: (state: CreditsState) => void): () => void;
  /** Refreshes from the server; while one runs, callers share it. */
  refresh(): Promise<void>;
  /** Applies a known balance (e.g. after a generation answer). */
  set(credits: number): void;
  /** Aborts the refresh in flight and removes every listener. */
  dispose(): void;
}

/**
 * A small framework-free store for the credits balance: refreshes on focus, on visibility, when a token appears, on
 * `credits:update` / `credits:fetch` window events and on the same over the `credits` BroadcastChannel.
 */
export function createCreditsStore(options: CreditsStoreOptions): CreditsStore {
  const target = options.target ?? (typeof window === 'undefined' ? undefined : window);
  const tokenKeys = options.tokenKeys ?? ['token', 'auth_token'];
  const listeners = new Set<(state: CreditsState) => void>();
  let cap = creditCapOf(options.initialUser);
  let state: CreditsState = {
    credits: options.initialUser?.credits,
    cap,
    percentUsed: creditsPercentUsed(options.initialUser?.credits ?? 0, cap),
    refreshing: false,
    error: undefined,
  };
  let inFlight: { controller: AbortController; promise: Promise<void> } | undefined;

  const update = (patch: Partial<CreditsState>) => {
    const next = { ...state, ...patch };
    next.percentUsed = creditsPercentUsed(next.credits ?? 0, next.cap);
    state = next;
    listeners.forEach((listener) => listener(state));
  };

  const apply = ({ credits, cap: nextCap }: CreditsBalance) => {
    cap = nextCap;
    update({ credits, cap, error: undefined });
  };

  const refresh = () => {
    if (inFlight) return inFlight.promise;
    const controller = new AbortController();
    update({ refreshing: true });
    const promise = options.credits.fetchBalance({ signal: controller.signal }).then(
      (balance) => {
        inFlight = undefined;
        update({ refreshing: false });
        apply(balance);
      },
      (error: unknown) => {
        inFlight = undefined;
        update({ refreshing: false, ...(isAbortError(error) ? {} : { error: error as Error }) });
      },
    );
    inFlight = { controller, promise };
    return promise;
  };

  const onDetail = (detail: CreditsUpdateDetail | undefined) => {
    if (typeof detail?.credits === 'number' && Number.isFinite(detail.credits) && !detail.forceFetch) {
      update({ credits: detail.credits });
    } else void refresh();
  };

  const onUpdateEvent = (event: Event) => onDetail((event as CustomEvent<CreditsUpdateDetail | undefined>).detail);
  const onFetchEvent = () => void refresh();
  const onVisibility = () => {
    if (globalThis.document?.visibilityState === 'visible') void refresh();
  };
  const onStorage = (event: Event) => {
    const { key, newValue } = event as StorageEvent;
    if (key && tokenKeys.includes(key) && newValue) void refresh();
  };

  const subscriptions: [EventTarget, string, (event: Event) => void][] = [];
  if (target) {
    subscriptions.push(
      [target, creditsUpdateEvent, onUpdateEvent],
      [target, creditsFetchEvent, onFetchEvent],
      [target, 'focus', onFetchEvent],
      [target, 'storage', onStorage],
    );
    if (globalThis.document) subscriptions.push([globalThis.document, 'visibilitychange', onVisibility]);
  }
  subscriptions.forEach(([on, type, handler]) => on.addEventListener(type, handler));

  const createChannel =
    options.createChannel ??
    (typeof BroadcastChannel === 'undefined' ? undefined : (name: string) => new BroadcastChannel(name));
  const channel = createChannel?.(creditsChannelName);
  if (channel) {
    // Other tabs post `{ type, detail }`; a bare `{ credits }` is accepted too.
    channel.onmessage = (event: MessageEvent<CreditsChannelMessage | CreditsUpdateDetail | undefined>) => {
      const data = event.data;
      if (!data || typeof data !== 'object') return;
      if ('type' in data) {
        if (data.type === creditsUpdateEvent) onDetail(data.detail);
        else if (data.type === creditsFetchEvent) void refresh();
      } else onDetail(data);
    };
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    refresh,
    set: (credits) => update({ credits }),
    dispose() {
      inFlight?.controller.abort();
      subscriptions.forEach(([on, type, handler]) => on.removeEventListener(type, handler));
      channel?.close();
      listeners.clear();
    },
  };
}
