import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/testServer';

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

  it("answers Google sign-in without a credential with the spec's message, and 501 when it is not configured", async () => {
    const missing = await server.call('/api/v1/auth/google', { json: {} });
    expect(missing.status).toBe(422);
    expect(await missing.json()).toMatchObject({ error: 'Missing Google credential' });
    const unconfigured = await server.call('/api/v1/auth/google', { json: { credential: 'x.y.z' } });
    expect(unconfigured.status).toBe(501);
    expect(((await unconfigured.json()) as { message: string }).message).toMatch(/not configured/);
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
