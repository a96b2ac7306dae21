import { eq } from 'drizzle-orm';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { media, outbox } from '../db/schema';
import { storeMedia, thumbStorageKey } from './library';
import { fixturesDir, startTestServer, type TestAccount, type TestServer } from '../testing/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { MEDIAKIT_WORKERS: '0' } });
});
afterAll(async () => {
  await server?.stop();
});

type Item = { id: string; src: string; thumb?: string; poster_preview?: string };

async function stored(account: TestAccount, file: string, contentType: string, isInput = false) {
  return server.services.db.transaction((tx) =>
    storeMedia(server.services, tx, {
      userId: account.id,
      path: join(fixturesDir, file),
      contentType,
      title: file,
      isInput,
    }),
  );
}
async function listed(account: TestAccount, id: string) {
  const page = (await (await server.call('/api/v1/media', { token: account.token })).json()) as { data: Item[] };
  return page.data.find((item) => item.id === id)!;
}

describe('media thumbnails', () => {
  it('serves a JPEG of at most 480 px for an image and a poster frame for a video, under the same signature', async () => {
    const account = await server.account();
    const picture = await stored(account, 'photo.png', 'image/png');
    const video = await stored(account, 'clip.mp4', 'video/mp4');
    // Made on first request, not when stored (jobs do not pay for them).
    expect(picture.thumbKey).toBeNull();
    expect(await server.services.storage.stat(thumbStorageKey(picture.storageKey))).toBeUndefined();

    const image = await listed(account, picture.id);
    expect(image.thumb).toBe(`${image.src}&variant=thumb`);
    const clip = await listed(account, video.id);
    expect(clip.poster_preview).toBe(`${clip.src}&variant=thumb`);
    for (const link of [image.thumb!, clip.poster_preview!]) {
      const response = await fetch(link);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/jpeg');
      const facts = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect(facts.format).toBe('jpeg');
      expect(Math.max(facts.width!, facts.height!)).toBeLessThanOrEqual(480);
    }
    // Cached: recorded on the row and served again from storage, twice at once too.
    const [cached] = await server.services.db.select().from(media).where(eq(media.id, picture.id));
    expect(cached!.thumbKey).toBe(thumbStorageKey(picture.storageKey));
    const { etag } = (await server.services.storage.stat(cached!.thumbKey!))!;
    const again = await Promise.all([fetch(image.thumb!), fetch(image.thumb!)]);
    expect(again.map((response) => response.headers.get('etag'))).toEqual([`"${etag}"`, `"${etag}"`]);
    // The original is still the original.
    expect((await fetch(image.src)).headers.get('content-type')).toBe('image/png');
    expect((await fetch(`${image.src}&variant=other`)).status).toBe(404);
    const tampered = new URL(image.thumb!);
    tampered.searchParams.set('signature', 'x');
    expect((await fetch(tampered)).status).toBe(404);
  });

  it('makes none for audio', async () => {
    const account = await server.account();
    // A tenth of a second of 8 kHz silence.
    const samples = 800;
    const wav = Buffer.alloc(44 + samples * 2);
    wav.write('RIFF', 0);
    wav.writeUInt32LE(36 + samples * 2, 4);
    wav.write('WAVEfmt ', 8);
    wav.writeUInt32LE(16, 16);
    wav.writeUInt16LE(1, 20);
    wav.writeUInt16LE(1, 22);
    wav.writeUInt32LE(8000, 24);
    wav.writeUInt32LE(16000, 28);
    wav.writeUInt16LE(2, 32);
    wav.writeUInt16LE(16, 34);
    wav.write('data', 36);
    wav.writeUInt32LE(samples * 2, 40);
    const path = join(server.services.config.tmpDir, 'silence.wav');
    await writeFile(path, wav);
    const sound = await server.services.db.transaction((tx) =>
      storeMedia(server.services, tx, { userId: account.id, path, contentType: 'audio/wav', title: 'silence' }),
    );
    const item = await listed(account, sound.id);
    expect(item.thumb).toBeUndefined();
    expect((await fetch(`${item.src}&variant=thumb`)).status).toBe(404);
  });

  it('removes the thumbnail with its media, and with a deleted account or user', async () => {
    const account = await server.account();
    const picture = await stored(account, 'photo.png', 'image/png');
    expect((await fetch((await listed(account, picture.id)).thumb!)).status).toBe(200);
    const removed = await server.call(`/api/v1/media/${picture.id}`, { token: account.token, method: 'DELETE' });
    expect(removed.status).toBe(204);
    expect(await server.services.storage.stat(picture.storageKey)).toBeUndefined();
    expect(await server.services.storage.stat(thumbStorageKey(picture.storageKey))).toBeUndefined();

    const leaving = await stored(account, 'clip.mp4', 'video/mp4');
    expect((await fetch((await listed(account, leaving.id)).thumb!)).status).toBe(200);
    await server.call('/api/v1/user', { token: account.token, method: 'DELETE', json: { password: account.password } });
    expect(await server.services.storage.stat(thumbStorageKey(leaving.storageKey))).toBeUndefined();

    const admin = await server.account({ role: 'admin' });
    const user = await server.account();
    const theirs = await stored(user, 'photo.png', 'image/png');
    expect((await fetch((await listed(user, theirs.id)).thumb!)).status).toBe(200);
    await server.call(`/api/v1/admin/users/${user.id}`, { token: admin.token, method: 'DELETE' });
    expect(await server.services.storage.stat(theirs.storageKey)).toBeUndefined();
    expect(await server.services.storage.stat(thumbStorageKey(theirs.storageKey))).toBeUndefined();
    expect(await server.services.db.select().from(media).where(eq(media.userId, user.id))).toEqual([]);
  });
});

describe('statement by e-mail', () => {
  it("mails the month's statement PDF to the billing e-mail, else the account's, through the e-mail sender", async () => {
    const account = await server.account();
    const sent = await server.call('/api/v1/billing/statement/email', { token: account.token, json: {} });
    expect(sent.status).toBe(200);
    expect(await sent.json()).toMatchObject({ to: account.email });
    const [mail] = await server.services.db.select().from(outbox).where(eq(outbox.userId, account.id));
    const period = new Date().toISOString().slice(0, 7);
    expect(mail).toMatchObject({
      to: account.email,
      kind: 'statement',
      subject: `Your Mediakit statement for ${period}`,
    });
    expect(mail!.attachments[0]!.name).toBe(`statement-${period}.pdf`);
    expect(Buffer.from(mail!.attachments[0]!.base64, 'base64').subarray(0, 5).toString()).toBe('%PDF-');

    await server.call('/api/v1/billing/profile', {
      token: account.token,
      method: 'PUT',
      json: { billing_email: 'accounts@example.com' },
    });
    const toBilling = await server.call('/api/v1/billing/statement/email', {
      token: account.token,
      json: { period: '2026-01' },
    });
    expect(await toBilling.json()).toMatchObject({ to: 'accounts@example.com' });

    const wrong = await server.call('/api/v1/billing/statement/email', {
      token: account.token,
      json: { period: '2026-13' },
    });
    expect(wrong.status).toBe(422);
    expect(((await wrong.json()) as { details: string }).details).toBe('The period must be a month as YYYY-MM.');
  });
});
