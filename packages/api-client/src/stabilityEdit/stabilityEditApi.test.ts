import { describe, expect, it } from 'vitest';
import { json } from '../testing/recordingFetch';
import { testClient } from '../testing/testClient';

const image = new Blob(['png'], { type: 'image/png' });

describe('stabilityEdit', () => {
  it('stability edit posts image, prompt, strength and output_format with defaults 0.35 and png', async () => {
    const { client, requests } = testClient([
      json({ ok: true, url: 'https://cdn.test/s.webp' }),
      json({ ok: false, error: 'NSFW' }),
    ]);
    expect(await client.stabilityEdit.edit({ image, prompt: 'Neon' })).toEqual({ url: 'https://cdn.test/s.webp' });
    const form = requests[0]?.form;
    expect(requests[0]?.path).toBe('/api/stability/single');
    expect(form?.get('strength')).toBe('0.35');
    expect(form?.get('output_format')).toBe('png');
    await expect(client.stabilityEdit.edit({ image, prompt: 'x', outputFormat: 'webp' })).rejects.toMatchObject({
      message: 'NSFW',
    });
    expect(requests[1]?.form?.get('output_format')).toBe('webp');
  });
});
