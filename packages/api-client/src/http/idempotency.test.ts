import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMediakitClient } from '../client';
import { json, recordingFetch } from '../testing/recordingFetch';
import { baseUrl } from '../testing/testClient';

// Job starts and their lost answers (issue #34): one Idempotency-Key per start, the same on every try.
const speech = { url: `${baseUrl}/media/m_1/a.mp3?expires=1&signature=s`, credits: 9 };
const key = (request: { headers: Headers } | undefined) => request?.headers.get('Idempotency-Key');

/** Lets the pauses between tries (0.5, 1 and 2 s with jitter) pass on the fake clock, well inside the 60 s limit. */
async function onFakeClock<T>(call: Promise<T>): Promise<T> {
  const settled = call.then(
    (value) => () => value,
    (error: unknown) => () => {
      throw error;
    },
  );
  for (let second = 0; second < 10; second += 1) await vi.advanceTimersByTimeAsync(1000);
  return (await settled)();
}

describe('job starts: Idempotency-Key and retries', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends one key per start and the same key again when the answer was lost (no answer, 502, 503)', async () => {
    const { fetch, requests } = recordingFetch(
      new TypeError('fetch failed'),
      json({ message: 'Bad gateway' }, 502),
      json({ message: 'The server is restarting; please try again.', task_id: 'task_1' }, 503),
      json(speech),
    );
    const client = createMediakitClient({ baseUrl, fetch });
    expect(await onFakeClock(client.tts.speak({ text: 'Hello' }))).toMatchObject({ url: speech.url });
    expect(requests).toHaveLength(4);
    expect(key(requests[0])).toMatch(/^[\x21-\x7e]{16,}$/);
    expect(new Set(requests.map(key)).size).toBe(1);
    // The next start is another submit: another key.
    await client.tts.speak({ text: 'Hello again' });
    expect(key(requests[4])).not.toBe(key(requests[0]));
  });

  it('gives up after four tries, and never retries an answer that was a refusal', async () => {
    const lost = recordingFetch(new TypeError('fetch failed'));
    await expect(
      onFakeClock(createMediakitClient({ baseUrl, fetch: lost.fetch }).tts.speak({ text: 'Hi' })),
    ).rejects.toMatchObject({ kind: 'network' });
    expect(lost.requests).toHaveLength(4);
    for (const status of [402, 422, 500, 504]) {
      const refused = recordingFetch(json({ message: 'No', required: 1, have: 0 }, status));
      await createMediakitClient({ baseUrl, fetch: refused.fetch })
        .tts.speak({ text: 'Hi' })
        .catch(() => undefined);
      expect(refused.requests, `status ${status}`).toHaveLength(1);
    }
  });

  it('after a 504 that names the running task, asks again with the same key, each time with the whole limit', async () => {
    const stillRunning = json(
      { message: 'This is taking longer than expected; the result will appear in your media library.', task_id: 't_1' },
      504,
    );
    // Each answer takes 50 s of the call's 60 s limit: three of them go far past it in all, never in one wait.
    const after50s = (answer: Response) => () =>
      new Promise<Response>((resolve) => setTimeout(() => resolve(answer.clone()), 50_000));
    const { fetch, requests } = recordingFetch(after50s(stillRunning), after50s(stillRunning), after50s(json(speech)));
    const call = createMediakitClient({ baseUrl, fetch }).tts.speak({ text: 'Hello' });
    const settled = call.then(
      (value) => ({ value }),
      (error: unknown) => ({ error }),
    );
    await vi.advanceTimersByTimeAsync(160_000);
    expect(await settled).toEqual({ value: expect.objectContaining({ url: speech.url }) });
    expect(requests).toHaveLength(3);
    expect(new Set(requests.map(key)).size).toBe(1);
  });

  it('stops asking after 40 follow-ups of a server that keeps answering 504, and shows its message', async () => {
    const { fetch, requests } = recordingFetch(
      json(
        {
          message: 'This is taking longer than expected; the result will appear in your media library.',
          task_id: 't_1',
        },
        504,
      ),
    );
    const call = createMediakitClient({ baseUrl, fetch }).tts.speak({ text: 'Hello' });
    const settled = call.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(await settled).toMatchObject({
      status: 504,
      serverMessage: 'This is taking longer than expected; the result will appear in your media library.',
    });
    expect(requests).toHaveLength(41);
  });

  it('sends no key and never retries a call that does not start a job, or when the partner turns keys off', async () => {
    const chat = recordingFetch(new TypeError('fetch failed'));
    await createMediakitClient({ baseUrl, fetch: chat.fetch })
      .chat.send({ prompt: 'Hi' })
      .catch(() => undefined);
    expect(chat.requests).toHaveLength(1);
    expect(key(chat.requests[0])).toBeNull();
    const off = recordingFetch(new TypeError('fetch failed'));
    await createMediakitClient({ baseUrl, fetch: off.fetch, idempotencyKeys: false })
      .tts.speak({ text: 'Hi' })
      .catch(() => undefined);
    expect(off.requests).toHaveLength(1);
    expect(key(off.requests[0])).toBeNull();
  });
});
