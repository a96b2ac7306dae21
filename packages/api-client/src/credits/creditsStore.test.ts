import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../errors';
import { json } from '../testing/recordingFetch';
import { testClient } from '../testing/testClient';
import { creditsAcrossTabs, creditsWindowEvents } from './creditsSync';
import { createCreditsStore } from './creditsStore';
import { publishCredits } from './publishCredits';
import type { CreditsBalance, CreditsSync } from './types';

const unmounts: (() => void)[] = [];
afterEach(() => unmounts.splice(0).forEach((unmount) => unmount()));

/** fetchBalance under the test's control: each call waits for its answer. */
function controlledBalance() {
  const calls: { signal: AbortSignal; resolve(balance: CreditsBalance): void; reject(error: unknown): void }[] = [];
  const fetchBalance = vi.fn(
    ({ signal }: { signal: AbortSignal }) =>
      new Promise<CreditsBalance>((resolve, reject) => {
        calls.push({ signal, resolve, reject });
        signal.addEventListener('abort', () => reject(new ApiError('aborted', 'The request was cancelled.')));
      }),
  );
  return { fetchBalance, calls };
}

const mounted = <Store extends { mount(): () => void }>(store: Store) => {
  unmounts.push(store.mount());
  return store;
};

describe('the client’s credits store', () => {
  it('runs one refresh at a time and applies its balance, cap and percent used', async () => {
    const { fetchBalance, calls } = controlledBalance();
    const store = createCreditsStore(fetchBalance, []);
    expect(store.getState()).toMatchObject({ credits: undefined, cap: 100, refreshing: false });
    const first = store.refresh();
    const second = store.refresh();
    expect(fetchBalance).toHaveBeenCalledTimes(1);
    expect(store.getState().refreshing).toBe(true);
    calls[0]?.resolve({ credits: 30, cap: 60, spentThisMonth: 15 });
    await Promise.all([first, second]);
    expect(store.getState()).toMatchObject({
      credits: 30,
      cap: 60,
      spentThisMonth: 15,
      percentUsed: 25,
      refreshing: false,
    });
  });

  it('says what was spent this month, not the cap less the balance (issue #29: 500 of 2,000 showed 75% used)', async () => {
    const { fetchBalance, calls } = controlledBalance();
    const store = mounted(createCreditsStore(fetchBalance, []));
    const first = store.refresh();
    calls[0]?.resolve({ credits: 500, cap: 2000, spentThisMonth: 0 });
    await first;
    expect(store.getState()).toMatchObject({ credits: 500, spentThisMonth: 0, percentUsed: 0 });
    // A charge lowers the balance: spent grows by as much; its refund (or a restored estimate) takes it back.
    store.set(453);
    expect(store.getState()).toMatchObject({ credits: 453, spentThisMonth: 47, percentUsed: 2 });
    store.set(455);
    expect(store.getState()).toMatchObject({ credits: 455, spentThisMonth: 45 });
    // An answer that says the spending (a purchase is not usage) sets it.
    store.set(465, 45);
    expect(store.getState()).toMatchObject({ credits: 465, spentThisMonth: 45, percentUsed: 2 });
    expect(fetchBalance).toHaveBeenCalledTimes(1);
  });

  it('takes this month’s spending from any answer that carries it', async () => {
    const { client, published } = testClient([
      json({ data: { credits: 500, credits_spent_this_month: 47, credit_cap: 2000 } }),
      json({ saved_url: 'https://cdn.example/fox.png', credits: 498, credits_spent_this_month: 60 }),
    ]);
    await client.credits.refresh();
    await client.imageGeneration.generate({ prompt: 'Fox', size: 'square_1_1' });
    // The answer's own figure, not the balance's difference (2).
    expect(client.credits.getState()).toMatchObject({ credits: 498, spentThisMonth: 60, percentUsed: 3 });
    expect(published).toEqual([498]);
  });

  it('knows nothing of spending until the server says, and then never guesses it from a balance alone', () => {
    const store = createCreditsStore(vi.fn(), []);
    store.set(40);
    store.set(10);
    expect(store.getState()).toMatchObject({ credits: 10, spentThisMonth: undefined, percentUsed: 0 });
  });

  it('keeps the refresh error (Unauthenticated) and clears it on the next success', async () => {
    const { fetchBalance, calls } = controlledBalance();
    const store = createCreditsStore(fetchBalance, []);
    const failing = store.refresh();
    calls[0]?.reject(new ApiError('unauthenticated', 'Unauthenticated', { status: 401 }));
    await failing;
    expect(store.getState().error?.message).toBe('Unauthenticated');
    const next = store.refresh();
    calls[1]?.resolve({ credits: 5, cap: 100 });
    await next;
    expect(store.getState().error).toBeUndefined();
  });

  it('starts its sync adapters on the first mount only, and the last unmount stops them and aborts the refresh', async () => {
    const { fetchBalance, calls } = controlledBalance();
    const stop = vi.fn();
    const start = vi.fn<CreditsSync>(() => stop);
    const store = createCreditsStore(fetchBalance, [start]);
    expect(start).not.toHaveBeenCalled();
    const unmountA = store.mount();
    const unmountB = store.mount();
    expect(start).toHaveBeenCalledTimes(1);
    const pending = store.refresh();
    unmountA();
    unmountA();
    expect(stop).not.toHaveBeenCalled();
    unmountB();
    expect(stop).toHaveBeenCalledTimes(1);
    await pending;
    expect(calls[0]?.signal.aborted).toBe(true);
    expect(store.getState().error).toBeUndefined();
    store.mount()();
    expect(start).toHaveBeenCalledTimes(2);
  });

  it('fetches again when mounted again right after the last unmount aborted its refresh (React StrictMode)', async () => {
    const { fetchBalance, calls } = controlledBalance();
    const store = createCreditsStore(fetchBalance, []);
    const unmount = store.mount();
    const aborted = store.refresh();
    unmount();
    unmounts.push(store.mount());
    const again = store.refresh();
    expect(fetchBalance).toHaveBeenCalledTimes(2);
    calls[1]?.resolve({ credits: 12, cap: 100 });
    await Promise.all([aborted, again]);
    expect(store.getState()).toMatchObject({ credits: 12, refreshing: false, error: undefined });
  });

  it('hears every balance the server reports: a generation’s answer and a 402', async () => {
    const { client, published } = testClient([
      json({ saved_url: '/a.png', remaining_credits: 40 }),
      json({ required: 5, have: 2 }, 402),
    ]);
    const states: (number | undefined)[] = [];
    client.credits.subscribe(({ credits }) => states.push(credits));
    await client.imageGeneration.generate({ prompt: 'p', size: 'square_1_1' });
    await client.imageGeneration.generate({ prompt: 'p', size: 'square_1_1' }).catch(() => undefined);
    expect(states).toEqual([40, 2]);
    expect(published).toEqual([40, 2]);
  });
});

describe('creditsWindowEvents (the spec’s triggers, for a first-party page)', () => {
  it('applies a numeric credits:update, and refreshes on forceFetch, credits:fetch, focus, visibility and a new token', () => {
    const store = createCreditsStore(
      vi.fn(async () => ({ credits: 1, cap: 100 })),
      [creditsWindowEvents()],
    );
    const refresh = vi.spyOn(store, 'refresh').mockResolvedValue();
    window.dispatchEvent(new CustomEvent('credits:update', { detail: { credits: 7 } }));
    expect(store.getState().credits).toBeUndefined();
    mounted(store);
    publishCredits(7);
    expect(store.getState().credits).toBe(7);
    expect(refresh).not.toHaveBeenCalled();
    window.dispatchEvent(new CustomEvent('credits:update', { detail: { credits: 7, forceFetch: true } }));
    window.dispatchEvent(new Event('credits:fetch'));
    window.dispatchEvent(new Event('focus'));
    document.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new StorageEvent('storage', { key: 'token', newValue: 'new' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: 'dark' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'token', newValue: null }));
    expect(refresh).toHaveBeenCalledTimes(5);
    unmounts.splice(0).forEach((unmount) => unmount());
    window.dispatchEvent(new Event('credits:fetch'));
    expect(refresh).toHaveBeenCalledTimes(5);
  });
});

describe('creditsAcrossTabs', () => {
  it('opens its channel on mount and closes it on unmount, never before', () => {
    const created: BroadcastChannel[] = [];
    const createChannel = (name: string) => {
      const channel = new BroadcastChannel(name);
      vi.spyOn(channel, 'close');
      created.push(channel);
      return channel;
    };
    const store = createCreditsStore(vi.fn(), [creditsAcrossTabs({ createChannel })]);
    store.getState();
    expect(created).toEqual([]);
    const unmount = store.mount();
    expect(created.map((channel) => channel.name)).toEqual(['credits']);
    unmount();
    expect(created[0]?.close).toHaveBeenCalled();
  });

  it('keeps two tabs’ balances in step over a real BroadcastChannel, without echoing', async () => {
    const sync = [creditsAcrossTabs({ name: 'credits-test' })];
    const tabA = mounted(createCreditsStore(vi.fn(), sync));
    const tabB = mounted(createCreditsStore(vi.fn(), sync));
    const heardByB = vi.fn();
    tabB.subscribe(heardByB);
    tabA.set(321);
    await vi.waitFor(() => expect(tabB.getState().credits).toBe(321));
    tabB.set(300);
    await vi.waitFor(() => expect(tabA.getState().credits).toBe(300));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(heardByB.mock.calls.map(([state]) => (state as { credits: number }).credits)).toEqual([321, 300]);
  });

  it('posts a balance learned while no page had the store mounted when it mounts again (a paid checkout page)', async () => {
    const sync = [creditsAcrossTabs({ name: 'credits-unmounted-test' })];
    const tabA = createCreditsStore(vi.fn().mockResolvedValue({ credits: 60, cap: 700 }), sync);
    const unmountA = tabA.mount();
    tabA.set(50);
    const tabB = mounted(createCreditsStore(vi.fn(), sync));
    tabB.set(50);
    unmountA();
    await tabA.refresh();
    expect(tabA.getState().credits).toBe(60);
    expect(tabB.getState().credits).toBe(50);
    tabA.mount();
    await vi.waitFor(() => expect(tabB.getState().credits).toBe(60));
  });

  it('does not post again, on a new mount, a balance the other tabs already know', async () => {
    const sync = [creditsAcrossTabs({ name: 'credits-known-test' })];
    const tabA = createCreditsStore(vi.fn(), sync);
    const unmountA = tabA.mount();
    const tabB = mounted(createCreditsStore(vi.fn(), sync));
    tabA.set(70);
    await vi.waitFor(() => expect(tabB.getState().credits).toBe(70));
    tabB.set(65);
    await vi.waitFor(() => expect(tabA.getState().credits).toBe(65));
    unmountA();
    const heardByB = vi.fn();
    tabB.subscribe(heardByB);
    tabA.mount();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(heardByB).not.toHaveBeenCalled();
  });

  it('sends this month’s spending with the balance, so a top-up in one tab is not spending in another', async () => {
    const sync = [creditsAcrossTabs({ name: 'credits-spent-test' })];
    const tabA = mounted(createCreditsStore(vi.fn(), sync));
    const tabB = mounted(createCreditsStore(vi.fn(), sync));
    tabA.set(500, 40);
    await vi.waitFor(() => expect(tabB.getState()).toMatchObject({ credits: 500, spentThisMonth: 40 }));
    tabA.set(600, 40);
    await vi.waitFor(() => expect(tabB.getState()).toMatchObject({ credits: 600, spentThisMonth: 40 }));
  });
});
