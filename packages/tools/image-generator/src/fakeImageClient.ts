import type { ImagePlan } from '@mediakit/api-client';
import { createFakeMediakitClient, type FakeMediakitClientOptions } from '@mediakit/api-client/fake';

/**
 * The fake client signed in on a given plan: its backend checks mystic resolutions against the user's plan (not the
 * header), so tests and stories set both. For tests and stories only; the package entry never imports it.
 */
export function createFakeImageClient({
  plan = 'pro',
  ...options
}: FakeMediakitClientOptions & { plan?: ImagePlan } = {}) {
  return createFakeMediakitClient({
    ...options,
    seed: { ...options.seed, user: { plan: { name: plan, credits_per_month: 700 }, ...options.seed?.user } },
  });
}
