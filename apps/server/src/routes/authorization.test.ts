import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { creditPacks } from '@mediakit/api-client/plans';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../accounts/secrets';
import { openSession } from '../accounts/sessions';
import { createApiKey } from '../apiKeys/apiKeys';
import { isTestEngine } from '../billing/engines/testEngine';
import { invoices, jobs } from '../db/schema';
import type { RouteRecord } from '../app';
import { createWebhook } from '../webhooks/webhooks';
import { storeMedia } from '../media/library';
import { fixturesDir, startTestServer, type TestAccount, type TestServer } from '../testing/testServer';

/** Routes anyone may call: signing in, the document, health, and the signed file links. */
const publicOperations = new Set([
  'auth.csrfCookie',
  'auth.login',
  'auth.loginWithGoogle',
  'auth.register',
  'auth.config',
  'auth.forgotPassword',
  'auth.resetPassword',
  'newsletter.subscribe',
  // Stripe's webhook: no session; its signature is the permission (400 without it).
  'payments.webhook',
  'system.openapi',
  'system.health',
  // Operators' probes (docs/operations.md): a load balancer and Prometheus call them without a session.
  'system.ready',
  'system.metrics',
  'media.file',
  'billing.invoiceDocument',
  'billing.statementDocument',
  'billing.plans',
]);

/** Public links whose signature is the permission: without one they are 404 for everyone. */
const signedOperations = new Set(['media.file', 'billing.invoiceDocument', 'billing.statementDocument']);

type Caller = 'anonymous' | 'other' | 'admin' | 'owner';
/** The owner goes last: some of its calls delete what the others were refused. */
const callers: Caller[] = ['anonymous', 'other', 'admin', 'owner'];

let server: TestServer;
let routes: RouteRecord[];
const accounts = {} as Record<Exclude<Caller, 'anonymous'>, TestAccount>;
/** Ids of the owner's things, to fill each route's parameters. */
const ids: Record<string, string> = {};

async function ownedPicture(userId: string, title: string) {
  return (
    await server.services.db.transaction((tx) =>
      storeMedia(server.services, tx, {
        userId,
        path: join(fixturesDir, 'photo.png'),
        contentType: 'image/png',
        title,
      }),
    )
  ).id;
}

beforeAll(async () => {
  server = await startTestServer();
  routes = server.app!.mediakitRoutes.filter((route) => route.contract);
  accounts.owner = await server.account({ credits: 100 });
  accounts.other = await server.account({ credits: 100 });
  accounts.admin = await server.account({ role: 'admin' });
  ids.disposable = (await server.account()).id;
  const form = new FormData();
  form.set('prompt', 'a slow zoom');
  form.set('duration', '5');
  form.set('resolution', '360p');
  form.set(
    'first_frame_file',
    new Blob([await readFile(join(fixturesDir, 'photo.png'))], { type: 'image/png' }),
    'photo.png',
  );
  const started = (await (
    await server.call('/ai/video/generate', { token: accounts.owner.token, method: 'POST', body: form })
  ).json()) as { task_id: string };
  ids.taskId = started.task_id;
  // A task of the owner's for every polled tool (status routes answer only for their own tool's tasks).
  for (const tool of ['mystic', 'imageEdit', 'enhance', 'style', 'videoUpscale']) {
    ids[tool] = newId('task');
    await server.services.db.insert(jobs).values({
      id: ids[tool],
      userId: accounts.owner.id,
      tool,
      cost: 0,
      input: { title: tool, params: {}, files: {} },
    });
  }
  ids.media = await ownedPicture(accounts.owner.id, 'Owned picture');
  ids.key = (await server.services.db.transaction((tx) => createApiKey(tx, accounts.owner.id, 'Owned key'))).id;
  ids.adminMedia = await ownedPicture(accounts.owner.id, 'Picture for the admin to remove');
  // Two test cards, as for webhooks: DELETE removes one, the routes after it still have the other; a checkout.
  const engine = server.services.payments;
  if (!isTestEngine(engine)) throw new Error('The test payment engine is expected here.');
  ids.card = (
    await engine.addCard(accounts.owner.id, { paymentMethod: 'pm_card_visa', expMonth: 4, expYear: 2040 })
  ).id;
  ids.cardToDelete = (
    await engine.addCard(accounts.owner.id, { paymentMethod: 'pm_card_mastercard', expMonth: 5, expYear: 2040 })
  ).id;
  ids.checkout = (
    await engine.createCheckout({
      userId: accounts.owner.id,
      customerId: `cus_test_${accounts.owner.id}`,
      currency: 'USD',
      purchase: { kind: 'pack', pack: creditPacks[0]! },
      successUrl: `${server.url}/user/dashboard`,
      cancelUrl: `${server.url}/user/dashboard`,
    })
  ).id;
  ids.mail = (
    await server.services.email.send({
      to: accounts.owner.email,
      subject: 'A statement',
      text: 'Attached.',
      kind: 'statement',
      attachments: [{ name: 'statement.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF-1.4') }],
    })
  ).id;
  // Two webhooks: DELETE removes one, and the routes after it (deliveries, test) still have the other.
  for (const name of ['webhook', 'webhookToDelete'])
    ids[name] = (
      await server.services.db.transaction((tx) =>
        createWebhook(tx, { serverSecret: server.services.config.secret, allowLocal: true }, accounts.owner.id, {
          url: 'https://hooks.example.com/mediakit',
          events: ['job.completed'],
        }),
      )
    ).id;
  ids.invoice = newId('inv');
  await server.services.db.insert(invoices).values({
    id: ids.invoice,
    userId: accounts.owner.id,
    number: 'INV-TEST-1',
    status: 'Pending',
    amountCents: 1000,
    currency: 'USD',
    description: '1,000 credits',
    credits: 1000,
  });
});
afterAll(async () => {
  await server?.stop();
});

/** The id a route's `:id` stands for: the owner's thing of that kind. */
function idFor(url: string, method: string) {
  if (url.includes('webhooks/')) return method === 'DELETE' ? ids.webhookToDelete : ids.webhook;
  if (url.includes('api-keys')) return ids.key;
  if (url.includes('admin/users')) return ids.disposable;
  if (url.includes('admin/media')) return ids.adminMedia;
  if (url.includes('admin/jobs')) return ids.taskId;
  if (url.includes('test/cards')) return method === 'DELETE' ? ids.cardToDelete : ids.card;
  if (url.includes('test/checkout')) return ids.checkout;
  if (url.includes('invoices/')) return ids.invoice;
  if (url.includes('admin/outbox')) return ids.mail;
  return ids.media;
}

const statusTools: Record<string, string> = {
  '/ai/mystic/status/:taskId': 'mystic',
  '/api/ai/edit-status': 'imageEdit',
  '/ai/enhance/status': 'enhance',
  '/ai/style/status': 'style',
  '/api/video/upscale/status': 'videoUpscale',
};

function pathOf(route: RouteRecord) {
  const taskId = ids[statusTools[route.url] ?? 'taskId']!;
  const path = route.url
    .replace(':taskId', taskId)
    .replace(':id', idFor(route.url, route.method)!)
    .replace(':name', 'x.png')
    .replace(':index', '0');
  return /status$/.test(route.url) && !route.url.includes(':taskId') ? `${path}?task_id=${taskId}` : path;
}

/** What a caller gets: 401, 403, 404, 5xx, or ok (anything else: the call was let in). */
async function outcome(route: RouteRecord, caller: Caller) {
  let token = caller === 'anonymous' ? undefined : accounts[caller].token;
  // Signing out ends the session it is called with: each caller signs out a session of its own.
  if (route.contract?.operation === 'auth.logout' && caller !== 'anonymous') {
    token = await openSession(server.services.db, accounts[caller].id, 60_000);
  }
  const response = await server.call(pathOf(route), {
    method: route.method,
    ...(token ? { token } : {}),
    ...(['POST', 'PATCH', 'PUT'].includes(route.method) ? { json: {} } : {}),
  });
  await response.body?.cancel();
  const { status } = response;
  // 501 is Google sign-in on a server without its client id: the call was let in and told what is missing.
  if (status === 501) return 'ok';
  return status === 401 || status === 403 || status === 404 ? String(status) : status >= 500 ? '5xx' : 'ok';
}

/** The rule each route is held to. */
function expected(route: RouteRecord, caller: Caller): string {
  const operation = route.contract!.operation;
  if (signedOperations.has(operation)) return '404';
  if (publicOperations.has(operation)) return 'ok';
  if (caller === 'anonymous') return '401';
  if (route.url.startsWith('/api/v1/admin')) return caller === 'admin' ? 'ok' : '403';
  // A user's own things: anyone else's task, file, key or item is as unknown as a made-up id (admins included:
  // they reach other people's things through the admin routes only).
  const owned = /:taskId|:id/.test(route.url) || (/status$/.test(route.url) && !route.url.includes(':taskId'));
  if (owned && caller !== 'owner') return '404';
  return 'ok';
}

describe('authorisation of every route', () => {
  it('holds every route to its rule for an anonymous caller, the owner, another user and an admin', async () => {
    expect(routes.length).toBeGreaterThan(40);
    const seen: string[] = [];
    const wanted: string[] = [];
    for (const route of routes) {
      for (const caller of callers) {
        const label = `${route.method} ${route.url} ${caller}`;
        seen.push(`${label} ${await outcome(route, caller)}`);
        wanted.push(`${label} ${expected(route, caller)}`);
      }
    }
    expect(seen).toEqual(wanted);
    expect(seen.length).toBe(routes.length * 4);
  });

  it('serves a file only with its valid signature', async () => {
    const picture = await ownedPicture(accounts.owner.id, 'Signed picture');
    const list = (await (await server.call('/api/v1/media?type=image', { token: accounts.owner.token })).json()) as {
      data: { id: string; src: string }[];
    };
    const src = list.data.find((item) => item.id === picture)!.src;
    expect((await fetch(src)).status).toBe(200);
    const url = new URL(src);
    url.searchParams.set('signature', `${url.searchParams.get('signature')!.slice(0, -2)}xx`);
    expect((await fetch(url)).status).toBe(404);
    url.searchParams.delete('signature');
    expect((await fetch(url)).status).toBe(404);
    // Another user's list never shows it.
    const theirs = (await (await server.call('/api/v1/media', { token: accounts.other.token })).json()) as {
      data: { id: string }[];
    };
    expect(theirs.data.map((item) => item.id)).not.toContain(picture);
  });
});
