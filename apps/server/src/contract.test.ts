// The suite is the api-client's own test code (not part of its published entries), so it is imported by path.
import { describeClientContract } from '../../../packages/api-client/src/contract/clientContract';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { storeMedia } from './media/library';
import { buyCreditPack } from './testing/payments';
import { fixturesDir, startTestServer, type TestServer } from './testing/testServer';

// The client's contract suite, unchanged, against this server on the real database with the real local engines.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

describeClientContract('reference server (apps/server)', {
  async createClient() {
    const account = await server.account({ plan: 'pro', credits: 500 });
    // What the suite expects an account to have: a clip in its library and a paid invoice.
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
