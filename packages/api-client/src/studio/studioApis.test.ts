import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../testing/recordingFetch';
import { baseUrl, testClient } from '../testing/testClient';
import { studioJobState } from './studioJobState';

afterEach(() => {
  vi.useRealTimers();
});

describe('studioJobState', () => {
  it('completes on COMPLETED, DONE or FINISHED with urls from urls, data, generated or path', () => {
    expect(studioJobState({ status: 'COMPLETED', urls: ['/a.png', { url: '/b.png' }] }, baseUrl)).toMatchObject({
      status: 'succeeded',
      result: { urls: [`${baseUrl}/a.png`, `${baseUrl}/b.png`] },
    });
    expect(studioJobState({ status: 'done', data: [{ url: 'https://c.test/x.png' }] }, baseUrl)).toMatchObject({
      result: { urls: ['https://c.test/x.png'] },
    });
    expect(studioJobState({ status: 'FINISHED', generated: ['g.png'] }, baseUrl).status).toBe('succeeded');
    expect(studioJobState({ status: 'FINISHED', path: 'p.png' }, baseUrl).status).toBe('succeeded');
  });

  it('drops unsafe urls and fails when nothing is left', () => {
    expect(
      studioJobState({ status: 'DONE', urls: ['javascript:alert(1)', 'data:image/png;base64,AAAA'] }, baseUrl),
    ).toMatchObject({
      status: 'failed',
      message: 'No output received.',
    });
  });

  it('fails on FAILED or ERROR with the spec message; starting, IN_PROGRESS and PENDING keep running', () => {
    expect(studioJobState({ status: 'FAILED' }, baseUrl)).toMatchObject({
      status: 'failed',
      message: 'Processing failed',
    });
    expect(studioJobState({ status: 'ERROR' }, baseUrl).status).toBe('failed');
    for (const status of ['starting', 'IN_PROGRESS', 'PENDING']) {
      expect(studioJobState({ status }, baseUrl).status).toBe('running');
    }
  });
});

describe('enhance and style', () => {
  it('enhance sends image or image_url, prompt and scale, and reads task, pricing and credits', async () => {
    const { client, requests } = testClient([
      json({ task_id: 'S1', status: 'starting', pricing: { total: 3 }, credits: 12 }),
    ]);
    const started = await client.enhance.start({ imageUrl: 'https://img.test/a.png', prompt: 'sharper', scale: 4 });
    expect(started).toEqual({ taskId: 'S1', status: 'starting', cost: 3, credits: 12 });
    const form = requests[0]?.form;
    expect(requests[0]?.path).toBe('/ai/enhance');
    expect([...(form?.keys() ?? [])].sort()).toEqual(['image_url', 'prompt', 'scale']);
    expect(form?.get('scale')).toBe('4');
  });

  it('style sends the reference, strength and preserve_structure as 1 or 0 (default 1)', async () => {
    const { client, requests } = testClient([json({ task_id: 'S2' })]);
    await client.style.start({
      image: new Blob(['a']),
      refImageUrl: 'https://img.test/ref.png',
      strength: 0.7,
      scale: 2,
    });
    await client.style.start({
      imageUrl: 'https://img.test/a.png',
      refImage: new Blob(['r']),
      preserveStructure: false,
    });
    const [first, second] = requests.map((request) => request.form);
    expect(requests[0]?.path).toBe('/ai/style');
    expect(first?.get('image')).toBeTruthy();
    expect(first?.get('ref_image_url')).toBe('https://img.test/ref.png');
    expect(first?.get('strength')).toBe('0.7');
    expect(first?.get('preserve_structure')).toBe('1');
    expect(second?.get('ref_image')).toBeTruthy();
    expect(second?.get('preserve_structure')).toBe('0');
  });

  it('reports a missing task id as the spec says', async () => {
    const { client } = testClient([json({ status: 'ok' })]);
    await expect(client.enhance.start({ imageUrl: 'https://img.test/a.png' })).rejects.toMatchObject({
      message: 'Task ID not returned',
    });
  });

  it('polls /ai/style/status?task_id= every 2.2 s: exact request count', async () => {
    vi.useFakeTimers();
    const { client, requests } = testClient([
      json({ status: 'PENDING' }),
      json({ status: 'IN_PROGRESS' }),
      json({ status: 'DONE', urls: ['https://cdn.test/s.png'] }),
    ]);
    const result = client.style.wait('S2');
    await vi.advanceTimersByTimeAsync(2199);
    expect(requests).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(requests[0]?.path).toBe('/ai/style/status?task_id=S2');
    await vi.advanceTimersByTimeAsync(4400);
    expect(requests).toHaveLength(3);
    await expect(result).resolves.toEqual({ urls: ['https://cdn.test/s.png'] });
  });

  it('says Failed to fetch status when the status calls keep failing', async () => {
    vi.useFakeTimers();
    const { client, requests } = testClient([json({}, 500)]);
    const result = client.enhance.wait('S1').catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(2200 + 37_600);
    expect(requests).toHaveLength(9);
    expect(await result).toMatchObject({ message: 'Failed to fetch status' });
  });
});
