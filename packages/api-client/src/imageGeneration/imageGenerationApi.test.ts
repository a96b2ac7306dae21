import { describe, expect, it } from 'vitest';
import { json } from '../testing/recordingFetch';
import { testClient } from '../testing/testClient';

describe('imageGeneration', () => {
  it('classic image generation posts prompt and size with the plan header and needs saved_url', async () => {
    const { client, requests } = testClient([json({ saved_url: 'https://cdn.test/i.png' }), json({ status: 'ok' })]);
    await client.imageGeneration.generate({ prompt: 'Fox', size: 'widescreen_16_9', plan: 'free' });
    expect(requests[0]).toMatchObject({ path: '/ai/image/generate', json: { prompt: 'Fox', size: 'widescreen_16_9' } });
    expect(requests[0]?.headers.get('X-Plan')).toBe('free');
    await expect(client.imageGeneration.generate({ prompt: 'Fox', size: 'square_1_1' })).rejects.toMatchObject({
      message: 'Server did not return a saved_url.',
    });
    expect(requests[1]?.headers.has('X-Plan')).toBe(false);
  });

  it('sends the studio settings under their contract names, and only those given', async () => {
    const { client, requests } = testClient([json({ saved_url: 'https://cdn.test/i.png' })]);
    await client.imageGeneration.generate({
      prompt: 'Fox',
      size: 'square_1_1',
      width: 1024,
      height: 1344,
      negativePrompt: 'blur',
      style: 'Anime',
      seed: 7,
      cfg: 7.5,
    });
    expect(requests[0]?.json).toEqual({
      prompt: 'Fox',
      size: 'square_1_1',
      width: 1024,
      height: 1344,
      negative_prompt: 'blur',
      style: 'Anime',
      seed: 7,
      cfg: 7.5,
    });
  });
});
