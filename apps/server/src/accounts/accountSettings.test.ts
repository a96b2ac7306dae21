import { eq, sql } from 'drizzle-orm';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditLedger, media, users } from '../db/schema';
import { storeMedia } from '../media/library';
import { buyCreditPack } from '../testing/payments';
import { postgresBin, startTemporaryPostgres, type TemporaryPostgres } from '../testing/postgres';
import { fixturesDir, startTestServer, type TestServer } from '../testing/testServer';

// Deleting an account moves state and the credits ledger: the same on PGlite and on a real PostgreSQL.
describe.each([
  { database: 'PGlite', postgres: false },
  ...(postgresBin() ? [{ database: 'PostgreSQL', postgres: true }] : []),
])('account settings on $database', ({ postgres: onPostgres }) => {
  let server: TestServer;
  let postgres: TemporaryPostgres | undefined;
  beforeAll(async () => {
    postgres = onPostgres ? await startTemporaryPostgres() : undefined;
    server = await startTestServer(postgres ? { databaseUrl: postgres.url } : {});
  });
  afterAll(async () => {
    await server?.stop();
    await postgres?.stop();
  });

  const login = (email: string, password: string) => server.call('/api/v1/login', { json: { email, password } });
  const details = async (response: Response) => ((await response.json()) as { details?: string }).details;

  it('changes the password after checking the current one; other sessions end, this one stays', async () => {
    const account = await server.account();
    const other = (await (await login(account.email, account.password)).json()) as { token: string };
    const change = (json: unknown) => server.call('/api/v1/user/password', { token: account.token, json });

    const wrong = await change({ current_password: 'not it at all', password: 'a new long password' });
    expect(wrong.status).toBe(422);
    expect(await details(wrong)).toBe('The current password is incorrect.');
    expect(await details(await change({ current_password: account.password, password: 'short' }))).toBe(
      'The password must be at least 8 characters.',
    );
    expect(await details(await change({ current_password: account.password, password: account.password }))).toBe(
      'The new password must be different from the current one.',
    );
    expect(await details(await change({ password: 'a new long password' }))).toBe('The current password is required.');
    // Nothing changed yet: the other session still works.
    expect((await server.call('/api/v1/user', { token: other.token })).status).toBe(200);

    const done = await change({ current_password: account.password, password: 'a new long password' });
    expect(done.status).toBe(200);
    expect((await server.call('/api/v1/user', { token: account.token })).status).toBe(200);
    expect((await server.call('/api/v1/user', { token: other.token })).status).toBe(401);
    expect((await login(account.email, account.password)).status).toBe(401);
    expect((await login(account.email, 'a new long password')).status).toBe(200);
  });

  it('keeps the e-mail notification settings, given fields only', async () => {
    const account = await server.account();
    const patch = (notifications: unknown) =>
      server.call('/api/v1/user', { token: account.token, method: 'PATCH', json: { notifications } });
    expect((await patch({ emailProduct: false })).status).toBe(200);
    await patch({ emailSecurity: false });
    const me = (await (await server.call('/api/v1/user', { token: account.token })).json()) as {
      data: { notifications: unknown };
    };
    expect(me.data.notifications).toEqual({ emailProduct: false, emailBilling: true, emailSecurity: false });
  });

  it('lists the activity newest first: sign-ins, key events, password changes, filtered by kind', async () => {
    const account = await server.account();
    await login(account.email, account.password);
    await server.call('/api/v1/api-keys', { token: account.token, json: { label: 'CI key' } });
    await server.call('/api/v1/user/password', {
      token: account.token,
      json: { current_password: account.password, password: 'another long password' },
    });
    const page = (await (await server.call('/api/v1/user/activity', { token: account.token })).json()) as {
      data: { kind: string; detail: string }[];
      meta: { total: number };
    };
    expect(page.data.map((entry) => entry.kind)).toEqual(['security', 'api-key', 'sign-in']);
    expect(page.data[1]!.detail).toContain('CI key');
    expect(page.meta.total).toBe(3);
    const signIns = (await (
      await server.call('/api/v1/user/activity?kind=sign-in', { token: account.token })
    ).json()) as { data: { kind: string }[] };
    expect(signIns.data.map((entry) => entry.kind)).toEqual(['sign-in']);
    const bad = await server.call('/api/v1/user/activity?kind=everything', { token: account.token });
    expect(bad.status).toBe(422);
  });

  it('takes an image as the cover picture, refuses anything else, and removes the cover it replaces', async () => {
    const account = await server.account();
    const upload = async (name: string, type: string, bytes: Uint8Array<ArrayBuffer>) => {
      const form = new FormData();
      form.set('cover', new Blob([bytes], { type }), name);
      return server.call('/api/v1/user/cover', { token: account.token, method: 'POST', body: form });
    };
    const photo = await readFile(join(fixturesDir, 'photo.png'));
    const notImage = await upload('notes.png', 'image/png', new TextEncoder().encode('just some text, not a picture'));
    expect(notImage.status).toBe(415);
    expect(((await notImage.json()) as { message: string }).message).toBe('Please select an image.');
    const video = await upload('clip.mp4', 'video/mp4', await readFile(join(fixturesDir, 'clip.mp4')));
    expect(video.status).toBe(415);

    const first = await upload('photo.png', 'image/png', photo);
    expect(first.status).toBe(200);
    const firstCover = ((await first.json()) as { data: { cover: string } }).data.cover;
    expect((await fetch(firstCover)).headers.get('content-type')).toBe('image/png');
    const [{ coverMediaId: firstId }] = (await server.services.db
      .select({ coverMediaId: users.coverMediaId })
      .from(users)
      .where(eq(users.id, account.id))) as [{ coverMediaId: string }];
    const [firstRow] = await server.services.db.select().from(media).where(eq(media.id, firstId));

    const second = await upload('photo.png', 'image/png', photo);
    const secondCover = ((await second.json()) as { data: { cover: string } }).data.cover;
    expect(secondCover).not.toBe(firstCover);
    expect(await server.services.db.select().from(media).where(eq(media.id, firstId))).toEqual([]);
    expect(await server.services.storage.stat(firstRow!.storageKey)).toBeUndefined();
    // A cover is not a library item.
    const library = (await (await server.call('/api/v1/media', { token: account.token })).json()) as { data: [] };
    expect(library.data).toEqual([]);
  });

  it('deletes the account only with its password: rows, files and ledger go; other accounts add up as before', async () => {
    const account = await server.account({ credits: 40 });
    const bystander = await server.account({ credits: 70 });
    const stored = await server.services.db.transaction((tx) =>
      storeMedia(server.services, tx, {
        userId: account.id,
        path: join(fixturesDir, 'photo.png'),
        contentType: 'image/png',
        title: 'Mine',
      }),
    );
    await buyCreditPack(server, account, 'credits-10');
    const remove = (json: unknown) => server.call('/api/v1/user', { token: account.token, method: 'DELETE', json });

    expect(await details(await remove({}))).toBe('Enter your password to delete the account.');
    const wrong = await remove({ password: 'not the password' });
    expect(wrong.status).toBe(422);
    expect(await details(wrong)).toBe('The password is incorrect.');
    expect(await server.services.storage.stat(stored.storageKey)).toBeDefined();

    expect((await remove({ password: account.password })).status).toBe(204);
    expect(await server.services.db.select().from(users).where(eq(users.id, account.id))).toEqual([]);
    expect(await server.services.db.select().from(media).where(eq(media.userId, account.id))).toEqual([]);
    expect(await server.services.db.select().from(creditLedger).where(eq(creditLedger.userId, account.id))).toEqual([]);
    expect(await server.services.storage.stat(stored.storageKey)).toBeUndefined();
    expect((await server.call('/api/v1/user', { token: account.token })).status).toBe(401);
    expect((await login(account.email, account.password)).status).toBe(401);

    // Every remaining account's ledger still adds up to its balance.
    const mismatched = await server.services.db.execute(sql`
      select u.id from users u
      left join credit_ledger l on l.user_id = u.id
      group by u.id, u.credits
      having u.credits <> coalesce(sum(l.amount), 0)`);
    const rows = (mismatched as { rows?: unknown[] }).rows ?? (mismatched as unknown as unknown[]);
    expect(rows).toEqual([]);
    expect((await server.call('/api/v1/user', { token: bystander.token })).status).toBe(200);
  });

  it('never deletes the last active admin', async () => {
    const admin = await server.account({ role: 'admin' });
    // Other admins exist in this database only if a test made them: make this one the only active admin.
    await server.services.db
      .update(users)
      .set({ status: 'Inactive' })
      .where(sql`${users.role} in ('admin', 'owner') and ${users.id} <> ${admin.id}`);
    const refused = await server.call('/api/v1/user', {
      token: admin.token,
      method: 'DELETE',
      json: { password: admin.password },
    });
    expect(refused.status).toBe(422);
    expect(await details(refused)).toBe('The last active admin cannot be deleted.');
  });
});
