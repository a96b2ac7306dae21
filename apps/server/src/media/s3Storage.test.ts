import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
// s3rver (an S3-compatible server in Node) ships no types.
// @ts-expect-error -- untyped test dependency
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixturesDir, startTestServer, type TestServer } from '../testing/testServer';
import { createS3Storage } from './s3Storage';

let s3: { run(): Promise<{ port: number }>; close(): Promise<void> };
let directory: string;
let endpoint: string;
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'mediakit-s3-'));
  s3 = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: 'media' }] });
  const { port } = await s3.run();
  endpoint = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await s3?.close();
  await rm(directory, { recursive: true, force: true });
});

describe('S3-compatible storage', () => {
  it('stores, reads (whole and a range), downloads and deletes objects', async () => {
    const storage = createS3Storage({
      bucket: 'media',
      endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      ...credentials,
    });
    const file = join(directory, 'hello.txt');
    await writeFile(file, 'Hello, Mediakit!');
    const stored = await storage.putFile('u_1/m_1.txt', file, 'text/plain');
    expect(stored.size).toBe(16);
    expect(await storage.stat('u_1/m_1.txt')).toMatchObject({ size: 16 });
    expect(await text(await storage.read('u_1/m_1.txt'))).toBe('Hello, Mediakit!');
    expect(await text(await storage.read('u_1/m_1.txt', { start: 7, end: 14 }))).toBe('Mediakit');
    await storage.download('u_1/m_1.txt', join(directory, 'copy.txt'));
    expect(await readFile(join(directory, 'copy.txt'), 'utf8')).toBe('Hello, Mediakit!');
    await storage.delete('u_1/m_1.txt');
    expect(await storage.stat('u_1/m_1.txt')).toBeUndefined();
  });

  it('runs the server on it: a job reads its input from the bucket and its output is served from it', async () => {
    let server: TestServer | undefined;
    try {
      server = await startTestServer({
        env: {
          MEDIAKIT_STORAGE: 's3',
          MEDIAKIT_S3_BUCKET: 'media',
          MEDIAKIT_S3_ENDPOINT: endpoint,
          MEDIAKIT_S3_ACCESS_KEY_ID: credentials.accessKeyId,
          MEDIAKIT_S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
        },
      });
      const account = await server.account();
      const form = new FormData();
      form.set('image', new Blob([await readFile(join(fixturesDir, 'photo.png'))], { type: 'image/png' }), 'photo.png');
      form.set('bg_color', '#00ff00');
      const answer = (await (
        await server.call('/ai/bg/remove', { method: 'POST', token: account.token, body: form })
      ).json()) as {
        success: boolean;
        file: { url: string };
      };
      expect(answer.success).toBe(true);
      const image = await fetch(answer.file.url);
      expect(image.headers.get('content-type')).toBe('image/png');
      expect((await image.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    } finally {
      await server?.stop();
    }
  });
});
