import { eq, sql } from 'drizzle-orm';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeClientContract } from '../../../../packages/api-client/src/contract/clientContract';
import { buyCreditPack } from '../testing/payments';
import { creditLedger } from './schema';
import { startServer } from '../server';
import { storeMedia } from '../media/library';
import { postgresBin, startTemporaryPostgres, type TemporaryPostgres } from '../testing/postgres';
import { instantEngines } from '../testing/testEngines';
import { fixturesDir, startTestServer, type TestServer } from '../testing/testServer';

// The same server code on a real PostgreSQL (Debian's package), where it is installed: `bash scripts/setup.sh
// --browser` installs it for `pnpm test`, so CI always runs these.
const available = Boolean(postgresBin());

describe.runIf(available)('on PostgreSQL', () => {
  let postgres: TemporaryPostgres;
  let server: TestServer;
  beforeAll(async () => {
    postgres = (await startTemporaryPostgres())!;
    server = await startTestServer({ databaseUrl: postgres.url, engines: instantEngines() });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await postgres?.stop();
  });

  it('takes exactly 10 of 50 parallel job starts on a balance of 10 at cost 1', async () => {
    const account = await server.account({ credits: 10 });
    const clip = new Blob([await readFile(join(fixturesDir, 'clip.mp4'))], { type: 'video/mp4' });
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => {
        const form = new FormData();
        form.set('video', clip, 'clip.mp4');
        return server.call('/api/video/upscale', { method: 'POST', token: account.token, body: form });
      }),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(10);
    expect(answers.filter((answer) => answer.status === 402)).toHaveLength(40);
    const user = (await (await server.call('/api/v1/user', { token: account.token })).json()) as {
      data: { credits: number };
    };
    expect(user.data.credits).toBe(0);
    // The grant of 10 and ten charges of 1, nothing else: the ledger sums to the balance.
    const [ledger] = await server.services.db
      .select({
        sum: sql<number>`coalesce(sum(${creditLedger.amount}), 0)`.mapWith(Number),
        rows: sql<number>`count(*)`.mapWith(Number),
      })
      .from(creditLedger)
      .where(eq(creditLedger.userId, account.id));
    expect(ledger).toEqual({ sum: 0, rows: 11 });
  });

  it('scales out: an API-only node (MEDIAKIT_WORKERS=0) queues, a separate worker process on the same database runs', async () => {
    // Its own database: the suite's server works the shared one's queue with another media folder.
    const api = await startTestServer({
      databaseUrl: await postgres.createDatabase('scale_out'),
      engines: instantEngines(),
      env: { MEDIAKIT_WORKERS: '0' },
    });
    // The worker shares the database and the media store (here the API node's folder), with no HTTP.
    const worker = await startServer(
      { ...api.services.config, workers: 1 },
      { http: false, engines: instantEngines() },
    );
    try {
      const account = await api.account({ credits: 10 });
      const form = new FormData();
      form.set('video', new Blob([await readFile(join(fixturesDir, 'clip.mp4'))], { type: 'video/mp4' }), 'clip.mp4');
      const started = (await (
        await api.call('/api/video/upscale', { method: 'POST', token: account.token, body: form })
      ).json()) as {
        task_id: string;
      };
      let status: { status: string } = { status: 'queued' };
      for (let poll = 0; poll < 100 && status.status !== 'succeeded'; poll += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        status = (await (
          await api.call(`/api/video/upscale/status?task_id=${started.task_id}`, { token: account.token })
        ).json()) as {
          status: string;
        };
      }
      expect(status.status).toBe('succeeded');
    } finally {
      await worker.stop();
      await api.stop();
    }
  });

  describeClientContract('reference server on PostgreSQL', {
    async createClient() {
      const account = await server.account({ plan: 'pro', credits: 500 });
      await server.services.db.transaction((tx) =>
        storeMedia(server.services, tx, {
          userId: account.id,
          path: join(fixturesDir, 'clip.mp4'),
          contentType: 'video/mp4',
          title: 'Test pattern clip',
        }),
      );
      await buyCreditPack(server, account, 'credits-10');
      return account.client;
    },
    async createAdminClient() {
      return (await server.account({ role: 'admin', plan: 'business' })).client;
    },
    pollDelayMs: 200,
    maxPolls: 300,
  });
});

if (!available) {
  describe('on PostgreSQL', () => {
    it.skip("needs Debian's postgresql package (bash scripts/setup.sh --browser installs it)", () => undefined);
  });
}
