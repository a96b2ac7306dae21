import { createMediakitClient, createMemoryTokenStore } from '@mediakit/api-client';
import { createFakeMediakitClient } from '@mediakit/api-client/fake';
import {
  advanceJobClock,
  expectPollsEvery,
  fakeJobClockInEachTest,
  fakeMediaContent,
  itFollowsTheJob,
  jobRun,
  settleJobClock,
} from '@mediakit/test-support';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { videoUpscalerMessages } from './messages';
import { useVideoUpscaler, videoUpscalerResumeKey } from './useVideoUpscaler';

const clip = () => new File(['mp4'], 'clip.mp4', { type: 'video/mp4' });

/** A run on an uploaded clip, on the fake job clock. */
const upscaleRun = jobRun(useVideoUpscaler, 'videoUpscale', {
  fill: (hook) => act(() => hook.result.current.field('videoFile').onChange(clip())),
  pollMs: 3000,
  resumeKey: videoUpscalerResumeKey,
});

fakeJobClockInEachTest();

describe('useVideoUpscaler input', () => {
  it('needs a video file or a valid URL, with the spec message, and sends nothing without', async () => {
    const { hook, starts } = upscaleRun.setup();
    expect(hook.result.current.fieldErrors.video).toBeUndefined();
    act(() => void hook.result.current.submit());
    expect(hook.result.current.fieldErrors.video).toBe('Upload a video or provide a valid video URL.');
    act(() => hook.result.current.field('videoUrl').onChange('ftp://files.example/a.mp4'));
    expect(hook.result.current.fieldErrors.video).toBe('Upload a video or provide a valid video URL.');
    act(() => hook.result.current.field('videoUrl').onChange('https://files.example/a.mp4'));
    expect(hook.result.current.fieldErrors.video).toBeUndefined();
    await settleJobClock();
    expect(starts()).toBe(0);
  });

  it('sends the file and not the URL when both are given', () => {
    const { hook, client } = upscaleRun.setup();
    const start = vi.spyOn(client.videoUpscale, 'start');
    const video = clip();
    act(() => {
      hook.result.current.field('videoUrl').onChange('https://files.example/a.mp4');
      hook.result.current.field('videoFile').onChange(video);
    });
    act(() => void hook.result.current.submit());
    expect(start.mock.calls[0]?.[0]).toEqual({ video });
  });

  it('sends the trimmed URL when there is no file', () => {
    const { hook, client } = upscaleRun.setup();
    const start = vi.spyOn(client.videoUpscale, 'start');
    act(() => hook.result.current.field('videoUrl').onChange('  https://files.example/a.mp4 '));
    act(() => void hook.result.current.submit());
    expect(start.mock.calls[0]?.[0]).toEqual({ videoUrl: 'https://files.example/a.mp4' });
  });
});

describe('useVideoUpscaler job', () => {
  it('polls every 3 s with progress until done with a file url (exact request counts)', async () => {
    const onResult = vi.fn();
    const { hook, polls } = upscaleRun.setup({}, { onResult });
    await settleJobClock();
    act(() => hook.result.current.field('videoFile').onChange(clip()));
    act(() => void hook.result.current.submit());
    await settleJobClock();
    expect(hook.result.current.phase).toBe('running');
    expect(hook.result.current.statusText).toBe('Upload received. Checking progress every 3 seconds…');
    await expectPollsEvery(3000, polls, hook.result, [
      { statusText: 'Queued…', progress: 0 },
      { statusText: 'Upscaling to 4K…', progress: 50 },
      { phase: 'succeeded', statusText: 'Your 4K video is ready.' },
    ]);
    expect(hook.result.current.result?.url).toMatch(/^https:\/\/api\.mediakit\.invalid\/fake-media\/video\//);
    expect(onResult).toHaveBeenCalledWith({
      url: hook.result.current.result?.url,
      taskId: hook.result.current.taskId,
      poster: expect.stringMatching(/^https:\/\/.+-poster/),
    });
    await advanceJobClock(30_000);
    expect(polls()).toBe(3);
  });

  it("says 'Failed to start 4K upscaling.' when the server does not start the job", async () => {
    const client = createMediakitClient({
      baseUrl: 'https://api.test',
      tokenStore: createMemoryTokenStore('token'),
      timeoutMs: false,
      fetch: async () =>
        new Response(JSON.stringify({ success: false }), { headers: { 'Content-Type': 'application/json' } }),
    });
    const hook = renderHook(() => useVideoUpscaler({ client }));
    act(() => hook.result.current.field('videoUrl').onChange('https://files.example/a.mp4'));
    act(() => void hook.result.current.submit());
    await settleJobClock();
    expect(hook.result.current.phase).toBe('failed');
    expect(hook.result.current.error).toBe('Failed to start 4K upscaling.');
  });

  it.each([
    ['unauthenticated', 'Please log in to continue.'],
    ['invalid-input', 'The prompt field is required.'],
    ['network-error', 'Network/CORS error: failed to reach the API.'],
  ] as const)(
    'shows the catalogue message (a 422 shows its details) when the start answers %s',
    async (scenario, message) => {
      const onError = vi.fn();
      const { hook } = upscaleRun.setup({ scenarios: { 'videoUpscale.start': scenario } }, { onError });
      act(() => hook.result.current.field('videoFile').onChange(clip()));
      act(() => void hook.result.current.submit());
      await settleJobClock();
      expect(hook.result.current.error).toBe(message);
      expect(onError).toHaveBeenCalledOnce();
    },
  );

  it('blocks when credits are short, and restores the charge when the job fails', async () => {
    const short = upscaleRun.setup({ credits: 0 });
    await settleJobClock();
    act(() => short.hook.result.current.field('videoFile').onChange(clip()));
    act(() => void short.hook.result.current.submit());
    expect(short.hook.result.current.blocked).toBe(true);
    expect(short.hook.result.current.credits.shortMessage).toBe('Insufficient credits. Need 1, you have 0.');
    await settleJobClock();
    expect(short.starts()).toBe(0);
    short.hook.unmount();

    const failing = upscaleRun.setup({ scenarios: { 'videoUpscale.start': 'job-fails' } });
    await settleJobClock();
    act(() => failing.hook.result.current.field('videoFile').onChange(clip()));
    act(() => void failing.hook.result.current.submit());
    expect(failing.hook.result.current.credits.credits).toBe(431);
    await settleJobClock();
    await advanceJobClock(3000);
    await advanceJobClock(3000);
    await advanceJobClock(3000);
    expect(failing.hook.result.current.error).toBe('Upscaling failed.');
    expect(failing.hook.result.current.credits.credits).toBe(432);
  });
});

describe('useVideoUpscaler cancel, resume, unmount, lost status checks, includeBlob', () => {
  itFollowsTheJob(upscaleRun, {
    blob: (upscaler) => ({ url: upscaler.result?.url, poster: upscaler.result?.poster, taskId: upscaler.taskId }),
    statusLost: { message: 'Polling failed.', override: { pollingFailed: 'Lost track of the job.' } },
  });

  it('resumes the same job after a remount, with its status url and tmp path', async () => {
    const client = createFakeMediakitClient({ queuedPolls: 2 });
    const polls = () => client.fake.requests.filter((request) => request.operation === 'videoUpscale.status');
    const first = renderHook(() => useVideoUpscaler({ client }));
    act(() => first.result.current.field('videoUrl').onChange('https://files.example/a.mp4'));
    act(() => void first.result.current.submit());
    await settleJobClock();
    await advanceJobClock(3000);
    const taskId = first.result.current.taskId;
    first.unmount();
    const onResult = vi.fn();
    const second = renderHook(() => useVideoUpscaler({ client, onResult, includeBlob: true }));
    expect(second.result.current.resumed).toBe(true);
    expect(second.result.current.taskId).toBe(taskId);
    await advanceJobClock(3000);
    await advanceJobClock(3000);
    await advanceJobClock(3000);
    expect(second.result.current.phase).toBe('succeeded');
    expect(polls()).toHaveLength(4);
    // The status URL and temp path the start answered go back with every check (the server's: the task id).
    expect(polls()[3]?.path).toContain(`&tmp_path=${taskId}`);
    expect(second.result.current.source).toBeUndefined();
    const delivered = onResult.mock.calls[0]?.[0];
    expect(delivered).toMatchObject({ url: second.result.current.result?.url, taskId });
    expect(await delivered.blob.text()).toBe(fakeMediaContent(delivered.url));
  });
});

describe('video upscaler messages', () => {
  it('keeps the spec texts verbatim', () => {
    expect(videoUpscalerMessages.videoWrongType).toBe('Please select a video file.');
    expect(videoUpscalerMessages.missingVideo).toBe('Upload a video or provide a valid video URL.');
    expect(videoUpscalerMessages.startFailed).toBe('Failed to start 4K upscaling.');
    expect(videoUpscalerMessages.pollingFailed).toBe('Polling failed.');
  });
});
