import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { instantEngines } from '../testing/testEngines';
import { fixturesDir, startTestServer, type TestServer } from '../testing/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    env: { MEDIAKIT_RATE_LIMITS: '1', MEDIAKIT_CORS_ORIGINS: 'https://app.example.com' },
  });
});
afterAll(async () => {
  await server?.stop();
});

describe('HTTP security', () => {
  it('limits sign-in attempts: the 11th in a minute is a 429 with a clear message', async () => {
    const attempts = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      attempts.push(
        await server.call('/api/v1/login', { json: { email: 'x@example.com', password: 'wrong password' } }),
      );
    }
    expect(attempts.slice(0, 10).map((answer) => answer.status)).toEqual(Array(10).fill(401));
    expect(attempts[10]!.status).toBe(429);
    expect(await attempts[10]!.json()).toMatchObject({ message: 'Too many requests. Please wait a moment.' });
  });

  it('limits job starts to 30 a minute per account, over every tool; another account keeps its own allowance', async () => {
    const busy = await server.account();
    const statuses = [];
    for (let start = 0; start < 31; start += 1) {
      const path = start % 2 ? '/ai/video/generate' : '/api/ai/edit';
      const answer = await server.call(path, { method: 'POST', token: busy.token, json: {} });
      statuses.push(answer.status);
      await answer.body?.cancel();
    }
    // Each start is refused on its input (422), and the 31st does not get that far.
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(422));
    expect(statuses[30]).toBe(429);
    const calm = await server.account();
    expect((await server.call('/ai/video/generate', { method: 'POST', token: calm.token, json: {} })).status).toBe(422);
  });

  it("counts one account's job starts together whichever session or API key it calls with (issue #34)", async () => {
    const busy = await server.account();
    const { openSession } = await import('../accounts/sessions');
    const tokens = [busy.token, await openSession(server.services.db, busy.id, 3_600_000)];
    const statuses = [];
    for (let start = 0; start < 31; start += 1) {
      const answer = await server.call('/api/ai/edit', { method: 'POST', token: tokens[start % 2], json: {} });
      statuses.push(answer.status);
      await answer.body?.cancel();
    }
    expect(statuses[30]).toBe(429);
  });

  it('believes X-Forwarded-For only from a trusted proxy (MEDIAKIT_TRUSTED_PROXIES) (issue #34)', async () => {
    const signIns = (node: TestServer, prefix: string) =>
      Promise.all(
        Array.from({ length: 11 }, (_, attempt) =>
          node
            .call('/api/v1/login', {
              json: { email: 'x@example.com', password: 'wrong password' },
              headers: { 'X-Forwarded-For': `${prefix}.${attempt}` },
            })
            .then((answer) => answer.status),
        ),
      );
    // The test's own address, 127.0.0.1, is not this node's proxy: the header is ignored, the 11th is refused.
    expect((await signIns(server, '198.51.100'))[10]).toBe(429);
    const behindProxy = await startTestServer({
      env: { MEDIAKIT_RATE_LIMITS: '1', MEDIAKIT_TRUSTED_PROXIES: '127.0.0.1' },
    });
    try {
      // Behind a trusted proxy each forwarded address is its own client.
      expect((await signIns(behindProxy, '192.0.2')).filter((status) => status === 429)).toHaveLength(0);
    } finally {
      await behindProxy.stop();
    }
  });

  it('allows cross-origin calls (with credentials) only from the allow-list', async () => {
    const allowed = await server.call('/api/v1/user', {
      method: 'OPTIONS',
      headers: { Origin: 'https://app.example.com', 'Access-Control-Request-Method': 'GET' },
    });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://app.example.com');
    expect(allowed.headers.get('access-control-allow-credentials')).toBe('true');
    const refused = await server.call('/api/v1/user', {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'GET' },
    });
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('sends security headers', async () => {
    const answer = await server.call('/api/health');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(answer.headers.get('strict-transport-security')).toMatch(/max-age=/);
    expect(answer.headers.get('x-powered-by')).toBeNull();
  });

  it('tells an admin which engine serves each tool and whether it can run', async () => {
    const admin = await server.account({ role: 'admin' });
    const answer = (await (await server.call('/api/v1/admin/engines', { token: admin.token })).json()) as {
      data: { tool: string; engine: string; ready: boolean; variable: string }[];
    };
    expect(answer.data).toHaveLength(14);
    expect(answer.data.find((engine) => engine.tool === 'chat')).toMatchObject({
      engine: 'local',
      ready: true,
      variable: 'MEDIAKIT_ENGINE_CHAT',
    });
  });
});

describe('internal failures', () => {
  it('answers 500 with a plain message, never the error, its stack or SQL', async () => {
    const broken = await startTestServer();
    const user = await broken.account();
    // The database goes away under the running server.
    await broken.services.database.close();
    const answer = await broken.call('/api/v1/media?search=x', { token: user.token });
    expect(answer.status).toBe(500);
    const text = await answer.text();
    expect(JSON.parse(text)).toEqual({ message: 'Something went wrong.' });
    expect(text).not.toMatch(/select|from "|pglite|closed|\.ts:\d+|\bat\b/i);
    await broken.stop().catch(() => undefined);
  });

  it("shows a job's internal failure as the generic engine message, not the error text", async () => {
    const leaky = await startTestServer({
      engines: instantEngines({
        async enhance() {
          throw new Error('relation "users" does not exist\n    at query (/srv/app/src/db.ts:12:3)');
        },
      }),
    });
    try {
      const user = await leaky.account();
      const form = new FormData();
      form.set('image', new Blob([await readFile(join(fixturesDir, 'photo.png'))], { type: 'image/png' }), 'p.png');
      const { task_id: taskId } = (await (
        await leaky.call('/ai/enhance', { method: 'POST', token: user.token, body: form })
      ).json()) as { task_id: string };
      let status: Record<string, unknown> = {};
      for (let poll = 0; poll < 100 && status.status !== 'FAILED'; poll += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        status = (await (
          await leaky.call(`/ai/enhance/status?task_id=${taskId}`, { token: user.token })
        ).json()) as Record<string, unknown>;
      }
      expect(status).toMatchObject({ status: 'FAILED', error: 'The engine could not produce a result.' });
      expect(JSON.stringify(status)).not.toMatch(/relation|db\.ts/);
    } finally {
      await leaky.stop();
    }
  });
});
