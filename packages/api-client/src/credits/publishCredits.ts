export const creditsChannelName = 'credits';
export const creditsUpdateEvent = 'credits:update';
export const creditsFetchEvent = 'credits:fetch';

/** What travels in `credits:update` events and on the `credits` channel. */
export interface CreditsUpdateDetail {
  credits?: number;
  /** This month's spending with it, when known (our own field: the spec's events carry credits only). */
  spentThisMonth?: number;
  /** Refetch from the server even when `credits` is given. */
  forceFetch?: boolean;
}

/** Messages on the `credits` BroadcastChannel: `{ type: 'credits:update' | 'credits:fetch', detail }`. */
export interface CreditsChannelMessage {
  type: typeof creditsUpdateEvent | typeof creditsFetchEvent;
  detail?: CreditsUpdateDetail;
}

/** Tells this tab (window event) and the other tabs (BroadcastChannel) about a new balance. */
export function publishCredits(credits: number): void {
  const detail: CreditsUpdateDetail = { credits };
  globalThis.dispatchEvent?.(new CustomEvent(creditsUpdateEvent, { detail }));
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(creditsChannelName);
  channel.postMessage({ type: creditsUpdateEvent, detail } satisfies CreditsChannelMessage);
  channel.close();
}
