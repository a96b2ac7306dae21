import { readFile } from 'node:fs/promises';
import { createServer, request as httpRequest, type Server } from 'node:http';
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

  it("refuses each tool's upload over its cap (5, 8, 10, 12 MB) with its message", async () => {
    const caps: [string, string, number, string][] = [
      ['/ai/video/generate', 'first_frame_file', 5, 'Max file size is 5 MB.'],
      ['/api/ai/edit', 'image', 8, 'The image must be at most 8 MB.'],
      ['/ai/enhance', 'image', 8, 'File too large. Max 8MB'],
      ['/ai/bg/remove', 'image', 10, 'The image must be at most 10 MB.'],
      ['/api/openai/image-edit-simple', 'image', 10, 'The image must be at most 10 MB.'],
      ['/api/stability/single', 'image', 12, 'Please choose a PNG/JPEG/WEBP under 12MB.'],
      ['/api/v1/user/avatar', 'avatar', 5, 'The image must be at most 5 MB.'],
    ];
    for (const [path, field, megabytes, message] of caps) {
      const bytes = new Uint8Array(megabytes * 1024 * 1024 + 1);
      bytes.set([137, 80, 78, 71, 13, 10, 26, 10]);
      const form = new FormData();
      form.set('prompt', 'a prompt');
      form.set(field, new Blob([bytes], { type: 'image/png' }), 'big.png');
      const answer = await server.call(path, { method: 'POST', token: account.token, body: form });
      expect(`${path} ${answer.status} ${((await answer.json()) as { message: string }).message}`).toBe(
        `${path} 413 ${message}`,
      );
    }
    expect(await credits(server, account)).toBe(100);
  });

  it('answers an upload over its cap while it is still streaming, without waiting for the rest', async () => {
    const boundary = 'mediakit-boundary';
    const started = Date.now();
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = httpRequest(`${server.url}/ai/video/generate`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${account.token}`,
          'Content-Type': `multipart/form-data; boundary=${boundary}`,
        },
      });
      request.on('response', (response) => {
        let body = '';
        response.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      });
      request.on('error', reject);
      request.write(
        `--${boundary}\r\nContent-Disposition: form-data; name="first_frame_file"; filename="big.png"\r\n` +
          'Content-Type: image/png\r\n\r\n',
      );
      request.write(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]));
      // 6 MB of a first frame (cap 5 MB), and then the client goes quiet: the body never ends.
      for (let megabyte = 0; megabyte < 6; megabyte += 1) request.write(Buffer.alloc(1024 * 1024, 7));
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ message: 'Max file size is 5 MB.' });
    expect(Date.now() - started).toBeLessThan(10_000);
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

  it('with local addresses allowed (tests), fetches the picture (redirects are checked again: fetchUrl.test.ts)', async () => {
    const ok = await videoStart(local, localAccount, { first_frame_image: `${filesUrl}/photo.png` });
    expect(ok.status).toBe(200);
    expect(ok.body.status).toBe('QUEUED');
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

  it('answers a broken multipart body with a 400, not a 500 or a 413 (issue #34)', async () => {
    const credits = async () =>
      ((await (await server.call('/api/v1/user', { token: account.token })).json()) as { data: { credits: number } })
        .data.credits;
    const before = await credits();
    const post = (contentType: string, body: string) =>
      server.call('/api/image/text', {
        method: 'POST',
        token: account.token,
        headers: { 'Content-Type': contentType },
        body,
      });
    const part = '--edge\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\nPNGDATA';
    const broken = [
      post('multipart/form-data', part), // no boundary
      post('multipart/form-data; boundary=edge', part), // never closed
    ];
    for (const answer of await Promise.all(broken)) {
      expect(answer.status).toBe(400);
      expect(await answer.json()).toEqual({
        message: 'The upload was cut off or is not valid multipart form data.',
        details: 'The upload was cut off or is not valid multipart form data.',
      });
    }
    // Another boundary than the body's: no part is found, so the image is missing.
    const elsewhere = await post('multipart/form-data; boundary=elsewhere', `${part}\r\n--elsewhere--\r\n`);
    expect(elsewhere.status).toBe(422);
    expect(await elsewhere.json()).toMatchObject({ message: 'Please select an image.' });
    expect(await credits()).toBe(before);
  });

  it('answers a NUL byte in a search or a field with a 422, not a 500 (issue #34)', async () => {
    const search = await server.call('/api/v1/media?search=a%00b', { token: account.token });
    expect(search.status).toBe(422);
    expect(await search.json()).toMatchObject({
      message: 'The request contains characters that cannot be stored (such as a NUL byte).',
    });
    const profile = await server.call('/api/v1/user', {
      method: 'PATCH',
      token: account.token,
      json: { name: 'Ada\u0000Lovelace' },
    });
    expect(profile.status).toBe(422);
  });
});
