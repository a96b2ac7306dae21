import { describe, expect, it } from 'vitest';
import { json } from '../testing/recordingFetch';
import { testClient } from '../testing/testClient';

describe('avatar', () => {
  it('avatar posts the script as JSON and reads url', async () => {
    const { client, requests } = testClient([json({ url: 'https://cdn.test/avatar.mp4' })]);
    expect(await client.avatar.generate({ script: 'Hello' })).toEqual({ url: 'https://cdn.test/avatar.mp4' });
    expect(requests[0]).toMatchObject({ path: '/api/v1/avatar', json: { script: 'Hello' } });
  });

  it("reads the video's poster frame (poster_preview)", async () => {
    const { client } = testClient([
      json({ url: 'https://cdn.test/avatar.mp4', poster_preview: 'https://cdn.test/avatar.jpg' }),
    ]);
    expect(await client.avatar.generate({ script: 'Hello' })).toEqual({
      url: 'https://cdn.test/avatar.mp4',
      poster: 'https://cdn.test/avatar.jpg',
    });
  });
});
