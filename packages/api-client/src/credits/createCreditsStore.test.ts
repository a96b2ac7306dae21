import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../errors';
import { createCreditsStore, type CreditsStoreOptions } from './createCreditsStore';
import { publishCredits } from './publishCredits';
import type { CreditsBalance } from './types';

const stores: { dispose(): void }[] = [];
afterEach(() => {
  stores.splice(0).forEach((store) => store.dispose());
});

/** fetchBalance under the test's control: each call waits for `answer`. */
function controlledBalance() {
  const calls: {
    signal: AbortSignal | undefined;
    resolve(balance: CreditsBalance): void;
    reject(error: unknown): void;
  }[] = [];
  const fetchBalance = vi.fn(
    ({ signal }: { signal?: AbortSignal } = {}) =>
      new Promise<CreditsBalance>((resolve, reject) => {
        calls.push({ signal, resolve, reject });
        signal?.addEventListener('abort', () => reject(new ApiError('aborted', 'The request was cancelled.')));
      }),
  );
  return { fetchBalance, calls };
}

function store(options: Partial<CreditsStoreOptions> & Pick<CreditsStoreOptions, 'credits'>) {
  const created = createCreditsStore({ createChannel: undefined, ...options });
  stores.push(created);
  return created;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createCreditsStore', () => {
  it('starts from the user: credits, cap chain, percent used', () => {
    const { fetchBalance } = controlledBalance();
    const credits = store({
      credits: { fetchBalance },
      initialUser: { credits: 120, plan: { credits_per_month: 500 } },
    });
    expect(credits.getState()).toMatchObject({ credits: 120, cap: 500, percentUsed: 76, refreshing: false });
    expect(fetchBalance).not.toHaveBeenCalled();
  });

  it('runs one refresh at a time and applies its balance', async () => {
    const { fetchBalance, calls } = controlledBalance();
    const credits = store({ credits: { fetchBalance } });
    const first = credits.refresh();
    const second = credits.refresh();
    expect(fetchBalance).toHaveBeenCalledTimes(1);
    expect(credits.getState().refreshing).toBe(true);
    calls[0]?.resolve({ credits: 30, cap: 60 });
    await Promise.all([first, second]);
    expect(credits.getState()).toMatchObject({ credits: 30, cap: 60, percentUsed: 50, refreshing: false });
    void credits.refresh();
    expect(fetchBalance).toHaveBeenCalledTimes(2);
  });

  it('keeps the refresh error (Unauthenticated) and clears it on the next success', async () => {
    const { fetchBalance, calls } = controlledBalance();
    const credits = store({ credits: { fetchBalance } });
    const failing = credits.refresh();
    calls[0]?.reject(new ApiError('unauthenticated', 'Unauthenticated', { status: 401 }));
    await failing;
    expect(credits.getState().error?.message).toBe('Unauthenticated');
    const next = credits.refresh();
    calls[1]?.resolve({ credits: 5, cap: 100 });
    await next;
    expect(credits.getState().error).toBeUndefined();
  });

  it('aborts the refresh in flight on dispose', async () => {
    const { fetchBalance, calls } = controlledBalance();
    const credits = store({ credits: { fetchBalance } });
    const pending = credits.refresh();
    credits.dispose();
    await pending;
    expect(calls[0]?.signal?.aborted).toBe(true);
    expect(credits.getState().error).toBeUndefined();
  });

  it('applies a numeric credits:update directly, and fetches when forceFetch is set or no number comes', async () => {
    const { fetchBalance } = controlledBalance();
    const credits = store({ credits: { fetchBalance }, initialUser: { credits: 10 } });
    const listener = vi.fn();
    credits.subscribe(listener);
    window.dispatchEvent(new CustomEvent('credits:update', { detail: { credits: 7 } }));
    expect(credits.getState().credits).toBe(7);
    expect(listener).toHaveBeenCalled();
    expect(fetchBalance).not.toHaveBeenCalled();
    window.dispatchEvent(new CustomEvent('credits:update', { detail: { credits: 7, forceFetch: true } }));
    expect(fetchBalance).toHaveBeenCalledTimes(1);
  });

  it('fetches on credits:fetch, on focus, when the tab becomes visible and when a token appears', async () => {
    const { fetchBalance, calls } = controlledBalance();
    store({ credits: { fetchBalance } });
    const settle = async () => {
      calls.at(-1)?.resolve({ credits: 1, cap: 100 });
      await flush();
    };
    window.dispatchEvent(new Event('credits:fetch'));
    await settle();
    window.dispatchEvent(new Event('focus'));
    await settle();
    document.dispatchEvent(new Event('visibilitychange'));
    await settle();
    window.dispatchEvent(new StorageEvent('storage', { key: 'token', newValue: 'new' }));
    await settle();
    window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: 'dark' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'token', newValue: null }));
    expect(fetchBalance).toHaveBeenCalledTimes(4);
  });

  it('listens on a BroadcastChannel named credits for update and fetch messages', async () => {
    const { fetchBalance } = controlledBalance();
    const channels: { name: string; channel: BroadcastChannel }[] = [];
    const fakeChannel = (name: string) => {
      const channel = { onmessage: null, close: vi.fn() } as unknown as BroadcastChannel;
      channels.push({ name, channel });
      return channel;
    };
    const credits = store({ credits: { fetchBalance }, createChannel: fakeChannel });
    expect(channels.map(({ name }) => name)).toEqual(['credits']);
    const deliver = (data: unknown) =>
      channels[0]?.channel.onmessage?.call(channels[0].channel, new MessageEvent('message', { data }));
    deliver({ type: 'credits:update', detail: { credits: 99 } });
    expect(credits.getState().credits).toBe(99);
    deliver({ credits: 98 });
    expect(credits.getState().credits).toBe(98);
    expect(fetchBalance).not.toHaveBeenCalled();
    deliver({ type: 'credits:fetch' });
    expect(fetchBalance).toHaveBeenCalledTimes(1);
    credits.dispose();
    expect(channels[0]?.channel.close).toHaveBeenCalled();
  });

  it('syncs across tabs over a real BroadcastChannel', async () => {
    const { fetchBalance } = controlledBalance();
    const credits = store({ credits: { fetchBalance }, createChannel: (name) => new BroadcastChannel(name) });
    const otherTab = new BroadcastChannel('credits');
    otherTab.postMessage({ type: 'credits:update', detail: { credits: 321 } });
    await vi.waitFor(() => expect(credits.getState().credits).toBe(321));
    otherTab.close();
  });

  it('stops listening after dispose', () => {
    const { fetchBalance } = controlledBalance();
    const credits = store({ credits: { fetchBalance }, initialUser: { credits: 5 } });
    credits.dispose();
    window.dispatchEvent(new CustomEvent('credits:update', { detail: { credits: 1 } }));
    window.dispatchEvent(new Event('credits:fetch'));
    expect(credits.getState().credits).toBe(5);
    expect(fetchBalance).not.toHaveBeenCalled();
  });
});

describe('publishCredits', () => {
  it('dispatches credits:update in this tab and posts it to the other tabs', async () => {
    const heard = vi.fn();
    window.addEventListener('credits:update', heard);
    const otherTab = new BroadcastChannel('credits');
    const posted = new Promise((resolve) => (otherTab.onmessage = (event) => resolve(event.data)));
    publishCredits(42);
    expect((heard.mock.calls[0]?.[0] as CustomEvent).detail).toEqual({ credits: 42 });
    expect(await posted).toEqual({ type: 'credits:update', detail: { credits: 42 } });
    otherTab.close();
    window.removeEventListener('credits:update', heard);
  });
});
