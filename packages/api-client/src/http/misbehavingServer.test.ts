import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMediakitClient } from '../client';
import { createMemoryTokenStore } from './tokenStore';
import { hangingFetch, json } from '../testing/recordingFetch';
import { baseUrl, testClient } from '../testing/testClient';

// The client against a misbehaving server (issue #29, item 16): each case here failed before its fix.

afterEach(() => {
  vi.useRealTimers();
});

const image = new Blob(['png'], { type: 'image/png' });

/** Whether a call has ended after `ms` of fake time, and how. */
async function endedAfter(call: () => Promise<unknown>, ms: number) {
  let outcome: unknown = 'pending';
  void call().then(
    (value) => (outcome = value),
    (error: unknown) => (outcome = error),
  );
  await vi.advanceTimersByTimeAsync(ms);
  return outcome;
}

describe("a partner's timeoutMs", () => {
  const client = (timeoutMs: number | false) =>
    createMediakitClient({ baseUrl, fetch: hangingFetch().fetch, tokenStore: createMemoryTokenStore(), timeoutMs });
  const calls = {
    'imageEdit.start (the spec gives 120 s)': (c: ReturnType<typeof client>) =>
      c.imageEdit.start({ prompt: 'p', imageUrl: 'https://img.test/a.png' }),
    'noMaskEdit.edit (the spec gives 180 s)': (c: ReturnType<typeof client>) =>
      c.noMaskEdit.edit({ prompt: 'p', image }),
  };

  it.each(Object.entries(calls))('is the limit of %s too', async (_, call) => {
    vi.useFakeTimers();
    const limited = client(5000);
    expect(await endedAfter(() => call(limited), 4999)).toBe('pending');
    vi.useRealTimers();
    vi.useFakeTimers();
    expect(await endedAfter(() => call(limited), 5000)).toMatchObject({ kind: 'timeout' });
  });

  it.each(Object.entries(calls))('false leaves %s without a limit', async (_, call) => {
    vi.useFakeTimers();
    expect(await endedAfter(() => call(client(false)), 10 * 60_000)).toBe('pending');
  });
});

describe('credits.fetchBalance against a 402', () => {
  it('publishes the balance the 402 gives once, and asks no other address', async () => {
    const { client, requests, published } = testClient([json({ message: 'Short.', required: 5, have: 3 }, 402)]);
    await expect(client.credits.fetchBalance()).rejects.toMatchObject({ kind: 'insufficient-credits' });
    expect(published).toEqual([3]);
    expect(requests.map((request) => request.path)).toEqual(['/api/v1/user']);
  });
});

describe('an error answer larger than the client takes in', () => {
  const huge = (status: number, declared: boolean) =>
    new Response('x'.repeat(4096), {
      status,
      headers: { 'Content-Type': 'text/html', ...(declared ? { 'Content-Length': '4096' } : {}) },
    });

  it.each([true, false])(
    'is a server error for a 5xx, a failed request for a 4xx (length declared: %s)',
    async (declared) => {
      const options = { maxResponseBytes: 1024 };
      const server = testClient([huge(503, declared)], options).client;
      await expect(server.chat.send({ prompt: 'x' })).rejects.toMatchObject({ reason: 'server-error', status: 503 });
      const request = testClient([huge(404, declared)], options).client;
      await expect(request.chat.send({ prompt: 'x' })).rejects.toMatchObject({ reason: 'request-failed', status: 404 });
      // A success that large is still too large.
      const success = testClient([huge(200, declared)], options).client;
      await expect(success.chat.send({ prompt: 'x' })).rejects.toMatchObject({ reason: 'response-too-large' });
    },
  );
});

describe('ids that would change the path', () => {
  it.each(['..', '.', '', 'a\u0000b', 'x'.repeat(201)])('refuses %j before any request', async (id) => {
    const { client, requests } = testClient([json({ status: 'QUEUED' })]);
    await expect(client.imageToVideo.status(id)).rejects.toMatchObject({ kind: 'invalid-input' });
    await expect(client.mystic.status(id)).rejects.toMatchObject({ kind: 'invalid-input' });
    await expect(client.jobs.cancel(id)).rejects.toMatchObject({ kind: 'invalid-input' });
    expect(requests).toEqual([]);
  });

  it('still takes an id with dots and slashes, encoded', async () => {
    const { client, requests } = testClient([json({ status: 'QUEUED' })]);
    await client.imageToVideo.status('a/../b.c');
    expect(requests[0]?.path).toBe('/ai/video/status/a%2F..%2Fb.c');
  });
});

describe('a saved_url with credentials', () => {
  it('is refused as an unsafe link', async () => {
    const { client } = testClient([json({ saved_url: 'https://user:pass@cdn.test/i.png' })]);
    await expect(client.imageGeneration.generate({ prompt: 'Fox', size: 'square_1_1' })).rejects.toMatchObject({
      reason: 'unsafe-url',
    });
  });
});
