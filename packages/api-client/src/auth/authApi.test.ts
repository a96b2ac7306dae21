import { describe, expect, it } from 'vitest';
import { createMemoryTokenStore } from '../http/tokenStore';
import { json } from '../testing/recordingFetch';
import { testClient } from '../testing/testClient';

const csrf = new Response(null, { status: 204 });
const user = { id: 7, email: 'ada@example.com', name: 'Ada', role: 'admin', credits: 12 };

describe('auth', () => {
  it('login fetches the CSRF cookie first, posts email and password, and stores the token', async () => {
    const tokenStore = createMemoryTokenStore();
    const { client, requests } = testClient([csrf, json({ token: 'T', user })], { tokenStore });
    const session = await client.auth.login({ email: 'ada@example.com', password: 'pw' });
    expect(requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET /sanctum/csrf-cookie',
      'POST /api/v1/login',
    ]);
    expect(requests[1]?.json).toEqual({ email: 'ada@example.com', password: 'pw' });
    expect(session.token).toBe('T');
    expect(session.user).toMatchObject({ id: '7', role: 'admin', credits: 12 });
    expect(tokenStore.get()).toBe('T');
  });

  it('login sends Remember me only when it is given', async () => {
    const { client, requests } = testClient([csrf, json({ token: 'T', user }), csrf, json({ token: 'U', user })]);
    await client.auth.login({ email: 'ada@example.com', password: 'pw', remember: false });
    await client.auth.login({ email: 'ada@example.com', password: 'pw', remember: true });
    expect(requests[1]?.json).toEqual({ email: 'ada@example.com', password: 'pw', remember: false });
    expect(requests[3]?.json).toEqual({ email: 'ada@example.com', password: 'pw', remember: true });
  });

  it('login reads access_token and data as well', async () => {
    const { client } = testClient([csrf, json({ access_token: 'A', data: user })]);
    expect(await client.auth.login({ email: 'a', password: 'b' })).toMatchObject({
      token: 'A',
      user: { email: 'ada@example.com' },
    });
  });

  it('ignores a failed CSRF cookie fetch and goes on', async () => {
    const { client, requests } = testClient([new TypeError('Failed to fetch'), json({ token: 'T' })]);
    await expect(client.auth.login({ email: 'a', password: 'b' })).resolves.toMatchObject({
      token: 'T',
      user: undefined,
    });
    expect(requests).toHaveLength(2);
  });

  it('login errors: server message or error, else Login failed; no token: No token in response', async () => {
    const { client } = testClient([
      csrf,
      json({ message: 'Invalid credentials' }, 401),
      csrf,
      json({ error: 'Account locked' }, 423),
      csrf,
      json({}, 500),
      csrf,
      json({ user }),
    ]);
    const login = () => client.auth.login({ email: 'a', password: 'b' });
    await expect(login()).rejects.toMatchObject({ kind: 'unauthenticated', message: 'Invalid credentials' });
    await expect(login()).rejects.toMatchObject({ message: 'Account locked' });
    await expect(login()).rejects.toMatchObject({ message: 'Login failed' });
    await expect(login()).rejects.toMatchObject({ kind: 'malformed-response', message: 'No token in response' });
  });

  it('a wrong password does not count as an expired session', async () => {
    let calls = 0;
    const { client } = testClient([csrf, json({ message: 'Invalid credentials' }, 401)], {
      onUnauthenticated: () => (calls += 1),
    });
    await client.auth.login({ email: 'a', password: 'b' }).catch(() => undefined);
    expect(calls).toBe(0);
  });

  it('Google sign-in posts the credential and needs both token and user', async () => {
    const { client, requests } = testClient([
      csrf,
      json({ token: 'G', user }),
      csrf,
      json({ token: 'G' }),
      csrf,
      json({}, 500),
    ]);
    await expect(client.auth.loginWithGoogle('')).rejects.toMatchObject({ message: 'Missing Google credential' });
    expect(requests).toHaveLength(0);
    await expect(client.auth.loginWithGoogle('id-token')).resolves.toMatchObject({ token: 'G' });
    expect(requests[1]).toMatchObject({ path: '/api/v1/auth/google', json: { credential: 'id-token' } });
    await expect(client.auth.loginWithGoogle('id-token')).rejects.toMatchObject({
      message: 'Invalid auth response from server',
    });
    await expect(client.auth.loginWithGoogle('id-token')).rejects.toMatchObject({ message: 'Google sign-in failed' });
  });

  it('register posts username, email and password; the error comes from error, else Registration failed', async () => {
    const { client, requests } = testClient([
      csrf,
      json({ message: 'ok' }),
      csrf,
      json({ error: 'Email taken' }, 422),
      csrf,
      json({}, 500),
    ]);
    const registration = { username: 'ada', email: 'ada@example.com', password: 'pw' };
    await expect(client.auth.register(registration)).resolves.toBeUndefined();
    expect(requests[1]).toMatchObject({ path: '/api/v1/register', json: registration });
    await expect(client.auth.register(registration)).rejects.toMatchObject({
      kind: 'invalid-input',
      message: 'Email taken',
    });
    await expect(client.auth.register(registration)).rejects.toMatchObject({ message: 'Registration failed' });
  });

  it('logout posts to /api/v1/logout and clears the token even when the server fails', async () => {
    const tokenStore = createMemoryTokenStore('T');
    const { client, requests } = testClient([csrf, json({}, 500)], { tokenStore });
    await expect(client.auth.logout()).rejects.toMatchObject({ status: 500 });
    expect(requests[1]).toMatchObject({ method: 'POST', path: '/api/v1/logout' });
    expect(requests[1]?.headers.get('Authorization')).toBe('Bearer T');
    expect(tokenStore.get()).toBeNull();
  });
});
