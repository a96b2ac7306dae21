import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { apiKeys, creditLedger, sessions } from '../db/schema';
import { buyCreditPack } from '../testing/payments';
import { fixturesDir, startTestServer, type TestServer } from '../testing/testServer';
import { sha256 } from './secrets';
import { openSession } from './sessions';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

const register = (body: unknown) => server.call('/api/v1/register', { json: body });
const login = (body: unknown) => server.call('/api/v1/login', { json: body });

describe('accounts', () => {
  it('registers with the starting credits and signs in; the token works until logout, then every call is a 401', async () => {
    const created = await register({
      username: 'grace',
      email: 'Grace@Example.com',
      password: 'correct horse battery',
    });
    expect(created.status).toBe(201);
    const body = (await created.json()) as { message: string; token: string; user: { credits: number; role: string } };
    expect(body.message).toBe('Account created successfully!');
    expect(body.user).toMatchObject({ credits: 50, role: 'user' });
    const signedIn = (await (
      await login({ email: 'grace@example.com', password: 'correct horse battery' })
    ).json()) as {
      token: string;
      message: string;
    };
    expect(signedIn.message).toBe('User login success');
    expect((await server.call('/api/v1/user', { token: signedIn.token })).status).toBe(200);
    expect((await server.call('/api/v1/logout', { method: 'POST', token: signedIn.token })).status).toBe(204);
    const after = await server.call('/api/v1/user', { token: signedIn.token });
    expect(after.status).toBe(401);
    // The other session (from sign-up) is untouched.
    expect((await server.call('/api/v1/user', { token: body.token })).status).toBe(200);
  });

  it('refuses a taken e-mail, a short password and missing fields with clear messages', async () => {
    await register({ username: 'ada', email: 'ada@example.com', password: 'correct horse battery' });
    const taken = await register({ username: 'ada2', email: 'ADA@example.com', password: 'correct horse battery' });
    expect(taken.status).toBe(422);
    expect(await taken.json()).toMatchObject({ error: 'The email has already been taken.' });
    const short = await register({ username: 'bob', email: 'bob@example.com', password: 'short' });
    expect(await short.json()).toMatchObject({ error: 'The password must be at least 8 characters.' });
    const missing = await register({ email: 'carol@example.com', password: 'correct horse battery' });
    expect(await missing.json()).toMatchObject({ error: 'The username field is required.' });
  });

  it("says 'Invalid credentials' for a wrong password and an unknown e-mail alike", async () => {
    await register({ username: 'dan', email: 'dan@example.com', password: 'correct horse battery' });
    for (const attempt of [
      { email: 'dan@example.com', password: 'wrong password' },
      { email: 'nobody@example.com', password: 'whatever it is' },
    ]) {
      const answer = await login(attempt);
      expect(answer.status).toBe(401);
      expect(await answer.json()).toEqual({ message: 'Invalid credentials' });
    }
  });

  it('refuses a suspended account at sign-in, and suspension ends its sessions', async () => {
    const admin = await server.account({ role: 'admin' });
    const user = await server.account();
    const suspended = await server.call(`/api/v1/admin/users/${user.id}`, {
      method: 'PATCH',
      token: admin.token,
      json: { status: 'Suspended' },
    });
    expect(suspended.status).toBe(200);
    expect((await server.call('/api/v1/user', { token: user.token })).status).toBe(401);
    const again = await login({ email: user.email, password: user.password });
    expect(again.status).toBe(403);
    expect(await again.json()).toEqual({ message: 'This account is suspended.' });
  });

  it('Remember me: by default a 30-day cookie and session; remember: false a browser-session cookie and a 12 h session', async () => {
    const user = await server.account();
    const sessionEnds = async (token: string) => {
      const [row] = await server.services.db
        .select()
        .from(sessions)
        .where(eq(sessions.tokenHash, sha256(token)));
      return row!.expiresAt.getTime() - Date.now();
    };
    const hours = 60 * 60 * 1000;

    const remembered = await login({ email: user.email, password: user.password });
    const kept = remembered.headers.get('set-cookie')!;
    expect(kept).toMatch(/mk_session=[^;]+;.*Max-Age=2592000/);
    const keptToken = ((await remembered.json()) as { token: string }).token;
    expect(await sessionEnds(keptToken)).toBeGreaterThan(29 * 24 * hours);

    const forgotten = await login({ email: user.email, password: user.password, remember: false });
    expect(forgotten.status).toBe(200);
    const cookie = forgotten.headers.get('set-cookie')!;
    expect(cookie).toMatch(/mk_session=[^;]+/);
    expect(cookie).not.toMatch(/Max-Age|Expires/i);
    const token = ((await forgotten.json()) as { token: string }).token;
    const left = await sessionEnds(token);
    expect(left).toBeGreaterThan(11.9 * hours);
    expect(left).toBeLessThanOrEqual(12 * hours);
    expect((await server.call('/api/v1/user', { token })).status).toBe(200);
    // Once the 12 hours are up the session is gone, whatever the browser kept.
    await server.services.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, sha256(token)));
    expect((await server.call('/api/v1/user', { token })).status).toBe(401);
    expect((await server.call('/api/v1/user', { token: keptToken })).status).toBe(200);

    const wrong = await login({ email: user.email, password: user.password, remember: 'no' });
    expect(wrong.status).toBe(422);
    expect(JSON.stringify(await wrong.json())).toContain('remember must be true or false.');
  });

  it('with the session cookie, a state-changing call needs the XSRF-TOKEN echo', async () => {
    const user = await server.account();
    const signedIn = await login({ email: user.email, password: user.password });
    const session = /mk_session=([^;]+)/.exec(signedIn.headers.get('set-cookie') ?? '')?.[1];
    expect(session).toBeDefined();
    const csrf = await server.call('/sanctum/csrf-cookie');
    expect(csrf.status).toBe(204);
    const xsrf = /XSRF-TOKEN=([^;]+)/.exec(csrf.headers.get('set-cookie') ?? '')?.[1];
    expect(xsrf).toBeDefined();
    const cookie = `mk_session=${session}; XSRF-TOKEN=${xsrf}`;
    expect((await server.call('/api/v1/user', { headers: { Cookie: cookie } })).status).toBe(200);
    const forged = await server.call('/api/v1/user', {
      method: 'PATCH',
      headers: { Cookie: cookie },
      json: { name: 'Eve' },
    });
    expect(forged.status).toBe(419);
    const genuine = await server.call('/api/v1/user', {
      method: 'PATCH',
      headers: { Cookie: cookie, 'X-XSRF-TOKEN': decodeURIComponent(xsrf!) },
      json: { name: 'Frances' },
    });
    expect(genuine.status).toBe(200);
  });

  it("answers Google sign-in with 501 when it is not configured ('Missing Google credential' without one)", async () => {
    const missing = await server.call('/api/v1/auth/google', { json: {} });
    expect(missing.status).toBe(501);
    expect(await missing.json()).toMatchObject({
      message: 'Missing Google credential',
      error: 'Missing Google credential',
      details: 'Google sign-in is not configured on this server (set MEDIAKIT_GOOGLE_CLIENT_ID).',
    });
    const unconfigured = await server.call('/api/v1/auth/google', { json: { credential: 'x.y.z' } });
    expect(unconfigured.status).toBe(501);
    expect(await unconfigured.json()).toMatchObject({
      message: 'Google sign-in is not configured on this server (set MEDIAKIT_GOOGLE_CLIENT_ID).',
    });
  });
});

describe('Google sign-in, configured', () => {
  let keys: Server;
  let google: TestServer;
  let sign: (claims: Record<string, unknown>) => Promise<string>;

  beforeAll(async () => {
    const { publicKey, privateKey } = await generateKeyPair('RS256');
    const jwk = { ...(await exportJWK(publicKey)), kid: 'test', alg: 'RS256', use: 'sig' };
    keys = createServer((_request, response) =>
      response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ keys: [jwk] })),
    );
    await new Promise<void>((resolve) => keys.listen(0, '127.0.0.1', resolve));
    const jwksUrl = `http://127.0.0.1:${(keys.address() as { port: number }).port}/certs`;
    google = await startTestServer({
      env: { MEDIAKIT_GOOGLE_CLIENT_ID: 'client-123', MEDIAKIT_GOOGLE_JWKS_URL: jwksUrl },
    });
    sign = (claims) =>
      new SignJWT({ email_verified: true, ...claims })
        .setProtectedHeader({ alg: 'RS256', kid: 'test' })
        .setIssuer('https://accounts.google.com')
        .setAudience((claims.aud as string) ?? 'client-123')
        .setSubject('google-subject-1')
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(privateKey);
  });
  afterAll(async () => {
    await google?.stop();
    await new Promise((resolve) => keys?.close(resolve));
  });

  it('verifies the ID token and signs the person in (creating the account once)', async () => {
    const credential = await sign({ email: 'lin@example.com', name: 'Lin' });
    const first = await google.call('/api/v1/auth/google', { json: { credential } });
    expect(first.status).toBe(200);
    const body = (await first.json()) as { token: string; user: { email: string; name: string; credits: number } };
    expect(body.user).toMatchObject({ email: 'lin@example.com', name: 'Lin', credits: 50 });
    const second = (await (await google.call('/api/v1/auth/google', { json: { credential } })).json()) as {
      user: { id: string };
    };
    expect(second.user).toMatchObject({ email: 'lin@example.com' });
  });

  it("answers a missing credential with 422 'Missing Google credential'", async () => {
    const missing = await google.call('/api/v1/auth/google', { json: { credential: '  ' } });
    expect(missing.status).toBe(422);
    expect(await missing.json()).toMatchObject({ error: 'Missing Google credential' });
  });

  it('refuses a token for another client id or with an unverified e-mail', async () => {
    for (const credential of [
      await sign({ email: 'mo@example.com', aud: 'someone-else' }),
      await sign({ email: 'mo@example.com', email_verified: false }),
      'not.a.token',
    ]) {
      const answer = await google.call('/api/v1/auth/google', { json: { credential } });
      expect(answer.status).toBe(401);
      expect(await answer.json()).toMatchObject({ message: 'Google sign-in failed' });
    }
  });
});

describe('sessions, keys, avatars and money', () => {
  it('refuses an expired session token', async () => {
    const user = await server.account();
    // Expired a second ago: no waiting for a clock to pass it.
    const token = await openSession(server.services.db, user.id, -1000);
    expect((await server.call('/api/v1/user', { token })).status).toBe(401);
  });

  it('API keys: the secret is shown once, stored only as a hash, signs calls in, records its last use, and dies when revoked', async () => {
    const user = await server.account();
    const created = (await (
      await server.call('/api/v1/api-keys', { token: user.token, json: { label: 'CI' } })
    ).json()) as { data: { id: string; secret: string; masked_value: string; last_used_at: string | null } };
    const { secret } = created.data;
    expect(secret).toMatch(/^mk_key_/);
    expect(created.data.masked_value).toBe(`mk_key_${'•'.repeat(12)}${secret.slice(-4)}`);
    expect(created.data.last_used_at).toBeNull();
    const [row] = await server.services.db.select().from(apiKeys).where(eq(apiKeys.id, created.data.id));
    expect(JSON.stringify(row)).not.toContain(secret.slice(7));
    expect(row!.keyHash).toBe(sha256(secret));
    const me = (await (await server.call('/api/v1/user', { token: secret })).json()) as { data: { id: string } };
    expect(me.data.id).toBe(user.id);
    const listed = (await (await server.call('/api/v1/api-keys', { token: user.token })).json()) as {
      data: { id: string; last_used_at: string | null; secret?: string }[];
    };
    expect(listed.data[0]).toMatchObject({ id: created.data.id, last_used_at: expect.any(String) });
    expect(listed.data[0]!.secret).toBeUndefined();
    expect(
      (await server.call(`/api/v1/api-keys/${created.data.id}`, { method: 'DELETE', token: user.token })).status,
    ).toBe(204);
    expect((await server.call('/api/v1/user', { token: secret })).status).toBe(401);
  });

  it('takes only images as an avatar, judged by their bytes, and serves the stored one', async () => {
    const user = await server.account();
    const upload = (name: string, bytes: Buffer<ArrayBuffer> | string) => {
      const form = new FormData();
      form.set('avatar', new Blob([bytes], { type: 'image/png' }), name);
      return server.call('/api/v1/user/avatar', { method: 'POST', token: user.token, body: form });
    };
    const text = await upload('me.png', 'not a picture at all');
    expect(text.status).toBe(415);
    expect(await text.json()).toMatchObject({ message: 'Please select an image.' });
    const picture = await upload('me.png', await readFile(join(fixturesDir, 'photo.png')));
    expect(picture.status).toBe(200);
    const { data } = (await picture.json()) as { data: { images: string } };
    const served = await fetch(data.images);
    expect(served.headers.get('content-type')).toBe('image/png');
  });

  it('tops up through the payment engine: a paid invoice naming it, with a PDF, the credits with their ledger row', async () => {
    const user = await server.account({ credits: 5 });
    await buyCreditPack(server, user, 'credits-50');
    const me = (await (await server.call('/api/v1/user', { token: user.token })).json()) as {
      data: { credits: number };
    };
    expect(me.data.credits).toBe(55);
    const [ledger] = await server.services.db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.userId, user.id))
      .orderBy(desc(creditLedger.id))
      .limit(1);
    expect(ledger).toMatchObject({ amount: 50, reason: 'top-up', balanceAfter: 55 });
    const invoices = (await (await server.call('/api/v1/invoices', { token: user.token })).json()) as {
      data: { status: string; credits: number; url: string }[];
    };
    expect(invoices.data).toHaveLength(1);
    expect(invoices.data[0]).toMatchObject({ status: 'Paid', credits: 50 });
    const pdf = await fetch(invoices.data[0]!.url);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect((await pdf.text()).startsWith('%PDF-')).toBe(true);
    // No way around the payment engine: the old direct top-up is gone.
    const direct = await server.call('/api/v1/credits/top-up', { token: user.token, json: { amount: 50 } });
    expect(direct.status).toBe(404);
  });

  it('computes usage and the dashboard from the ledger, the jobs and the library, one figure everywhere', async () => {
    const user = await server.account({ credits: 500, plan: 'pro' });
    const get = async <T>(path: string, token = user.token) => (await (await server.call(path, { token })).json()) as T;
    type Meter = { used: number; total: number; percent: number };
    type Usage = {
      plan: string;
      credits: Meter;
      storage: { used_bytes: number; total_bytes: number; percent: number };
      storage_gb: Meter;
      renders: { used: number };
      history: { period: string; credits: number }[];
    };
    type Dashboard = {
      projects: number;
      renders: number;
      credits: number;
      uptime: number | null;
      credits_meter: Meter;
      recent_activity: { model: string; status: string; tokens: number }[];
    };
    type User = { data: { credits: number; credits_spent_this_month: number } };

    // A new pro account (500 credits, cap 2,000): nothing spent is 0%, not "1,500 of 2,000 (75%)"; no job ended, so
    // no uptime to show (not 100%).
    const before = await get<Usage>('/api/v1/usage');
    expect(before.history.at(-1)!.credits).toBe(0);
    expect(before.credits).toEqual({ used: 0, total: 2000, percent: 0 });
    expect((await get<Dashboard>('/api/v1/dashboard')).uptime).toBeNull();
    expect((await get<User>('/api/v1/user')).data.credits_spent_this_month).toBe(0);

    const form = new FormData();
    form.set('image', new Blob([await readFile(join(fixturesDir, 'photo.png'))], { type: 'image/png' }), 'p.png');
    expect((await server.call('/ai/bg/remove', { method: 'POST', token: user.token, body: form })).status).toBe(200);
    // Credits bought are not usage.
    await buyCreditPack(server, user, 'credits-10');

    const usage = await get<Usage>('/api/v1/usage');
    expect(usage.plan).toBe('pro');
    expect(usage.history).toHaveLength(12);
    expect(usage.history.at(-1)).toEqual({ period: new Date().toISOString().slice(0, 7), credits: 1 });
    expect(usage.renders.used).toBe(1);
    expect(usage.credits).toEqual({ used: 1, total: 2000, percent: 0 });
    const dashboard = await get<Dashboard>('/api/v1/dashboard');
    const me = await get<User>('/api/v1/user');
    expect(me.data).toMatchObject({ credits: 509, credits_spent_this_month: 1 });
    expect(dashboard).toMatchObject({ projects: 1, renders: 1, credits: 509, uptime: 100 });
    expect(dashboard.credits_meter).toEqual(usage.credits);
    // Projects are jobs, as the Projects page counts them.
    const jobs = await get<{ meta: { total: number } }>('/api/v1/jobs');
    expect(dashboard.projects).toBe(jobs.meta.total);
    expect(dashboard.recent_activity).toEqual([
      expect.objectContaining({ model: 'BG Remover · local:matting', status: 'Completed', tokens: 1 }),
    ]);
    // Storage is the real bytes kept for the account: the library's cut-out and the photo uploaded to make it (kept
    // with the job), not a rounded "0 GB".
    const library = await get<{ data: { size_bytes: number }[] }>('/api/v1/media?page_size=100');
    const listed = library.data.reduce((sum, item) => sum + item.size_bytes, 0);
    const photo = (await stat(join(fixturesDir, 'photo.png'))).size;
    expect(listed).toBeGreaterThan(0);
    expect(usage.storage).toMatchObject({ used_bytes: listed + photo, total_bytes: 50e9 });
    const bytes = listed + photo;
    expect(usage.storage_gb.used).toBe(Math.round((bytes / 1e9) * 1000) / 1000);
  });
});
