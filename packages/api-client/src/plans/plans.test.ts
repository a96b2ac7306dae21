import { describe, expect, it } from 'vitest';
import {
  creditPackOf,
  creditPacks,
  planAtLeast,
  planByLookupKey,
  planIdOf,
  planIds,
  planList,
  planName,
  planPriceText,
  plans,
  shellPlanIds,
  shellPlanOf,
} from './plans';

describe('the one table of plans', () => {
  it("maps the spec's two readings once, tier by tier, keeping both orders", () => {
    expect(planIds.map((id) => plans[id].specAlias)).toEqual([...shellPlanIds]);
    expect(shellPlanIds.map((shell) => planList.find((plan) => plan.specAlias === shell)?.id)).toEqual([
      'free',
      'plus',
      'pro',
      'business',
    ]);
    // The shell's own words for the top two tiers name ours too.
    expect(['pro_plus', 'enterprise'].map(planIdOf)).toEqual(['pro', 'business']);
    expect(planIds.map(shellPlanOf)).toEqual(['free', 'pro', 'pro_plus', 'enterprise']);
    // Our ids win where the readings share a word: 'pro' is the image tools' Pro.
    expect(planIdOf(' PRO ')).toBe('pro');
    expect(planIdOf('gold')).toBeUndefined();
    expect(shellPlanOf(undefined)).toBe('free');
  });

  it('names plans as people say them, whichever reading names them', () => {
    expect(planIds.map(planName)).toEqual(['Starter', 'Plus', 'Pro', 'Business']);
    expect(planName('enterprise')).toBe('Business');
    expect(planName('pro_plus')).toBe('Pro');
    expect(planName(undefined)).toBe('Starter');
    expect(planAtLeast('pro_plus', 'plus')).toBe(true);
    expect(planAtLeast('free', 'plus')).toBe(false);
  });

  it("holds the spec's marketing figures and a lookup key for every paid price", () => {
    expect(planList.map((plan) => [plan.name, planPriceText(plan), plan.creditsPerMonth])).toEqual([
      ['Starter', 'Free', 50],
      ['Plus', '$9.00', 500],
      ['Pro', '$19.00', 2000],
      ['Business', '$79.00', 10000],
    ]);
    expect(planByLookupKey('mediakit_pro_monthly')).toBe('pro');
    expect(planByLookupKey('mediakit_seat_monthly')).toBeUndefined();
    expect(new Set(creditPacks.map((pack) => pack.stripeLookupKey)).size).toBe(creditPacks.length);
  });

  it("offers the spec's quick top-ups as packs, each at least Stripe's smallest charge", () => {
    expect([10, 50, 100].map((credits) => creditPackOf(credits)?.id)).toEqual([
      'credits-10',
      'credits-50',
      'credits-100',
    ]);
    expect(creditPackOf(7)).toBeUndefined();
    for (const pack of creditPacks) expect(pack.price.USD).toBeGreaterThanOrEqual(50);
  });
});
