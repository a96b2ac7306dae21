import { describe, expect, it } from 'vitest';
import { json } from '../testing/recordingFetch';
import { baseUrl, testClient } from '../testing/testClient';

describe('tts', () => {
  it('tts posts the text (even empty) and reads url', async () => {
    const { client, requests } = testClient([json({ url: '/audio/1.mp3' })]);
    expect(await client.tts.speak({ text: '' })).toEqual({ url: `${baseUrl}/audio/1.mp3` });
    expect(requests[0]).toMatchObject({ method: 'POST', path: '/api/v1/tts', json: { text: '' } });
  });
});
