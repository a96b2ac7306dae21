import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryTokenStore } from '../http/tokenStore';
import { createMediakitClient } from '../client';
import { hangingFetch, json } from '../testing/recordingFetch';
import { baseUrl, testClient } from '../testing/testClient';

afterEach(() => {
  vi.useRealTimers();
});

const image = new Blob(['png'], { type: 'image/png' });

describe('noMaskEdit', () => {
  it('no-mask edit posts prompt, image, size and n clamped to 1..4, and reads the items', async () => {
    const { client, requests } = testClient([
      json({
        status: 'ok',
        input_url: '/in.png',
        items: [{ url: '/1.png', filename: 'one.png' }, { url: 'javascript:x' }],
      }),
    ]);
    const result = await client.noMaskEdit.edit({ prompt: 'Snow', image, size: '512x512', n: 9 });
    expect(requests[0]?.path).toBe('/api/openai/image-edit-simple');
    expect(requests[0]?.form?.get('n')).toBe('4');
    expect(requests[0]?.form?.get('size')).toBe('512x512');
    expect(result).toEqual({
      inputUrl: `${baseUrl}/in.png`,
      items: [{ url: `${baseUrl}/1.png`, filename: 'one.png' }],
    });
  });

  it('no-mask edit reports a non-ok status with message or details.body, and no items', async () => {
    const { client } = testClient([
      json({ status: 'error', message: 'Content policy' }),
      json({ status: 'error', details: { body: 'Upstream 500' } }),
      json({ status: 'ok', items: [] }),
    ]);
    const edit = () => client.noMaskEdit.edit({ prompt: 'x', image, n: 0 });
    await expect(edit()).rejects.toMatchObject({ message: 'Content policy' });
    await expect(edit()).rejects.toMatchObject({ message: 'Upstream 500' });
    await expect(edit()).rejects.toMatchObject({ message: 'No output received.' });
  });

  it('no-mask edit waits 180 s before timing out', async () => {
    vi.useFakeTimers();
    const client = createMediakitClient({ baseUrl, fetch: hangingFetch().fetch, tokenStore: createMemoryTokenStore() });
    let settled = false;
    const result = client.noMaskEdit.edit({ prompt: 'x', image }).catch((error: unknown) => error);
    void result.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(179_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await result).toMatchObject({ kind: 'timeout' });
  });
});
