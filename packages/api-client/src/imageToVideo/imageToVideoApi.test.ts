import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../errors';
import { json } from '../testing/recordingFetch';
import { baseUrl, testClient } from '../testing/testClient';
import { invalidCustomSizeMessage } from './imageToVideoApi';
import { videoJobState } from './videoJobState';

afterEach(() => {
  vi.useRealTimers();
});

const frame = new Blob(['png'], { type: 'image/png' });

describe('videoJobState', () => {
  it('succeeds on ok or completed with a video_url, resolved against the backend', () => {
    expect(videoJobState({ status: 'ok', video_url: '/v/1.mp4' }, baseUrl)).toMatchObject({
      status: 'succeeded',
      result: { videoUrl: `${baseUrl}/v/1.mp4` },
    });
    expect(videoJobState({ status: 'COMPLETED', video_url: 'https://cdn.test/v.mp4' }, baseUrl).status).toBe(
      'succeeded',
    );
  });

  it("carries the video's poster frame (poster_preview), resolved; none when unsafe", () => {
    expect(
      videoJobState({ status: 'completed', video_url: '/v/1.mp4', poster_preview: '/v/1.jpg' }, baseUrl),
    ).toMatchObject({ status: 'succeeded', result: { videoUrl: `${baseUrl}/v/1.mp4`, poster: `${baseUrl}/v/1.jpg` } });
    const unsafe = videoJobState(
      { status: 'completed', video_url: '/v/1.mp4', poster_preview: 'javascript:alert(1)' },
      baseUrl,
    );
    expect(unsafe.status === 'succeeded' && unsafe.result).not.toHaveProperty('poster');
  });

  it('keeps running on ok without a usable video_url (missing or javascript:)', () => {
    expect(videoJobState({ status: 'ok' }, baseUrl).status).toBe('running');
    expect(videoJobState({ status: 'ok', video_url: 'javascript:alert(1)' }, baseUrl).status).toBe('running');
  });

  it('fails on failed or error', () => {
    expect(videoJobState({ status: 'failed', error: 'Bad frame' }, baseUrl)).toMatchObject({
      status: 'failed',
      reason: 'job-failed',
      message: 'Bad frame',
      serverMessage: 'Bad frame',
    });
    expect(videoJobState({ status: 'error' }, baseUrl).status).toBe('failed');
  });

  it('reports any other status as the server sent it, current_status before status (screens word it)', () => {
    for (const status of ['IN_PROGRESS', 'PENDING', 'QUEUED', 'PROCESSING', 'RENDERING', 'WARMING_UP']) {
      expect(videoJobState({ status }, baseUrl)).toEqual({ status: 'running', rawStatus: status, progress: undefined });
    }
    expect(videoJobState({ status: 'processing', current_status: 'RENDERING' }, baseUrl)).toMatchObject({
      status: 'running',
      rawStatus: 'RENDERING',
    });
  });

  it('reads a status that is not a string, or none at all, as a malformed answer', () => {
    for (const body of [{ status: 42 }, { status: ['COMPLETED'] }, {}, { current_status: 'RENDERING' }, []]) {
      expect(() => videoJobState(body, baseUrl)).toThrow(expect.objectContaining({ kind: 'malformed-response' }));
    }
  });
});

describe('imageToVideo', () => {
  it('starts with multipart fields, the file winning over the URL, and duration 5 or else 8', async () => {
    const { client, requests, published } = testClient([json({ task_id: 'T1', status: 'QUEUED', credits: 91 })]);
    const started = await client.imageToVideo.start({
      prompt: 'Waves',
      duration: 7,
      resolution: '720p',
      firstFrame: frame,
      firstFrameUrl: 'https://img.test/a.png',
    });
    expect(started).toEqual({ taskId: 'T1', status: 'QUEUED', credits: 91 });
    expect(published).toEqual([91]);
    const form = requests[0]?.form;
    expect(requests[0]?.path).toBe('/ai/video/generate');
    expect(form?.get('prompt')).toBe('Waves');
    expect(form?.get('duration')).toBe('8');
    expect(form?.get('resolution')).toBe('720p');
    expect(form?.get('first_frame_file')).toBeTruthy();
    expect(form?.has('first_frame_image')).toBe(false);

    await client.imageToVideo.start({
      prompt: 'p',
      duration: 5,
      resolution: '360p',
      firstFrameUrl: 'https://img.test/a.png',
    });
    expect(requests[1]?.form?.get('first_frame_image')).toBe('https://img.test/a.png');
    expect(requests[1]?.form?.get('duration')).toBe('5');
    expect(requests[1]?.form?.has('first_frame_file')).toBe(false);
  });

  it('sends a custom size as custom_width and custom_height, and neither field without one', async () => {
    const { client, requests } = testClient([json({ task_id: 'T1', status: 'QUEUED' })]);
    const input = { prompt: 'Waves', duration: 5, resolution: '720p', firstFrame: frame };
    await client.imageToVideo.start({ ...input, customSize: { width: 1080, height: 1920 } });
    await client.imageToVideo.start(input);
    expect(requests[0]?.form?.get('custom_width')).toBe('1080');
    expect(requests[0]?.form?.get('custom_height')).toBe('1920');
    expect(requests[1]?.form?.has('custom_width')).toBe(false);
    expect(requests[1]?.form?.has('custom_height')).toBe(false);
  });

  it('refuses a custom size that is not whole, positive pixels before sending anything', async () => {
    const { client, requests } = testClient([json({ task_id: 'T1', status: 'QUEUED' })]);
    const sizes = [
      { width: 0, height: 720 },
      { width: 1280, height: -720 },
      { width: 1280.5, height: 720 },
      { width: Number.NaN, height: 720 },
      { width: 1280, height: Number.POSITIVE_INFINITY },
    ];
    for (const customSize of sizes) {
      const error = await client.imageToVideo
        .start({ prompt: 'Waves', duration: 5, resolution: '720p', firstFrame: frame, customSize })
        .catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ kind: 'invalid-input', message: invalidCustomSizeMessage, status: undefined });
    }
    expect(requests).toHaveLength(0);
  });

  it('fails showing the status when the task id is missing', async () => {
    const { client } = testClient([json({ status: 'Model busy' })]);
    await expect(client.imageToVideo.start({ prompt: 'p', duration: 5, resolution: '720p' })).rejects.toMatchObject({
      kind: 'job-failed',
      message: 'Model busy',
    });
  });

  it('polls /ai/video/status/{taskId} every 5 s until done: exact request count', async () => {
    vi.useFakeTimers();
    const { client, requests } = testClient([
      json({ status: 'QUEUED' }),
      json({ status: 'PROCESSING' }),
      json({ status: 'completed', video_url: 'https://cdn.test/v.mp4' }),
    ]);
    const onUpdate = vi.fn();
    const result = client.imageToVideo.wait('T 1', { onUpdate });
    await vi.advanceTimersByTimeAsync(4999);
    expect(requests).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.path).toBe('/ai/video/status/T%201');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(requests).toHaveLength(3);
    await expect(result).resolves.toEqual({ videoUrl: 'https://cdn.test/v.mp4' });
    expect(onUpdate).toHaveBeenCalledTimes(3);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stops polling on abort with no timer left', async () => {
    vi.useFakeTimers();
    const { client, requests } = testClient([json({ status: 'QUEUED' })]);
    const controller = new AbortController();
    const result = client.imageToVideo.wait('T1', { signal: controller.signal }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(requests).toHaveLength(2);
    controller.abort();
    expect(await result).toMatchObject({ kind: 'aborted' });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(requests).toHaveLength(2);
    expect(vi.getTimerCount()).toBe(0);
  });
});
