import { describe, expect, it, vi } from 'vitest';
import { chargeOptimistically } from './optimisticCharge';

describe('chargeOptimistically', () => {
  it('charges the estimate and restores it only if nothing newer arrived', () => {
    const balance = { credits: 10 as number | undefined, set: vi.fn((value: number) => (balance.credits = value)) };
    const charge = chargeOptimistically(balance, 4);
    expect(balance.credits).toBe(6);
    charge.restore(balance.credits);
    expect(balance.credits).toBe(10);
    const second = chargeOptimistically(balance, 4);
    balance.credits = 2;
    second.restore(balance.credits);
    expect(balance.credits).toBe(2);
  });

  it('does nothing without a known balance or a positive cost, and never goes below zero', () => {
    const set = vi.fn();
    chargeOptimistically({ credits: undefined, set }, 5).restore(undefined);
    chargeOptimistically({ credits: 5, set }, 0).restore(5);
    expect(set).not.toHaveBeenCalled();
    const balance = { credits: 2 as number | undefined, set: vi.fn((value: number) => (balance.credits = value)) };
    chargeOptimistically(balance, 5);
    expect(balance.credits).toBe(0);
  });
});
