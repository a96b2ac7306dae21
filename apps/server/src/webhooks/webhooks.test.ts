import { eq } from 'drizzle-orm';
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seal } from '../accounts/secrets';
import { jobs, webhooks } from '../db/schema';
import { postgresBin, startTemporaryPostgres, type TemporaryPostgres } from '../testing/postgres';
import { failingEngine, instantEngines } from '../testing/testEngines';
import { eventually } from '../testing/eventually';
import { fixturesDir, startTestServer, type TestAccount, type TestServer } from '../testing/testServer';
import { unreadableSecretMessage } from './webhookDeliveries';
import { verifyWebhookSignature } from './webhookSignature';
import { checkWebhookUrl, refusedAddressMessage, resolveDeliveryAddress, RefusedAddressError } from './webhookUrl';

const photo = new Blob([await readFile(join(fixturesDir, 'photo.png'))], { type: 'image/png' });
const clip = new Blob([await readFile(join(fixturesDir, 'clip.mp4'))], { type: 'video/mp4' });

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A local endpoint that records what it receives and answers with the next scripted status (then 200). */
function startReceiver() {
  const received: Received[] = [];
  const script: (number | 'hang')[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      received.push({ path: request.url ?? '', headers: request.headers, body });
      const next = script.shift() ?? 200;
      if (next === 'hang') return;
      response.writeHead(next).end('ok');
    });
  });
  return new Promise<{ url: string; received: Received[]; script: typeof script; close(): Promise<void> }>((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      resolve({
        url: `http://127.0.0.1:${port}`,
        received,
        script,
        close: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    }),
  );
}

describe('webhook URLs (SSRF)', () => {
  it('refuses private, loopback and link-local addresses unless the server runs for development', async () => {
    for (const url of [
      'http://127.0.0.1:9/x',
      'http://10.1.2.3/',
      'http://[::1]/',
      'http://169.254.169.254/latest',
      'http://localhost:3000/',
    ]) {
      expect(() => checkWebhookUrl(url, false)).toThrow(refusedAddressMessage);
      expect(checkWebhookUrl(url, true)).toBe(new URL(url).href);
    }
    expect(() => checkWebhookUrl('ftp://example.com/x', false)).toThrow('must start with https:// or http://');
    expect(() => checkWebhookUrl('https://user:pw@example.com/', false)).toThrow('user name or password');
    expect(() => checkWebhookUrl('example.com/hook', false)).toThrow('Enter the full URL');
    expect(checkWebhookUrl(' https://hooks.example.com/mediakit ', false)).toBe('https://hooks.example.com/mediakit');
  });
  it('refuses at delivery time a name that resolves to a private address', async () => {
    await expect(resolveDeliveryAddress(new URL('http://localhost:1/'), false)).rejects.toBeInstanceOf(
      RefusedAddressError,
    );
    await expect(resolveDeliveryAddress(new URL('http://localhost:1/'), true)).resolves.toMatchObject({
      address: expect.any(String),
    });
  });
});

// Deliveries are written in the transactions that end jobs: both databases.
describe.each([
  { database: 'PGlite', postgres: false },
  ...(postgresBin() ? [{ database: 'PostgreSQL', postgres: true }] : []),
])('outgoing webhooks on $database', ({ postgres: onPostgres }) => {
  let server: TestServer;
  let postgres: TemporaryPostgres | undefined;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  beforeAll(async () => {
    postgres = onPostgres ? await startTemporaryPostgres() : undefined;
    receiver = await startReceiver();
    server = await startTestServer({
      engines: instantEngines({ enhance: failingEngine }),
      env: {
        // Development: the receiver is on this machine. Retries after 0 s then 1 s; a 1 s time limit.
        MEDIAKIT_ALLOW_LOCAL_URLS: '1',
        MEDIAKIT_WEBHOOK_RETRY_SECONDS: '0,1',
        MEDIAKIT_WEBHOOK_TIMEOUT_SECONDS: '1',
        MEDIAKIT_WEBHOOK_POLL_MS: '100',
      },
      ...(postgres ? { databaseUrl: postgres.url } : {}),
    });
  });
  afterAll(async () => {
    await server?.stop();
    await receiver?.close();
    await postgres?.stop();
  });
  beforeEach(() => {
    receiver.received.length = 0;
    receiver.script.length = 0;
  });

  type Hook = { id: string; url: string; events: string[]; active: boolean; secret_hint: string; secret?: string };
  type Delivery = {
    sent_at: string | null;
    event: string;
    event_id: string;
    attempt: number;
    outcome: string;
    status_code: number | null;
    error: string | null;
  };

  async function addHook(account: TestAccount, path: string, events = ['job.completed', 'job.failed']) {
    const response = await server.call('/api/v1/webhooks', {
      token: account.token,
      json: { url: receiver.url + path, events },
    });
    expect(response.status).toBe(201);
    return ((await response.json()) as { data: Hook }).data;
  }
  async function start(account: TestAccount, tool: 'upscale' | 'enhance') {
    const form = new FormData();
    if (tool === 'upscale') form.set('video', clip, 'clip.mp4');
    else form.set('image', photo, 'photo.png');
    const response = await server.call(tool === 'upscale' ? '/api/video/upscale' : '/ai/enhance', {
      method: 'POST',
      token: account.token,
      body: form,
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { task_id: string }).task_id;
  }
  const until = eventually;
  const deliveries = async (account: TestAccount, hookId: string) =>
    (
      (await (await server.call(`/api/v1/webhooks/${hookId}/deliveries`, { token: account.token })).json()) as {
        data: Delivery[];
      }
    ).data;

  it('shows the signing secret once, keeps it sealed, and lists webhooks without it', async () => {
    const account = await server.account();
    const hook = await addHook(account, '/once');
    expect(hook.secret).toMatch(/^whsec_[\w-]{32}$/);
    expect(hook.secret_hint).toBe(`whsec_••••${hook.secret!.slice(-4)}`);
    const listed = (await (await server.call('/api/v1/webhooks', { token: account.token })).json()) as { data: Hook[] };
    expect(listed.data).toEqual([{ ...hook, secret: undefined }].map(({ secret: _secret, ...rest }) => rest));
    expect(JSON.stringify(listed)).not.toContain(hook.secret);
    const [row] = await server.services.db.select().from(webhooks).where(eq(webhooks.id, hook.id));
    expect(row!.secret).not.toContain(hook.secret!.slice(6));
    // Another account neither sees nor touches it.
    const other = await server.account();
    expect((await server.call(`/api/v1/webhooks/${hook.id}`, { method: 'DELETE', token: other.token })).status).toBe(
      404,
    );
    expect((await server.call(`/api/v1/webhooks/${hook.id}/deliveries`, { token: other.token })).status).toBe(404);
    expect(
      (await server.call('/api/v1/webhooks', { token: other.token, json: { url: receiver.url, events: ['job.done'] } }))
        .status,
    ).toBe(422);
    expect(
      (await server.call('/api/v1/webhooks', { token: other.token, json: { url: receiver.url, events: [] } })).status,
    ).toBe(422);
  });

  it('delivers job.completed signed with HMAC-SHA256 over timestamp.body, recorded as delivered', async () => {
    const account = await server.account();
    const hook = await addHook(account, '/completed');
    const taskId = await start(account, 'upscale');
    const got = await until(() => receiver.received.find((item) => item.path === '/completed'), 'the delivery');
    expect(got.headers['content-type']).toBe('application/json');
    expect(got.headers['mediakit-event']).toBe('job.completed');
    expect(verifyWebhookSignature(hook.secret!, got.headers['mediakit-signature'] as string, got.body)).toBe(true);
    expect(verifyWebhookSignature(hook.secret!, got.headers['mediakit-signature'] as string, got.body + ' ')).toBe(
      false,
    );
    expect(verifyWebhookSignature('whsec_wrong', got.headers['mediakit-signature'] as string, got.body)).toBe(false);
    expect(got.headers['mediakit-signature']).toContain(`t=${got.headers['mediakit-timestamp']},v1=`);
    const event = JSON.parse(got.body) as { id: string; type: string; data: Record<string, unknown> };
    expect(event.id).toBe(got.headers['mediakit-event-id']);
    expect(event).toMatchObject({
      type: 'job.completed',
      data: { task_id: taskId, tool: 'videoUpscale', status: 'succeeded', cost: 1 },
    });
    const [job] = await server.services.db.select().from(jobs).where(eq(jobs.id, taskId));
    expect(event.data.output_media_ids).toEqual(job!.output?.media);
    const recorded = await until(async () => {
      const list = await deliveries(account, hook.id);
      return list[0]?.outcome === 'delivered' ? list : undefined;
    }, 'the recorded delivery');
    expect(recorded).toEqual([
      expect.objectContaining({
        event: 'job.completed',
        attempt: 1,
        outcome: 'delivered',
        status_code: 200,
        error: null,
      }),
    ]);
  });

  it('retries a failed delivery with backoff, each attempt recorded, and only sends the events chosen', async () => {
    const account = await server.account();
    const hook = await addHook(account, '/flaky', ['job.failed']);
    receiver.script.push(500);
    await start(account, 'upscale'); // job.completed: not chosen, never sent
    const taskId = await start(account, 'enhance');
    await until(() => receiver.received.filter((item) => item.path === '/flaky').length >= 2 || undefined, 'the retry');
    const bodies = receiver.received.filter((item) => item.path === '/flaky');
    expect(bodies.map((item) => JSON.parse(item.body).type)).toEqual(['job.failed', 'job.failed']);
    // The same event (same id and body) on both attempts: receivers drop duplicates by id.
    expect(bodies[1]!.body).toBe(bodies[0]!.body);
    expect(JSON.parse(bodies[0]!.body).data).toMatchObject({
      task_id: taskId,
      status: 'failed',
      error: expect.any(String),
    });
    const recorded = await until(async () => {
      const list = await deliveries(account, hook.id);
      return list.some((row) => row.outcome === 'delivered') ? list : undefined;
    }, 'the recorded attempts');
    expect(
      recorded.map(({ attempt, outcome, status_code, error }) => ({ attempt, outcome, status_code, error })),
    ).toEqual([
      { attempt: 2, outcome: 'delivered', status_code: 200, error: null },
      { attempt: 1, outcome: 'retrying', status_code: 500, error: 'The endpoint answered 500.' },
    ]);
  });

  it('gives up after the last retry, and times out a silent endpoint', async () => {
    const account = await server.account();
    const hook = await addHook(account, '/down', ['job.failed']);
    receiver.script.push(503, 'hang', 502);
    await start(account, 'enhance');
    const recorded = await until(async () => {
      const list = await deliveries(account, hook.id);
      return list.some((row) => row.outcome === 'failed') ? list : undefined;
    }, 'the failed delivery');
    expect(recorded.map(({ attempt, outcome, error }) => ({ attempt, outcome, error }))).toEqual([
      { attempt: 3, outcome: 'failed', error: 'The endpoint answered 502.' },
      { attempt: 2, outcome: 'retrying', error: 'The endpoint did not answer within 1 seconds.' },
      { attempt: 1, outcome: 'retrying', error: 'The endpoint answered 503.' },
    ]);
    // Backoff: attempt 3 waited the second delay (1 s) after attempt 2 failed (after its 1 s time limit).
    const sent = recorded.map((row) => Date.parse(row.sent_at!));
    expect(sent[0]! - sent[1]!).toBeGreaterThanOrEqual(2000);
  });

  it('fails an attempt at once, without retrying, when the secret was sealed under another MEDIAKIT_SECRET', async () => {
    const account = await server.account();
    const hook = await addHook(account, '/resealed', ['job.failed']);
    // What a changed MEDIAKIT_SECRET looks like to this server: a sealed secret it cannot open.
    await server.services.db
      .update(webhooks)
      .set({ secret: seal('another-secret-another-secret-another!', hook.secret!) })
      .where(eq(webhooks.id, hook.id));
    await start(account, 'enhance');
    const recorded = await until(async () => {
      const list = await deliveries(account, hook.id);
      return list.some((row) => row.outcome === 'failed') ? list : undefined;
    }, 'the failed delivery');
    // A retry is queued in the transaction that records the attempt: none was, so none will come.
    expect(
      (await deliveries(account, hook.id)).map(({ attempt, outcome, status_code, error }) => ({
        attempt,
        outcome,
        status_code,
        error,
      })),
    ).toEqual([{ attempt: 1, outcome: 'failed', status_code: null, error: unreadableSecretMessage }]);
    expect(recorded).toHaveLength(1);
    const tested = await server.call(`/api/v1/webhooks/${hook.id}/test`, { method: 'POST', token: account.token });
    expect(tested.status).toBe(200);
    expect(((await tested.json()) as { data: Delivery }).data).toMatchObject({
      event: 'ping',
      outcome: 'failed',
      status_code: null,
      error: unreadableSecretMessage,
    });
    expect(receiver.received.filter((item) => item.path === '/resealed')).toEqual([]);
  });

  it('sends a test event now and says what the endpoint answered; a disabled webhook gets nothing', async () => {
    const account = await server.account();
    const hook = await addHook(account, '/ping');
    const tested = await server.call(`/api/v1/webhooks/${hook.id}/test`, { method: 'POST', token: account.token });
    expect(tested.status).toBe(200);
    expect(((await tested.json()) as { data: Delivery }).data).toMatchObject({
      event: 'ping',
      outcome: 'delivered',
      status_code: 200,
    });
    const ping = receiver.received.find((item) => item.path === '/ping')!;
    expect(verifyWebhookSignature(hook.secret!, ping.headers['mediakit-signature'] as string, ping.body)).toBe(true);
    receiver.script.push(410);
    const refused = await server.call(`/api/v1/webhooks/${hook.id}/test`, { method: 'POST', token: account.token });
    expect(((await refused.json()) as { data: Delivery }).data).toMatchObject({
      outcome: 'failed',
      status_code: 410,
      error: 'The endpoint answered 410.',
    });

    const off = await server.call(`/api/v1/webhooks/${hook.id}`, {
      method: 'PATCH',
      token: account.token,
      json: { active: false },
    });
    expect(((await off.json()) as { data: Hook }).data.active).toBe(false);
    const taskId = await start(account, 'upscale');
    await until(async () => {
      const [job] = await server.services.db.select().from(jobs).where(eq(jobs.id, taskId));
      return job?.state === 'succeeded' || undefined;
    }, 'the job');
    // Deliveries are written in the transaction that ends the job: none was written for the disabled webhook.
    expect(receiver.received.filter((item) => item.path === '/ping')).toHaveLength(2);
    expect((await deliveries(account, hook.id)).map((row) => row.event)).toEqual(['ping', 'ping']);

    expect((await server.call(`/api/v1/webhooks/${hook.id}`, { method: 'DELETE', token: account.token })).status).toBe(
      204,
    );
    expect((await server.call(`/api/v1/webhooks/${hook.id}/deliveries`, { token: account.token })).status).toBe(404);
  });
});
