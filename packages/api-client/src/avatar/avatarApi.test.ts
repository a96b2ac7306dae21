import { describe, expect, it } from 'vitest';
import { json } from '../testing/recordingFetch';
import { testClient } from '../testing/testClient';

describe('avatar', () => {
  it('avatar posts the script as JSON and reads url', async () => {
    const { client, requests } = testClient([json({ url: 'https://cdn.test/avatar.mp4' })]);
    expect(await client.avatar.generate({ script: 'Hello' })).toEqual({ url: 'https://cdn.test/avatar.mp4' });
    expect(requests[0]).toMatchObject({ path: '/api/v1/avatar', json: { script: 'Hello' } });
  });
});
