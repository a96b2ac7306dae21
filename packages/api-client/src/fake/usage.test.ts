import { describe, expect, it } from 'vitest';
import { createFakeMediakitClient } from './createFakeMediakitClient';
import type { FakeAccount } from './seed';

// tool-usage: the fake's credits meter is this month's spending of the spec's cap, as the reference server's.
describe('the fake’s credits meter', () => {
  it('is this month’s spending of credit_cap first', async () => {
    const client = createFakeMediakitClient({
      credits: 120,
      seed: { user: { credit_cap: 500, credits_spent_this_month: 30 } },
    });
    expect((await client.usage.summary()).credits).toEqual({ used: 30, total: 500, percent: 6 });
    expect((await client.usage.dashboard()).creditsMeter).toEqual({ used: 30, total: 500, percent: 6 });
  });

  it('else of the plan’s credits per month, else of 100', async () => {
    expect((await createFakeMediakitClient({ credits: 432 }).usage.summary()).credits).toEqual({
      used: 268,
      total: 700,
      percent: 38,
    });
    const noPlanAllowance = { plan: { name: 'free' }, credits_spent_this_month: 7 } as unknown as Partial<FakeAccount>;
    const client = createFakeMediakitClient({ credits: 33, seed: { user: noPlanAllowance } });
    expect((await client.usage.summary()).credits).toEqual({ used: 7, total: 100, percent: 7 });
  });

  it('grows with a charge and shrinks with a refund, and the balance answer says the same', async () => {
    const client = createFakeMediakitClient({ credits: 432 });
    await client.imageGeneration.generate({ prompt: 'A fox', size: 'square_1_1' });
    expect((await client.usage.summary()).credits.used).toBe(270);
    expect(await client.credits.fetchBalance()).toMatchObject({ credits: 430, spentThisMonth: 270 });
  });

  it('counts the library’s bytes as storage', async () => {
    const client = createFakeMediakitClient();
    const summary = await client.usage.summary();
    expect(summary.storage.used).toBeGreaterThan(0);
    expect(summary.storage.total).toBe(50e9);
  });
});
