import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiError } from './errors';
import { json, text } from './testing/recordingFetch';
import { testClient } from './testing/testClient';

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error as ApiError,
  );

afterEach(() => {
  vi.useRealTimers();
});

describe('ApiError.reason: what went wrong, as data', () => {
  it('says each error status apart, with the server’s own words when it sent some', async () => {
    const { client } = testClient([
      json({ message: 'Unauthenticated.' }, 401),
      json({ required: 5, have: 2 }, 402),
      json({ allowed: ['1k'], requested: '4k', plan: 'plus' }, 403),
      json({ message: 'Admins only' }, 403),
      json({ details: 'Prompt too long' }, 422),
      json({}, 422),
      json({ message: 'Model overloaded' }, 503),
      text('<h1>Bad gateway</h1>', 502),
      json({ error: 'Not found' }, 404),
    ]);
    const seen = [];
    for (let call = 0; call < 9; call += 1) {
      const error = await rejection(client.chat.send({ prompt: 'x' }));
      seen.push([error?.reason, error?.serverMessage]);
    }
    expect(seen).toEqual([
      ['unauthenticated', 'Unauthenticated.'],
      ['insufficient-credits', undefined],
      ['plan-limit', undefined],
      ['forbidden', 'Admins only'],
      ['invalid-input', 'Prompt too long'],
      ['invalid-input', undefined],
      ['server-error', 'Model overloaded'],
      ['server-error', undefined],
      ['request-failed', 'Not found'],
    ]);
  });

  it('no-output and unsafe-url for an answer without its file or with a link that cannot be opened', async () => {
    const { client } = testClient([json({}), json({ url: 'javascript:alert(1)' })]);
    expect(await rejection(client.tts.speak({ text: 'x' }))).toMatchObject({
      reason: 'no-output',
      message: 'No audio received.',
    });
    expect(await rejection(client.tts.speak({ text: 'x' }))).toMatchObject({ reason: 'unsafe-url' });
  });

  it('missing-token for a sign-in answer without a token', async () => {
    const { client } = testClient([new Response(null, { status: 204 }), json({ user: { id: 1, email: 'a@b.c' } })]);
    expect(await rejection(client.auth.login({ email: 'a@b.c', password: 'p' }))).toMatchObject({
      reason: 'missing-token',
      message: 'No token in response',
    });
  });

  it('job-failed with the server’s words when a one-shot tool says it failed', async () => {
    const { client } = testClient([json({ success: false, error: 'Subject not found' }), json({ success: false })]);
    const image = new Blob(['x'], { type: 'image/png' });
    expect(await rejection(client.backgroundRemoval.remove({ image }))).toMatchObject({
      kind: 'job-failed',
      reason: 'job-failed',
      serverMessage: 'Subject not found',
    });
    expect(await rejection(client.backgroundRemoval.remove({ image }))).toMatchObject({
      reason: 'job-failed',
      serverMessage: undefined,
      message: 'Background processing failed.',
    });
  });

  it('missing-task-id once, at the start, in each tool’s words', async () => {
    const { client } = testClient([json({ status: 'QUEUED' }), json({ status: 'starting' })]);
    const frame = new Blob(['x'], { type: 'image/png' });
    const input = { prompt: 'p', duration: 5, resolution: '720p', firstFrame: frame };
    expect(await rejection(client.imageToVideo.start(input))).toMatchObject({
      reason: 'missing-task-id',
      message: 'QUEUED',
      serverMessage: 'QUEUED',
    });
    expect(await rejection(client.enhance.start({ image: frame }))).toMatchObject({
      reason: 'missing-task-id',
      message: 'Task ID not returned',
    });
  });

  it('job-failed, no-output, status-check-failed and job-timeout from a job', async () => {
    vi.useFakeTimers();
    const { client } = testClient([
      json({ status: 'FAILED' }),
      json({ status: 'COMPLETED' }),
      ...Array.from({ length: 9 }, () => json({}, 500)),
    ]);
    const failed = rejection(client.imageEdit.wait('t1'));
    await vi.advanceTimersByTimeAsync(3000);
    expect(await failed).toMatchObject({ reason: 'job-failed', message: 'Editing failed during processing.' });
    const empty = rejection(client.imageEdit.wait('t2'));
    await vi.advanceTimersByTimeAsync(3000);
    expect(await empty).toMatchObject({ reason: 'no-output', message: 'No output received.' });
    const lost = rejection(client.imageEdit.wait('t3'));
    await vi.advanceTimersByTimeAsync(3000 + 8 * 7000);
    expect(await lost).toMatchObject({ kind: 'http', reason: 'status-check-failed', message: 'Polling failed.' });

    const { client: slow } = testClient([json({ status: 'pending' })]);
    const late = rejection(slow.mystic.wait('t4'));
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(await late).toMatchObject({
      kind: 'timeout',
      reason: 'job-timeout',
      message: 'Timed out after 5 minutes. Please try again.',
    });
  });

  it('a status that is not a string is a malformed answer: the job gives up after the retries, not 20 minutes', async () => {
    vi.useFakeTimers();
    const { client, requests } = testClient([json({ status: 42 }), json({ status: ['COMPLETED'] })]);
    const outcome = rejection(client.imageEdit.wait('t1'));
    await vi.advanceTimersByTimeAsync(3000 + [1, 2, 3, 4, 5, 6, 7, 8].reduce((sum, n) => sum + 2000 + 600 * n, 0));
    expect(await outcome).toMatchObject({ reason: 'status-check-failed', message: 'Polling failed.' });
    expect(requests).toHaveLength(9);
  });
});

describe('the spec’s own time limits cover the answer’s body too', () => {
  /** Headers at once, then a body that never ends. */
  const stalledBody = () =>
    new Response(new ReadableStream({ start: (controller) => controller.enqueue(new TextEncoder().encode('{')) }), {
      headers: { 'Content-Type': 'application/json' },
    });

  // Without a partner's timeoutMs (theirs wins when given, false too: http/misbehavingServer.test.ts).
  it('the edit’s 120 s and the no-mask edit’s 180 s', async () => {
    vi.useFakeTimers();
    const { client } = testClient([stalledBody(), stalledBody()]);
    const image = new Blob(['x'], { type: 'image/png' });
    for (const [call, limitMs] of [
      () => client.imageEdit.start({ prompt: 'p', image }),
      () => client.noMaskEdit.edit({ prompt: 'p', image }),
    ].map((call, index) => [call, [120_000, 180_000][index] ?? 0] as const)) {
      let ended = false;
      const outcome = rejection(call()).finally(() => (ended = true));
      await vi.advanceTimersByTimeAsync(limitMs - 1);
      expect(ended).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(await outcome).toMatchObject({ reason: 'timeout' });
      expect(vi.getTimerCount()).toBe(0);
    }
  });
});
