import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../config';
import { postgresBin, startTemporaryPostgres } from '../testing/postgres';
import { templateDataDir } from '../testing/templateDataDir';

const serverDir = join(repoRoot, 'apps/server');
const webhookSecret = 'whsec_crash_test';
const signer = new Stripe('sk_test_signing_only');

async function freePort() {
  return new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** The real server process with Stripe configured (no call reaches Stripe: packs need none), run by Node itself. */
async function startProcess(port: number, env: Record<string, string>) {
  const started = spawn(
    process.execPath,
    ['--conditions=@mediakit/source', '--import', 'tsx', 'src/main.ts', 'serve'],
    {
      cwd: serverDir,
      env: {
        ...process.env,
        PORT: String(port),
        MEDIAKIT_SEED_DEMO: '0',
        MEDIAKIT_RATE_LIMITS: '0',
        MEDIAKIT_LOG_LEVEL: 'warn',
        STRIPE_SECRET_KEY: 'sk_test_crash',
        STRIPE_WEBHOOK_SECRET: webhookSecret,
        STRIPE_API_BASE: 'http://127.0.0.1:9',
        ...env,
      },
      stdio: 'ignore',
    },
  );
  // Generous: starting tsx and migrating takes a minute on a loaded 2-core machine; the test waits for health, not time.
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    const healthy = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return started;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  started.kill('SIGKILL');
  throw new Error('The server process did not start');
}

async function kill(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

const databases = [
  { name: 'PGlite', postgres: false },
  ...(postgresBin() ? [{ name: 'PostgreSQL', postgres: true }] : []),
];

describe.concurrent('the server killed while it applies payment webhooks', () => {
  it.each(databases)(
    'on $name: after a restart and every event delivered again (twice, shuffled), the credits are exact',
    async ({ postgres: onPostgres }) => {
      const dataDir = await mkdtemp(join(tmpdir(), 'mediakit-payment-crash-'));
      const postgres = onPostgres ? await startTemporaryPostgres() : undefined;
      let child: ChildProcess | undefined;
      try {
        const environment = { MEDIAKIT_DATA_DIR: dataDir, ...(postgres ? { DATABASE_URL: postgres.url } : {}) };
        if (!postgres) await cp(join(templateDataDir, 'db'), join(dataDir, 'db'), { recursive: true });
        const port = await freePort();
        const base = `http://127.0.0.1:${port}`;
        child = await startProcess(port, environment);
        const registered = (await (
          await fetch(`${base}/api/v1/register`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ username: 'payer', email: 'payer@example.com', password: 'correct horse battery' }),
          })
        ).json()) as { token: string; user: { id: string; credits: number } };
        const auth = { Authorization: `Bearer ${registered.token}` };
        const balance = async () =>
          ((await (await fetch(`${base}/api/v1/user`, { headers: auth })).json()) as { data: { credits: number } }).data
            .credits;
        const start = registered.user.credits;

        // 120 paid credit packs of 10, each its own Checkout Session and event, as Stripe would send them.
        const events = Array.from({ length: 120 }, (_, index) =>
          JSON.stringify({
            id: `evt_crash_${index}`,
            object: 'event',
            type: 'checkout.session.completed',
            created: 1_800_000_000 + index,
            livemode: false,
            data: {
              object: {
                id: `cs_crash_${index}`,
                object: 'checkout.session',
                mode: 'payment',
                status: 'complete',
                payment_status: 'paid',
                amount_total: 50,
                currency: 'usd',
                customer: 'cus_crash',
                client_reference_id: registered.user.id,
                metadata: { user_id: registered.user.id, pack: 'credits-10' },
                payment_intent: `pi_crash_${index}`,
              },
            },
          }),
        );
        const deliver = (payload: string) =>
          fetch(`${base}/api/v1/payments/webhook`, {
            method: 'POST',
            headers: {
              'Content-Type': 'application/json',
              'Stripe-Signature': signer.webhooks.generateTestHeaderString({ payload, secret: webhookSecret }),
            },
            body: payload,
          }).then(
            (response) => response.status,
            () => 'lost',
          );

        /**
         * A delivery whose body stops half-way until the process dies: whatever the machine's speed, it is still in
         * flight at the kill, so the crash always leaves events unapplied (else this test would prove nothing).
         */
        const deliverCutOff = (payload: string) =>
          new Promise<'lost' | number>((resolve) => {
            const body = Buffer.from(payload);
            const held = request(`${base}/api/v1/payments/webhook`, {
              method: 'POST',
              headers: {
                'Content-Type': 'application/json',
                'Content-Length': body.length,
                'Stripe-Signature': signer.webhooks.generateTestHeaderString({ payload, secret: webhookSecret }),
              },
            });
            held.on('response', (response) => resolve(response.statusCode ?? 'lost'));
            held.on('error', () => resolve('lost'));
            held.write(body.subarray(0, body.length >> 1));
          });

        // Everything in flight at once, the last 20 held half-sent; the process is killed as soon as credits land.
        const inFlight = events.map((payload, index) => (index < 100 ? deliver(payload) : deliverCutOff(payload)));
        while ((await balance()) === start) await new Promise((resolve) => setTimeout(resolve, 5));
        await kill(child);
        const outcomes = await Promise.all(inFlight);
        // Some events were applied before the kill (the balance moved), and the held ones never were.
        expect(outcomes.slice(100)).toEqual(Array(20).fill('lost'));

        child = await startProcess(port, environment);
        // As Stripe retries: every event again, twice, shuffled, eight at a time.
        const again = [...events, ...events].sort(() => Math.random() - 0.5);
        const answers: unknown[] = [];
        for (let index = 0; index < again.length; index += 8) {
          answers.push(...(await Promise.all(again.slice(index, index + 8).map(deliver))));
        }
        expect(answers.every((status) => status === 200)).toBe(true);
        expect(await balance()).toBe(start + 120 * 10);
        const invoices = (await (await fetch(`${base}/api/v1/invoices?page_size=100`, { headers: auth })).json()) as {
          meta: { total: number };
        };
        expect(invoices.meta.total).toBe(120);
      } finally {
        if (child) await kill(child);
        await postgres?.stop();
        await rm(dataDir, { recursive: true, force: true });
      }
    },
    600_000,
  );
});
