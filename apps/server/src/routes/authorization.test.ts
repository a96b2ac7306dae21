import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey } from '../apiKeys/apiKeys';
import type { RouteRecord } from '../app';
import { storeMedia } from '../media/library';
import { fixturesDir, startTestServer, type TestAccount, type TestServer } from '../testing/testServer';

/** Routes anyone may call: signing in, the document, health, and the signed file links. */
const publicOperations = new Set([
  'auth.csrfCookie',
  'auth.login',
  'auth.loginWithGoogle',
  'auth.register',
  'system.openapi',
  'system.health',
  'media.file',
  'billing.invoiceDocument',
]);

let server: TestServer;
let routes: RouteRecord[];
let owner: TestAccount;
let other: TestAccount;
let admin: TestAccount;
/** Ids of the owner's things, to fill each route's parameters. */
const ids: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer();
  routes = server.app!.mediakitRoutes.filter((route) => route.contract);
  owner = await server.account({ credits: 100 });
  other = await server.account({ credits: 100 });
  admin = await server.account({ role: 'admin' });
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
    await server.call('/ai/video/generate', { token: owner.token, method: 'POST', body: form })
  ).json()) as {
    task_id: string;
  };
  ids.taskId = started.task_id;
  const stored = await server.services.db.transaction((tx) =>
    storeMedia(server.services, tx, {
      userId: owner.id,
      path: join(fixturesDir, 'photo.png'),
      contentType: 'image/png',
      title: 'Owned picture',
    }),
  );
  ids.media = stored.id;
  ids.key = (await server.services.db.transaction((tx) => createApiKey(tx, owner.id, 'Owned key'))).id;
});
afterAll(async () => {
  await server?.stop();
});

function pathOf(route: RouteRecord) {
  // The admin's user routes act on a disposable account (one of them deletes it).
  const id = route.url.includes('api-keys') ? ids.key : route.url.includes('admin/users') ? ids.disposable : ids.media;
  return route.url
    .replace(':taskId', ids.taskId!)
    .replace(':id', id!)
    .replace(':name', 'x.png')
    .concat(/status$/.test(route.url) || route.url.endsWith('edit-status') ? `?task_id=${ids.taskId}` : '');
}

async function statusFor(route: RouteRecord, token?: string) {
  const response = await server.call(pathOf(route), {
    method: route.method,
    ...(token ? { token } : {}),
    ...(['POST', 'PATCH', 'PUT'].includes(route.method) ? { json: {} } : {}),
  });
  await response.body?.cancel();
  return response.status;
}

describe('authorisation of every route', () => {
  it('refuses every private route to an anonymous caller with a 401', async () => {
    const answers = [];
    for (const route of routes.filter((candidate) => !publicOperations.has(candidate.contract!.operation))) {
      answers.push(`${route.method} ${route.url} ${await statusFor(route)}`);
    }
    expect(answers.filter((answer) => !answer.endsWith(' 401'))).toEqual([]);
  });

  it('refuses every admin route to an ordinary user with a 403, and lets an admin in', async () => {
    const adminRoutes = routes.filter((route) => route.url.startsWith('/api/v1/admin'));
    expect(adminRoutes.length).toBeGreaterThanOrEqual(8);
    for (const route of adminRoutes) {
      expect(`${route.method} ${route.url} ${await statusFor(route, owner.token)}`).toMatch(/ 403$/);
      expect(`${route.method} ${route.url} ${await statusFor(route, admin.token)}`).not.toMatch(/ 40[13]$/);
    }
  });

  it("answers another user's task, file, media item and key as not found", async () => {
    const owned = routes.filter(
      (route) =>
        /:taskId|:id/.test(route.url) &&
        !route.url.startsWith('/api/v1/admin') &&
        route.contract?.operation !== 'media.file',
    );
    const statusRoutes = routes.filter((route) => /status$/.test(route.url) && !route.url.includes(':taskId'));
    for (const route of [...owned, ...statusRoutes]) {
      expect(`${route.method} ${route.url} ${await statusFor(route, other.token)}`).toMatch(/ 404$/);
    }
    // The owner reaches the same things.
    expect(
      await statusFor(
        routes.find((route) => route.url === '/ai/video/status/:taskId')!,
        owner.token,
      ),
    ).toBe(200);
  });

  it('serves a file only with its valid signature', async () => {
    const list = (await (await server.call('/api/v1/media?type=image', { token: owner.token })).json()) as {
      data: { id: string; src: string }[];
    };
    const src = list.data.find((item) => item.id === ids.media)!.src;
    expect((await fetch(src)).status).toBe(200);
    const url = new URL(src);
    url.searchParams.set('signature', `${url.searchParams.get('signature')!.slice(0, -2)}xx`);
    expect((await fetch(url)).status).toBe(404);
    url.searchParams.delete('signature');
    expect((await fetch(url)).status).toBe(404);
    // Another user's list never shows it.
    const theirs = (await (await server.call('/api/v1/media', { token: other.token })).json()) as {
      data: { id: string }[];
    };
    expect(theirs.data.map((item) => item.id)).not.toContain(ids.media);
  });
});
