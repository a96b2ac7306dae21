import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchUrlToFile, isPublicAddress } from './fetchUrl';

// The URL fetcher on its own, against a local server: which addresses it reaches is decided by a policy, so these
// tests allow exactly 127.0.0.1 and prove that every hop of a redirect is checked again and that time is capped.
let files: Server;
let port: number;
let directory: string;
const onlyThisMachine = (address: string) => address === '127.0.0.1';

beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'mediakit-fetch-'));
  files = createServer((request, response) => {
    const to = (location: string) => response.writeHead(302, { Location: location }).end();
    if (request.url === '/picture') response.writeHead(200, { 'Content-Type': 'image/png' }).end('PNG bytes');
    else if (request.url === '/hop') to('/picture');
    else if (request.url === '/to-metadata') to('http://169.254.169.254/latest/meta-data');
    else if (request.url === '/to-private') to(`http://10.0.0.7:${port}/picture`);
    else if (request.url === '/to-other-loopback') to(`http://127.0.0.2:${port}/picture`);
    else if (request.url === '/loop') to('/loop');
    else if (request.url === '/silent')
      return; // never answers
    else if (request.url === '/trickle') {
      response.writeHead(200, { 'Content-Type': 'image/png' });
      response.write('first bytes, then nothing');
    } else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => files.listen(0, '127.0.0.1', resolve));
  port = (files.address() as { port: number }).port;
});
afterAll(async () => {
  files.closeAllConnections();
  await new Promise((resolve) => files.close(resolve));
  await rm(directory, { recursive: true, force: true });
});

const fetchTo = (path: string, limits: Partial<Parameters<typeof fetchUrlToFile>[2]> = {}) =>
  fetchUrlToFile(`http://127.0.0.1:${port}${path}`, join(directory, 'out'), {
    maxBytes: 1024,
    timeoutMs: 5000,
    allowLocal: false,
    addressAllowed: onlyThisMachine,
    ...limits,
  });

const refusedAddress = 'That URL cannot be used: it must be a public http(s) address.';

describe('fetching a URL a user gave', () => {
  it('follows a redirect to an allowed address and keeps the bytes', async () => {
    await fetchTo('/hop');
    expect(await readFile(join(directory, 'out'), 'utf8')).toBe('PNG bytes');
  });

  it('checks every redirect again: to the metadata address, a private one, or another loopback one, refused', async () => {
    for (const path of ['/to-metadata', '/to-private', '/to-other-loopback']) {
      await expect(fetchTo(path)).rejects.toMatchObject({ status: 422, message: refusedAddress });
    }
  });

  it('refuses private addresses by default (no policy given)', async () => {
    await expect(fetchTo('/picture', { addressAllowed: undefined })).rejects.toMatchObject({ message: refusedAddress });
    expect(
      ['127.0.0.1', '10.1.2.3', '172.16.0.1', '192.168.0.1', '169.254.169.254', '::1', 'fe80::1', 'fd00::1'].filter(
        isPublicAddress,
      ),
    ).toEqual([]);
    expect(['8.8.8.8', '2606:4700:4700::1111'].every(isPublicAddress)).toBe(true);
  });

  it('stops after three redirects', async () => {
    await expect(fetchTo('/loop')).rejects.toMatchObject({ message: 'That URL redirects too many times.' });
  });

  it('gives up on a server that does not answer, or stops sending, when the time is up', async () => {
    // Neither ever finishes: only the limit can end the fetch (one that ignored it would hang until the test's own
    // timeout), so the verdict needs no stopwatch.
    for (const path of ['/silent', '/trickle']) {
      await expect(fetchTo(path, { timeoutMs: 300 })).rejects.toMatchObject({
        message: 'That URL took too long to answer.',
      });
    }
  });

  it('refuses other schemes and credentials in the URL', async () => {
    for (const url of ['file:///etc/passwd', 'ftp://127.0.0.1/a.png', `http://user:pass@127.0.0.1:${port}/picture`]) {
      await expect(
        fetchUrlToFile(url, join(directory, 'out'), { maxBytes: 1024, timeoutMs: 1000, allowLocal: true }),
      ).rejects.toMatchObject({ message: refusedAddress });
    }
    await expect(
      fetchUrlToFile('not a url', join(directory, 'out'), { maxBytes: 1024, timeoutMs: 1000, allowLocal: true }),
    ).rejects.toMatchObject({ message: 'That is not a valid URL.' });
  });
});
