import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it, vi } from 'vitest';
import { createMemoryTokenStore } from '../http/tokenStore';
import { createMediakitClient } from '../client';
import { createMediakitConsoleClient } from '../console/consoleClient';
import { describeClientContract } from './clientContract';

// The contract suite against any running backend, in Node (real bytes on the wire: a browser-like environment such
// as jsdom sends uploads as empty parts). From the repository's root:
//
//   MEDIAKIT_CONTRACT_BASE_URL=http://127.0.0.1:8787 MEDIAKIT_CONTRACT_ADMIN_TOKEN=<an administrator's token> \
//   pnpm exec vitest run --project unit-node referenceServer
//
// The suite changes the accounts it runs on (plan, profile, media, sessions), so every case gets a fresh account,
// made through the contract's own calls: it signs up, takes the pro plan and buys 100 credits through the test
// payment engine's checkout (a paid invoice; Stripe's test card pm_card_visa) and makes a 5 s video (one in its media
// library). The backend must take that many sign-ups (ours: `MEDIAKIT_RATE_LIMITS=0`) and run its test payment engine
// (ours does without a Stripe key). The admin cases use the token given.
// Without a base URL the suite is skipped. Our own server runs it in `pnpm test` (apps/server/src/contract.test.ts,
// and on PostgreSQL in apps/server/src/db/postgres.test.ts).
const baseUrl = process.env.MEDIAKIT_CONTRACT_BASE_URL;
const adminToken = process.env.MEDIAKIT_CONTRACT_ADMIN_TOKEN ?? null;
/** A real server's jobs take real time: a status check every 250 ms, for up to 10 minutes. */
const pollDelayMs = 250;
const maxPolls = 2400;

function clients(token: string | null) {
  const options = { baseUrl: baseUrl!, tokenStore: createMemoryTokenStore(token) };
  return { ...createMediakitClient(options), ...createMediakitConsoleClient(options) };
}

const photo = () => new Blob([readFileSync(join(import.meta.dirname, 'fixtures', 'photo.png'))], { type: 'image/png' });

/** A new account in the state the suite expects (ClientContractTarget.createClient), signed in. */
async function freshAccount() {
  const client = clients(null);
  const id = randomUUID().slice(0, 8);
  await client.auth.register({
    username: `contract${id}`,
    email: `contract-${id}@example.com`,
    password: randomUUID(),
  });
  // Paid as a person pays on the test payment engine's checkout page: the pro plan, then 100 credits.
  const pay = async (purchase: { plan: string } | { pack: string }) => {
    const { url } = await client.billing.checkout({ ...purchase, returnUrl: `${baseUrl}/user/billing` });
    const session = decodeURIComponent(url.split('/checkout/')[1] ?? '');
    await client.billing.confirmTestCheckout(session, { paymentMethod: 'pm_card_visa', expMonth: 4, expYear: 2039 });
  };
  if ((await client.billing.overview()).planName !== 'pro') await pay({ plan: 'pro' });
  await pay({ pack: 'credits-100' });
  const { taskId } = await client.imageToVideo.start({
    prompt: 'A slow pan',
    duration: 5,
    resolution: '720p',
    firstFrame: photo(),
  });
  for (let poll = 0; poll < maxPolls; poll += 1) {
    const state = await client.imageToVideo.status(taskId);
    if (state.status === 'succeeded') return client;
    if (state.status !== 'running') throw new Error(`The setup's video job ended ${state.status}.`);
    await new Promise((resolve) => setTimeout(resolve, pollDelayMs));
  }
  throw new Error(`The setup's video job did not end within ${maxPolls} status checks.`);
}

if (baseUrl) {
  // Another machine's speed is not ours to judge: a case may wait as long as its jobs may.
  vi.setConfig({ testTimeout: 12 * 60_000 });
  describeClientContract(`reference server at ${baseUrl}`, {
    createClient: freshAccount,
    createAdminClient: () => clients(adminToken),
    pollDelayMs,
    maxPolls,
  });
} else {
  describe('MediakitClient contract: reference server', () => {
    it.skip('needs MEDIAKIT_CONTRACT_BASE_URL and MEDIAKIT_CONTRACT_ADMIN_TOKEN', () => undefined);
  });
}
