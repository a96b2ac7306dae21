import { describe, expect, it } from 'vitest';
import { json } from '../testing/recordingFetch';
import { testClient } from '../testing/testClient';

const image = new Blob(['png'], { type: 'image/png' });

describe('productVideo', () => {
  it('product video posts every field as multipart, aspect only when given', async () => {
    const { client, requests } = testClient([json({ video_url: 'https://cdn.test/p.mp4' })]);
    const input = {
      image,
      prompt: 'Spin',
      duration: 5,
      resolution: '720p',
      fps: 25,
      motion: 'rotate',
      style: 'Kling 1.0 Pro',
    };
    expect(await client.productVideo.generate(input)).toEqual({ videoUrl: 'https://cdn.test/p.mp4' });
    await client.productVideo.generate({ ...input, aspect: '9:16' });
    expect(requests[0]?.path).toBe('/api/v1/api/video/generate');
    expect([...(requests[0]?.form?.keys() ?? [])].sort()).toEqual(
      ['duration', 'fps', 'image', 'motion', 'prompt', 'resolution', 'style'].sort(),
    );
    expect(requests[1]?.form?.get('aspect')).toBe('9:16');
  });
});
