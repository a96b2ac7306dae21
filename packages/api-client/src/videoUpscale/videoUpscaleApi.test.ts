import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../testing/recordingFetch';
import { baseUrl, testClient } from '../testing/testClient';
import { upscaleJobState } from './upscaleJobState';

afterEach(() => {
  vi.useRealTimers();
});

describe('upscaleJobState', () => {
  it('succeeds only when done with a file url', () => {
    expect(upscaleJobState({ status: 'succeeded', done: true, file: { url: '/out.mp4' } }, baseUrl)).toMatchObject({
      status: 'succeeded',
      result: { url: `${baseUrl}/out.mp4` },
    });
    expect(upscaleJobState({ status: 'succeeded', done: true }, baseUrl).status).toBe('running');
    expect(upscaleJobState({ status: 'processing', progress: 40, done: false }, baseUrl)).toMatchObject({
      status: 'running',
      progress: 40,
    });
  });

  it('reads a done or progress of the wrong type as a malformed answer, never as still running', () => {
    expect(() => upscaleJobState({ status: 'processing', done: 'yes', progress: 'lots' }, baseUrl)).toThrow(
      expect.objectContaining({ reason: 'malformed-response' }),
    );
    expect(() => upscaleJobState({ status: 'processing', done: false, progress: 'lots' }, baseUrl)).toThrow(
      expect.objectContaining({ reason: 'malformed-response' }),
    );
    expect(upscaleJobState({ status: 'processing', done: 0, progress: '40' }, baseUrl)).toMatchObject({
      status: 'running',
      progress: 40,
    });
  });

  it('fails on an error or a failed status', () => {
    expect(upscaleJobState({ error: 'ffmpeg crashed' }, baseUrl)).toMatchObject({
      status: 'failed',
      message: 'ffmpeg crashed',
    });
    expect(upscaleJobState({ status: 'failed' }, baseUrl)).toMatchObject({
      status: 'failed',
      message: 'Something went wrong.',
    });
  });
});

describe('videoUpscale', () => {
  it('starts with video or video_url and returns the ticket', async () => {
    const { client, requests } = testClient([
      json({ success: true, task_id: 'U1', status_url: '/s/U1', tmp_path: '/tmp/U1' }),
    ]);
    const ticket = await client.videoUpscale.start({ videoUrl: 'https://v.test/a.mp4' });
    expect(ticket).toEqual({ taskId: 'U1', statusUrl: '/s/U1', tmpPath: '/tmp/U1' });
    expect(requests[0]?.path).toBe('/api/video/upscale');
    expect(requests[0]?.form?.get('video_url')).toBe('https://v.test/a.mp4');
    expect(requests[0]?.form?.has('video')).toBe(false);
  });

  it('reports a failed start with the server error, else the spec text', async () => {
    const { client } = testClient([json({ success: false, error: 'Unsupported codec' }), json({ success: false })]);
    await expect(client.videoUpscale.start({ video: new Blob(['v']) })).rejects.toMatchObject({
      message: 'Unsupported codec',
    });
    await expect(client.videoUpscale.start({ video: new Blob(['v']) })).rejects.toMatchObject({
      message: 'Failed to start 4K upscaling.',
    });
  });

  it('polls the status with task_id, status_url and tmp_path every 3 s until done', async () => {
    vi.useFakeTimers();
    const { client, requests } = testClient([
      json({ status: 'queued', done: false }),
      json({ status: 'processing', progress: 50, done: false }),
      json({ status: 'succeeded', done: true, file: { url: 'https://cdn.test/4k.mp4' } }),
    ]);
    const result = client.videoUpscale.wait({ taskId: 'U1', statusUrl: '/s/U1', tmpPath: '/tmp/U1' });
    await vi.advanceTimersByTimeAsync(3000);
    expect(requests[0]?.path).toBe('/api/video/upscale/status?task_id=U1&status_url=%2Fs%2FU1&tmp_path=%2Ftmp%2FU1');
    await vi.advanceTimersByTimeAsync(5999);
    expect(requests).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(requests).toHaveLength(3);
    await expect(result).resolves.toEqual({ url: 'https://cdn.test/4k.mp4' });
  });
});
