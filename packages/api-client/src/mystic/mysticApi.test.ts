import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiError } from '../errors';
import { json } from '../testing/recordingFetch';
import { baseUrl, testClient } from '../testing/testClient';
import { mysticJobState } from './mysticJobState';

afterEach(() => {
  vi.useRealTimers();
});

describe('mysticJobState', () => {
  it('completes on ok with saved_url and fails on ok without one', () => {
    expect(mysticJobState({ status: 'ok', saved_url: 'img/1.png' }, baseUrl)).toMatchObject({
      status: 'succeeded',
      result: { savedUrl: `${baseUrl}/img/1.png` },
    });
    expect(mysticJobState({ status: 'ok' }, baseUrl)).toMatchObject({
      status: 'failed',
      message: 'Server did not return a saved_url.',
    });
  });

  it('fails on failed with the spec message and reports AWAITING_ASSET as sent', () => {
    expect(mysticJobState({ status: 'failed' }, baseUrl)).toMatchObject({
      status: 'failed',
      message: 'Generation failed.',
    });
    expect(mysticJobState({ status: 'AWAITING_ASSET' }, baseUrl)).toMatchObject({
      status: 'running',
      rawStatus: 'AWAITING_ASSET',
    });
    expect(mysticJobState({ status: 'pending' }, baseUrl).status).toBe('running');
  });
});

describe('mystic', () => {
  it('starts with JSON prompt, size, resolution and the plan header', async () => {
    const { client, requests } = testClient([json({ task_id: 42 })]);
    const started = await client.mystic.start({ prompt: 'Fox', size: 'square_1_1', resolution: '2k', plan: 'pro' });
    expect(started).toEqual({ taskId: '42' });
    expect(requests[0]).toMatchObject({ method: 'POST', path: '/ai/mystic/generate' });
    expect(requests[0]?.json).toEqual({ prompt: 'Fox', size: 'square_1_1', resolution: '2k' });
    expect(requests[0]?.headers.get('X-Plan')).toBe('pro');
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer t0k3n');
  });

  it('says the image generator’s own 401 text and reports a missing task id', async () => {
    const { client } = testClient([json({}, 401), json({ status: 'queued' })]);
    const input = { prompt: 'Fox', size: 'square_1_1', resolution: '1k' };
    await expect(client.mystic.start(input)).rejects.toMatchObject({ message: 'Unauthenticated. Please login again.' });
    await expect(client.mystic.start(input)).rejects.toMatchObject({ message: 'No task_id returned from server.' });
  });

  it('polls every 2.5 s, every 3.5 s after AWAITING_ASSET: exact request counts', async () => {
    vi.useFakeTimers();
    const { client, requests } = testClient([
      json({ status: 'IN_PROGRESS' }),
      json({ status: 'AWAITING_ASSET' }),
      json({ status: 'AWAITING_ASSET' }),
      json({ status: 'ok', saved_url: 'https://cdn.test/fox.png' }),
    ]);
    const result = client.mystic.wait('abc');
    await vi.advanceTimersByTimeAsync(2500);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.path).toBe('/ai/mystic/status/abc');
    await vi.advanceTimersByTimeAsync(2500);
    expect(requests).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(3499);
    expect(requests).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(requests).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(3500);
    expect(requests).toHaveLength(4);
    await expect(result).resolves.toEqual({ savedUrl: 'https://cdn.test/fox.png' });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('times out after 5 minutes with the spec message', async () => {
    vi.useFakeTimers();
    const { client, requests } = testClient([json({ status: 'IN_PROGRESS' })]);
    const result = client.mystic.wait('abc').catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    const error = (await result) as ApiError;
    expect(error).toMatchObject({ kind: 'timeout', message: 'Timed out after 5 minutes. Please try again.' });
    // 300 s / 2.5 s = 120 due checks; the one due exactly at the deadline does not go out.
    expect(requests).toHaveLength(119);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('retries up to 8 poll errors with growing delays, then says Status polling error', async () => {
    vi.useFakeTimers();
    const { client, requests } = testClient([json({ message: 'busy' }, 503)]);
    const result = client.mystic.wait('abc').catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(2500);
    expect(requests).toHaveLength(1);
    let elapsed = 0;
    for (let attempt = 1; attempt <= 8; attempt += 1) {
      elapsed += 2000 + 600 * attempt;
      await vi.advanceTimersByTimeAsync(2000 + 600 * attempt);
      expect(requests).toHaveLength(1 + attempt);
    }
    expect(elapsed).toBe(37_600);
    expect(await result).toMatchObject({ status: 503, message: 'Status polling error' });
    expect(vi.getTimerCount()).toBe(0);
  });
});
