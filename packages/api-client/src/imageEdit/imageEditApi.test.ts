import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryTokenStore } from '../http/tokenStore';
import { createMediakitClient } from '../client';
import { hangingFetch, json } from '../testing/recordingFetch';
import { baseUrl, testClient } from '../testing/testClient';
import { editJobState } from './editJobState';

afterEach(() => {
  vi.useRealTimers();
});

describe('editJobState', () => {
  it('maps COMPLETED with url, FAILED and ERROR, and anything else as running', () => {
    expect(editJobState({ status: 'COMPLETED', url: '/e.png' }, baseUrl)).toMatchObject({
      status: 'succeeded',
      result: { url: `${baseUrl}/e.png` },
    });
    expect(editJobState({ status: 'COMPLETED' }, baseUrl)).toMatchObject({
      status: 'failed',
      message: 'No output received.',
    });
    expect(editJobState({ status: 'FAILED' }, baseUrl)).toMatchObject({ message: 'Editing failed during processing.' });
    expect(editJobState({ status: 'ERROR' }, baseUrl).status).toBe('failed');
    expect(editJobState({ status: 'IN_PROGRESS' }, baseUrl).status).toBe('running');
  });
});

describe('imageEdit', () => {
  it('sends JSON with image_url when a URL is given (the URL wins over a file)', async () => {
    const { client, requests } = testClient([json({ task_id: 'E1', status: 'PENDING' })]);
    await client.imageEdit.start({
      prompt: 'Blue sky',
      imageUrl: 'https://img.test/a.png',
      image: new Blob(['x']),
      strength: 60,
      background: 'white',
      size: '768x768',
    });
    expect(requests[0]?.path).toBe('/api/ai/edit');
    expect(requests[0]?.json).toEqual({
      image_url: 'https://img.test/a.png',
      prompt: 'Blue sky',
      strength: 60,
      background: 'white',
      size: '768x768',
    });
  });

  it('sends multipart with image when only a file is given', async () => {
    const { client, requests } = testClient([json({ task_id: 'E1' })]);
    await client.imageEdit.start({ prompt: 'Blue', image: new Blob(['x']), strength: 10 });
    const form = requests[0]?.form;
    expect(form?.get('image')).toBeTruthy();
    expect(form?.get('prompt')).toBe('Blue');
    expect(form?.get('strength')).toBe('10');
    expect(form?.has('size')).toBe(false);
  });

  it('gives the edit call 120 s before timing out (not the 60 s default)', async () => {
    vi.useFakeTimers();
    const client = createMediakitClient({ baseUrl, fetch: hangingFetch().fetch, tokenStore: createMemoryTokenStore() });
    const result = client.imageEdit.start({ prompt: 'p', imageUrl: 'https://img.test/a.png' }).catch((e: unknown) => e);
    let settled = false;
    void result.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(119_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await result).toMatchObject({ kind: 'timeout' });
  });

  it('polls /api/ai/edit-status?task_id= every 3 s', async () => {
    vi.useFakeTimers();
    const { client, requests } = testClient([
      json({ status: 'PENDING' }),
      json({ status: 'COMPLETED', url: 'https://cdn.test/e.png' }),
    ]);
    const result = client.imageEdit.wait('E 1');
    await vi.advanceTimersByTimeAsync(2999);
    expect(requests).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(requests[0]?.path).toBe('/api/ai/edit-status?task_id=E+1');
    await vi.advanceTimersByTimeAsync(3000);
    expect(requests).toHaveLength(2);
    await expect(result).resolves.toEqual({ url: 'https://cdn.test/e.png' });
  });
});
