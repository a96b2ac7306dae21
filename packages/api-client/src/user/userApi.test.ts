import { describe, expect, it } from 'vitest';
import { json } from '../testing/recordingFetch';
import { baseUrl, testClient } from '../testing/testClient';
import { normalizeUser } from './normalizeUser';

describe('normalizeUser', () => {
  const raw = { id: 3, email: 'a@b.c', username: 'abc', credits: '40', role: 'Admin' };

  it('reads the user from data, from user, or from the body itself', () => {
    expect(normalizeUser({ data: raw }, baseUrl).email).toBe('a@b.c');
    expect(normalizeUser({ user: raw }, baseUrl).email).toBe('a@b.c');
    expect(normalizeUser(raw, baseUrl)).toMatchObject({ id: '3', email: 'a@b.c', credits: 40, role: 'admin' });
  });

  it('defaults the role to user when missing or unknown', () => {
    expect(normalizeUser({ email: 'x@y.z' }, baseUrl).role).toBe('user');
    expect(normalizeUser({ email: 'x@y.z', role: 'superhero' }, baseUrl).role).toBe('user');
    expect(normalizeUser({ email: 'x@y.z', role: 'owner' }, baseUrl).role).toBe('owner');
  });

  it('reads the plan as an object or a name, and the cap', () => {
    expect(
      normalizeUser({ email: 'x', plan: { name: 'pro', credits_per_month: 700 }, credit_cap: 500 }, baseUrl),
    ).toMatchObject({
      plan: 'pro',
      planCreditsPerMonth: 700,
      creditCap: 500,
    });
    expect(normalizeUser({ email: 'x', plan: 'free' }, baseUrl).plan).toBe('free');
  });

  it('puts a bare avatar file name under uploads/users and keeps absolute http(s) URLs', () => {
    expect(normalizeUser({ email: 'x', images: 'me 1.png' }, baseUrl).avatarUrl).toBe(
      `${baseUrl}/uploads/users/me%201.png`,
    );
    expect(normalizeUser({ email: 'x', image: 'https://cdn.test/me.png' }, baseUrl).avatarUrl).toBe(
      'https://cdn.test/me.png',
    );
    expect(normalizeUser({ email: 'x', image: 'javascript:alert(1)' }, baseUrl).avatarUrl).toBe(
      `${baseUrl}/uploads/users/javascript%3Aalert(1)`,
    );
  });

  it('refuses an answer with no user in it', () => {
    expect(() => normalizeUser({ message: 'ok' }, baseUrl)).toThrow('The server sent no user.');
  });
});

describe('user api', () => {
  it('GET /api/v1/user, PATCH /api/v1/user with the changes, POST /api/v1/user/avatar with avatar', async () => {
    const { client, requests } = testClient([
      json({ data: { id: 1, email: 'a@b.c' } }),
      json({ user: { id: 1, email: 'a@b.c', name: 'New' } }),
      json({ id: 1, email: 'a@b.c', images: 'a.png' }),
    ]);
    await client.user.me();
    expect((await client.user.updateProfile({ name: 'New' })).name).toBe('New');
    expect((await client.user.uploadAvatar(new Blob(['png']))).avatarUrl).toBe(`${baseUrl}/uploads/users/a.png`);
    expect(requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET /api/v1/user',
      'PATCH /api/v1/user',
      'POST /api/v1/user/avatar',
    ]);
    expect(requests[1]?.json).toEqual({ name: 'New' });
    // A Blob without a name goes as a file named 'blob', the FormData rule.
    expect((requests[2]?.form?.get('avatar') as File).name).toBe('blob');
  });
});
