import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/testServer';

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
