import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixturesDir, startTestServer, type TestAccount, type TestServer } from '../testing/testServer';
import { isPublicAddress } from './fetchUrl';

let server: TestServer;
let account: TestAccount;
let local: TestServer;
let localAccount: TestAccount;
let files: Server;
let filesUrl: string;

/** A PNG whose header claims `width` x `height` grey pixels, with only a few rows of data behind it. */
function pngClaiming(width: number, height: number) {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc((width + 1) * 4))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const photo = async () => new Blob([await readFile(join(fixturesDir, 'photo.png'))], { type: 'image/png' });

beforeAll(async () => {
  server = await startTestServer();
  account = await server.account({ credits: 100 });
  local = await startTestServer({ env: { MEDIAKIT_ALLOW_LOCAL_URLS: '1' } });
  localAccount = await local.account({ credits: 100 });
  const picture = await readFile(join(fixturesDir, 'photo.png'));
  files = createServer((request, response) => {
    if (request.url === '/photo.png') response.writeHead(200, { 'Content-Type': 'image/png' }).end(picture);
    else if (request.url === '/to-private')
      response.writeHead(302, { Location: 'http://169.254.169.254/latest/meta-data' }).end();
    else if (request.url === '/huge') {
      response.writeHead(200, { 'Content-Type': 'image/png' });
      const chunk = Buffer.alloc(1024 * 1024, 1);
      let sent = 0;
      const more = () => {
        while (sent < 12 && response.write(chunk)) sent += 1;
        if (sent >= 12) response.end();
        else response.once('drain', more);
      };
      more();
    } else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => files.listen(0, '127.0.0.1', resolve));
  filesUrl = `http://127.0.0.1:${(files.address() as { port: number }).port}`;
});
afterAll(async () => {
  await Promise.all([server?.stop(), local?.stop(), new Promise((resolve) => files?.close(resolve))]);
});

async function videoStart(target: TestServer, who: TestAccount, fields: Record<string, string | Blob>) {
  const form = new FormData();
  form.set('prompt', 'a slow zoom');
  form.set('duration', '5');
  form.set('resolution', '360p');
  for (const [name, value] of Object.entries(fields)) {
    if (value instanceof Blob) form.set(name, value, 'upload.png');
    else form.set(name, value);
  }
  const response = await target.call('/ai/video/generate', { method: 'POST', token: who.token, body: form });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const credits = async (target: TestServer, who: TestAccount) =>
  ((await (await target.call('/api/v1/user', { token: who.token })).json()) as { data: { credits: number } }).data
    .credits;

describe('hostile uploads', () => {
  it('refuses a text file named .png, by its bytes, with the spec message and charges nothing', async () => {
    const { status, body } = await videoStart(server, account, {
      first_frame_file: new Blob(['just some text, not a picture'], { type: 'image/png' }),
    });
    expect(status).toBe(415);
    expect(body.message).toBe('Only image files are allowed.');
    expect(await credits(server, account)).toBe(100);
  });

  it('stops reading an upload over the cap (5 MB for a first frame) with the spec message', async () => {
    const big = new Uint8Array(6 * 1024 * 1024);
    big.set([137, 80, 78, 71, 13, 10, 26, 10]);
    const { status, body } = await videoStart(server, account, {
      first_frame_file: new Blob([big], { type: 'image/png' }),
    });
    expect(status).toBe(413);
    expect(body.message).toBe('Max file size is 5 MB.');
  });

  it('refuses a decompression bomb: a 300-byte PNG that claims 20000x20000 pixels', async () => {
    const { status, body } = await videoStart(server, account, {
      first_frame_file: new Blob([pngClaiming(20000, 20000)], { type: 'image/png' }),
    });
    expect(status).toBe(422);
    expect(body.message).toBe('The image is too large: at most 50 megapixels.');
  });

  it('refuses a truncated image that only looks like a PNG', async () => {
    const whole = await readFile(join(fixturesDir, 'photo.png'));
    const { status, body } = await videoStart(server, account, {
      first_frame_file: new Blob([whole.subarray(0, 200)], { type: 'image/png' }),
    });
    expect(status).toBe(422);
    expect(body.message).toBe('The file is not a readable image.');
  });

  it('answers the spec messages for missing inputs before anything is uploaded or charged', async () => {
    const form = new FormData();
    form.set('duration', '5');
    const missingPrompt = await server.call('/ai/video/generate', { method: 'POST', token: account.token, body: form });
    expect(((await missingPrompt.json()) as { details: string }).details).toBe('Prompt is required');
    const { body } = await videoStart(server, account, {});
    expect(body.details).toBe('The model requires an image (upload a file or paste an image URL).');
    expect(await credits(server, account)).toBe(100);
  });
});

describe('URL inputs', () => {
  it('refuses loopback, private, link-local and metadata addresses', async () => {
    for (const url of [
      `${filesUrl}/photo.png`,
      'http://10.0.0.5/a.png',
      'http://192.168.1.1/a.png',
      'http://169.254.169.254/latest/meta-data',
      'http://[::1]/a.png',
      'file:///etc/passwd',
    ]) {
      const { status, body } = await videoStart(server, account, { first_frame_image: url });
      expect(`${url} ${status}`).toBe(`${url} 422`);
      expect(body.message).toBe('That URL cannot be used: it must be a public http(s) address.');
    }
    expect(isPublicAddress('8.8.8.8')).toBe(true);
    expect(isPublicAddress('::ffff:127.0.0.1')).toBe(false);
    expect(isPublicAddress('100.64.1.1')).toBe(false);
  });

  it('with local addresses allowed (tests), fetches the picture; a redirect to a private address is checked again', async () => {
    const ok = await videoStart(local, localAccount, { first_frame_image: `${filesUrl}/photo.png` });
    expect(ok.status).toBe(200);
    expect(ok.body.status).toBe('QUEUED');
    // Allowed locally means allowed: the redirect target is re-resolved and, being unreachable here, refused.
    const redirected = await videoStart(local, localAccount, { first_frame_image: `${filesUrl}/to-private` });
    expect(redirected.status).toBe(422);
  });

  it('caps the bytes read from a URL', async () => {
    const { status, body } = await videoStart(local, localAccount, { first_frame_image: `${filesUrl}/huge` });
    expect(status).toBe(422);
    expect(body.message).toBe('The file at that URL is larger than 5 MB.');
  });
});

describe('files served', () => {
  it('serves Range requests, ETags and a clean Content-Disposition', async () => {
    const form = new FormData();
    form.set('image', await photo(), 'holiday.png');
    const removal = (await (
      await server.call('/ai/bg/remove', { method: 'POST', token: account.token, body: form })
    ).json()) as {
      file: { url: string };
    };
    const url = removal.file.url;
    const whole = await fetch(url);
    expect(whole.headers.get('content-type')).toBe('image/png');
    expect(whole.headers.get('content-disposition')).toMatch(/^inline; filename="[a-z0-9-]+\.png"/);
    const etag = whole.headers.get('etag')!;
    const size = (await whole.arrayBuffer()).byteLength;
    const part = await fetch(url, { headers: { Range: 'bytes=0-99' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-99/${size}`);
    expect((await part.arrayBuffer()).byteLength).toBe(100);
    expect((await fetch(url, { headers: { Range: `bytes=${size + 10}-` } })).status).toBe(416);
    expect((await fetch(url, { headers: { 'If-None-Match': etag } })).status).toBe(304);
    const download = await fetch(`${url}&download=1`);
    expect(download.headers.get('content-disposition')).toMatch(/^attachment;/);
  });

  it('never answers with a stack trace or SQL', async () => {
    const response = await server.call('/api/v1/admin/users?page_size=abc', { token: account.token });
    const text = await response.text();
    expect(text).not.toMatch(/at .*\.ts:\d+|select |stack/i);
    const malformed = await server.call('/api/v1/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"email": ',
    });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ message: 'Malformed request.', details: 'Malformed request.' });
  });
});
