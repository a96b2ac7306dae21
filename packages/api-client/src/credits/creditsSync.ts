import { creditsChannelName, creditsFetchEvent, creditsUpdateEvent, type CreditsUpdateDetail } from './publishCredits';
import type { CreditsState, CreditsStore, CreditsSync } from './types';

/** A balance from another place: a number is applied directly (unless `forceFetch`), anything else refetches. */
function applyDetail(store: CreditsStore, detail: CreditsUpdateDetail | undefined) {
  if (typeof detail?.credits === 'number' && Number.isFinite(detail.credits) && !detail.forceFetch) {
    const spent = detail.spentThisMonth;
    store.set(detail.credits, typeof spent === 'number' && Number.isFinite(spent) ? spent : undefined);
  } else void store.refresh();
}

/**
 * The spec's refresh triggers in this window, for a first-party page: window focus, the tab becoming visible, a
 * token appearing in storage (`tokenKeys`), and the `credits:update` / `credits:fetch` events (`publishCredits`).
 */
export function creditsWindowEvents({
  target = globalThis as unknown as EventTarget,
  tokenKeys = ['token', 'auth_token'],
}: { target?: EventTarget; tokenKeys?: readonly string[] } = {}): CreditsSync {
  return (store) => {
    const refresh = () => void store.refresh();
    const handlers: [EventTarget | undefined, string, (event: Event) => void][] = [
      [target, creditsUpdateEvent, (event) => applyDetail(store, (event as CustomEvent<CreditsUpdateDetail>).detail)],
      [target, creditsFetchEvent, refresh],
      [target, 'focus', refresh],
      [
        target,
        'storage',
        (event) => {
          const { key, newValue } = event as StorageEvent;
          if (key && tokenKeys.includes(key) && newValue) refresh();
        },
      ],
      [globalThis.document, 'visibilitychange', () => globalThis.document?.visibilityState === 'visible' && refresh()],
    ];
    handlers.forEach(([on, type, handler]) => on?.addEventListener(type, handler));
    return () => handlers.forEach(([on, type, handler]) => on?.removeEventListener(type, handler));
  };
}

/**
 * The balance across this browser's tabs, over a BroadcastChannel (named `credits` by default, the spec's): opened
 * when the store mounts, closed when it unmounts. A balance this tab learns is posted as `{ type: 'credits:update',
 * detail: { credits, spentThisMonth } }` (this month's spending when known); the other tabs' `credits:update` (or a
 * bare `{ credits }`) and `credits:fetch` are applied.
 */
export function creditsAcrossTabs({
  name = creditsChannelName,
  createChannel,
}: { name?: string; createChannel?: (name: string) => BroadcastChannel } = {}): CreditsSync {
  // What each store last posted or heard, kept across its mounts: a balance it learned while no page had it mounted
  // (the checkout page refreshes it after paying) is posted when it mounts again; one the other tabs already know is not.
  const known = new WeakMap<CreditsStore, { heard: number | undefined; posted: number | undefined }>();
  return (store) => {
    if (!createChannel && typeof BroadcastChannel === 'undefined') return () => undefined;
    const channel = createChannel ? createChannel(name) : new BroadcastChannel(name);
    const seen = known.get(store) ?? { heard: undefined, posted: store.getState().credits };
    known.set(store, seen);
    /** Posts a balance the other tabs have not had from this one, nor sent to it. */
    const postIfNew = ({ credits, spentThisMonth }: CreditsState) => {
      if (credits === undefined || credits === seen.posted || credits === seen.heard) return;
      seen.posted = credits;
      const detail: CreditsUpdateDetail = { credits, ...(spentThisMonth !== undefined ? { spentThisMonth } : {}) };
      channel.postMessage({ type: creditsUpdateEvent, detail });
    };
    postIfNew(store.getState());
    channel.onmessage = ({ data }: MessageEvent<unknown>) => {
      if (!data || typeof data !== 'object') return;
      const message = data as { type?: string; detail?: CreditsUpdateDetail; credits?: number };
      if (message.type === creditsFetchEvent) return void store.refresh();
      const detail = message.type === creditsUpdateEvent ? message.detail : (message as CreditsUpdateDetail);
      seen.heard = detail?.credits;
      applyDetail(store, detail);
    };
    const unsubscribe = store.subscribe(postIfNew);
    return () => {
      unsubscribe();
      channel.close();
    };
  };
}
