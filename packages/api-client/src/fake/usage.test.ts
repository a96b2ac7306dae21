import { describe, expect, it } from 'vitest';
import { createFakeMediakitClient } from './createFakeMediakitClient';
import type { FakeAccount } from './seed';

// tool-usage: the fake's credits meter follows the spec's cap rule, as the reference server does.
describe('the fake’s credits meter', () => {
  it('caps at credit_cap first', async () => {
    const client = createFakeMediakitClient({ credits: 120, seed: { user: { credit_cap: 500 } } });
    expect((await client.usage.summary()).credits).toEqual({ used: 380, total: 500, percent: 76 });
    expect((await client.usage.dashboard()).creditsMeter).toEqual({ used: 380, total: 500, percent: 76 });
  });

  it('else at the plan’s credits per month, else at 100', async () => {
    expect((await createFakeMediakitClient({ credits: 432 }).usage.summary()).credits).toEqual({
      used: 268,
      total: 700,
      percent: 38,
    });
    const noPlanAllowance = { plan: { name: 'free' } } as unknown as Partial<FakeAccount>;
    const client = createFakeMediakitClient({ credits: 33, seed: { user: noPlanAllowance } });
    expect((await client.usage.summary()).credits).toEqual({ used: 67, total: 100, percent: 67 });
  });
});
