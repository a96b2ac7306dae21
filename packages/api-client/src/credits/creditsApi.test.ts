import { describe, expect, it, vi } from 'vitest';
import { json } from '../testing/recordingFetch';
import { baseUrl, testClient } from '../testing/testClient';
import { creditCapOf, creditsPercentUsed } from './creditCap';
import { specCreditsUrls } from './specCreditsUrls';

const page = 'http://localhost:3000';

describe('specCreditsUrls', () => {
  it('lists the spec’s four candidates in order, without duplicates', () => {
    expect(specCreditsUrls(baseUrl, page)).toEqual([
      `${baseUrl}/api/v1/user`,
      `${baseUrl}/api/user`,
      `${page}/api/v1/user`,
      `${page}/api/user`,
    ]);
    expect(specCreditsUrls(page, page)).toEqual([`${page}/api/v1/user`, `${page}/api/user`]);
  });
});

describe('credits.fetchBalance', () => {
  it('tries the backend’s two user paths by default: the first OK answer wins, with Bearer and Accept JSON', async () => {
    const { client, requests } = testClient([json({}, 404), json({ data: { credits: 17, credit_cap: 50 } })]);
    expect(await client.credits.fetchBalance()).toEqual({ credits: 17, cap: 50 });
    expect(requests.map((request) => request.url)).toEqual([`${baseUrl}/api/v1/user`, `${baseUrl}/api/user`]);
    expect(requests.every((request) => request.headers.get('Authorization') === 'Bearer t0k3n')).toBe(true);
    expect(requests[0]?.headers.get('Accept')).toBe('application/json');
  });

  it('a first-party host configures the spec’s four candidates; the page’s origin gets no token or cookies', async () => {
    const { client, requests } = testClient([json({}, 404), json({}, 500), json({ data: { credits: 17 } })], {
      creditsUrls: specCreditsUrls(baseUrl, page),
    });
    expect(await client.credits.fetchBalance()).toEqual({ credits: 17, cap: 100 });
    expect(requests.map((request) => request.url)).toEqual([
      `${baseUrl}/api/v1/user`,
      `${baseUrl}/api/user`,
      `${page}/api/v1/user`,
    ]);
    expect(requests.map((request) => request.headers.get('Authorization'))).toEqual([
      'Bearer t0k3n',
      'Bearer t0k3n',
      null,
    ]);
  });

  it('moves on after a network failure', async () => {
    const { client, requests } = testClient([new TypeError('Failed to fetch'), json({ user: { credits: 3 } })]);
    expect(await client.credits.fetchBalance()).toEqual({ credits: 3, cap: 100 });
    expect(requests).toHaveLength(2);
  });

  it('stops at a 401 with Unauthenticated and tells onUnauthenticated once', async () => {
    const onUnauthenticated = vi.fn();
    const { client, requests } = testClient([json({}, 500), json({}, 401), json({ credits: 1 })], {
      onUnauthenticated,
    });
    const error = await client.credits.fetchBalance().catch((caught: unknown) => caught);
    expect(error).toMatchObject({ kind: 'unauthenticated', message: 'Unauthenticated' });
    expect(requests).toHaveLength(2);
    expect(onUnauthenticated.mock.calls).toEqual([[error]]);
  });

  it('reads what was spent this month from credits_spent_this_month beside the balance', async () => {
    const { client } = testClient([
      json({ data: { credits: 453, credits_spent_this_month: 47, plan: { credits_per_month: 2000 } } }),
    ]);
    expect(await client.credits.fetchBalance()).toEqual({ credits: 453, cap: 2000, spentThisMonth: 47 });
  });

  it('reads credits from credits, user.credits or data.credits', async () => {
    const { client } = testClient([
      json({ credits: 1 }),
      json({ user: { credits: 2 } }),
      json({ data: { credits: 3 } }),
    ]);
    expect((await client.credits.fetchBalance()).credits).toBe(1);
    expect((await client.credits.fetchBalance()).credits).toBe(2);
    expect((await client.credits.fetchBalance()).credits).toBe(3);
  });

  it('rejects when every candidate fails, with the last error', async () => {
    const { client, requests } = testClient([json({ message: 'down' }, 503)]);
    await expect(client.credits.fetchBalance()).rejects.toMatchObject({ status: 503 });
    expect(requests).toHaveLength(2);
  });

  it('buying credits starts a checkout of a pack: its URL, and no balance published (nothing is paid yet)', async () => {
    const { client, requests, published } = testClient([
      json({ url: 'https://app.example.com/checkout/cs_1', test_mode: true }),
      json({ url: 'javascript:alert(1)' }),
    ]);
    expect(await client.credits.checkout('credits-50', 'https://app.example.com/user')).toEqual({
      url: 'https://app.example.com/checkout/cs_1',
      testMode: true,
    });
    expect(requests[0]).toMatchObject({
      method: 'POST',
      path: '/api/v1/billing/checkout',
      json: { pack: 'credits-50', return_url: 'https://app.example.com/user' },
    });
    expect(published).toEqual([]);
    await expect(client.credits.checkout('credits-50', 'https://app.example.com/')).rejects.toMatchObject({
      kind: 'malformed-response',
    });
  });

  it('reads whether payments are in test mode from the user', async () => {
    const { client } = testClient([
      json({ credits: 5, payments: { engine: 'test', test_mode: true } }),
      json({ credits: 5 }),
    ]);
    expect(await client.credits.fetchBalance()).toEqual({ credits: 5, cap: 100, testMode: true });
    expect(await client.credits.fetchBalance()).toEqual({ credits: 5, cap: 100 });
  });
});

describe('creditCapOf', () => {
  it('is credit_cap, else plan.credits_per_month, else 100', () => {
    expect(creditCapOf({ credit_cap: 500, plan: { credits_per_month: 700 } })).toBe(500);
    expect(creditCapOf({ plan: { credits_per_month: 700 } })).toBe(700);
    expect(creditCapOf({ plan: 'pro' })).toBe(100);
    expect(creditCapOf(undefined)).toBe(100);
  });

  it('percent used is what was spent this month of the cap, rounded and clamped', () => {
    expect(creditsPercentUsed(120, 500)).toBe(24);
    expect(creditsPercentUsed(47, 2000)).toBe(2);
    expect(creditsPercentUsed(600, 500)).toBe(100);
    expect(creditsPercentUsed(0, 0)).toBe(0);
    expect(creditsPercentUsed(3, 0)).toBe(100);
  });
});
