import { createFakeMediakitClient, type FakeMediakitClientOptions } from '@mediakit/api-client/fake';

/** The fake's demo user made an administrator, signed in from the start (the admin screens' tests and stories). */
export const fakeAdminClient = (options: FakeMediakitClientOptions = {}) =>
  createFakeMediakitClient({ ...options, seed: { ...options.seed, user: { role: 'admin' } } });
