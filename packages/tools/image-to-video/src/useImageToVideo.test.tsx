import { ApiError } from '@mediakit/api-client';
import { createFakeMediakitClient } from '@mediakit/api-client/fake';
import {
  advanceJobClock,
  countRequests,
  expectPollsEvery,
  fakeJobClockInEachTest,
  fakeMediaContent,
  itFollowsTheJob,
  itShowsEachFailure,
  jobRun,
  settleJobClock,
  valuesKept,
} from '@mediakit/test-support';
import { loadResumableTask } from '@mediakit/tool-runtime';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { imageToVideoResumeKey, useImageToVideo } from './useImageToVideo';

const png = () => new File(['png'], 'frame.png', { type: 'image/png' });

function fillValidForm(result: { current: ReturnType<typeof useImageToVideo> }) {
  act(() => {
    result.current.field('prompt').onChange('Waves rolling in');
    result.current.field('frameFile').onChange(png());
  });
}

/** A run with a valid form, on the fake job clock. */
const videoRun = jobRun(useImageToVideo, 'imageToVideo', {
  fill: (hook) => fillValidForm(hook.result),
  pollMs: 5000,
  resumeKey: imageToVideoResumeKey,
});

fakeJobClockInEachTest();

describe('useImageToVideo validation', () => {
  it('requires a prompt and a first frame, shows the spec messages verbatim and sends nothing', async () => {
    const { hook, starts } = videoRun.setup();
    await settleJobClock();
    expect(hook.result.current.fieldErrors).toEqual({});
    let sent = true;
    act(() => {
      sent = hook.result.current.submit();
    });
    expect(sent).toBe(false);
    expect(hook.result.current.fieldErrors.prompt).toBe('Prompt is required');
    expect(hook.result.current.fieldErrors.frame).toBe(
      'The model requires an image (upload a file or paste an image URL).',
    );
    expect(hook.result.current.announcement).toBe('Prompt is required');
    await settleJobClock();
    expect(starts()).toBe(0);
  });

  it('treats a whitespace-only prompt as missing', () => {
    const { hook } = videoRun.setup();
    act(() => {
      hook.result.current.field('prompt').onChange('   ');
      hook.result.current.field('frameUrl').onChange('https://img.example/a.png');
    });
    act(() => void hook.result.current.submit());
    expect(hook.result.current.fieldErrors).toEqual({ prompt: 'Prompt is required' });
  });

  it('turns any duration but 5 into 8', () => {
    const { hook } = videoRun.setup({}, { defaultValues: { duration: 3 } });
    expect(hook.result.current.values.duration).toBe(8);
    expect(valuesKept(hook.result, 'duration', [5, 12])).toEqual([5, 8]);
  });

  it('defaults to 720p and 5 s, and keeps a custom size preset in the view state', () => {
    const { hook } = videoRun.setup();
    expect(hook.result.current.values).toMatchObject({ resolution: '720p', duration: 5, sizePreset: null });
    act(() => hook.result.current.field('sizePreset').onChange('instagram-story'));
    expect(hook.result.current.sizePreset).toEqual({
      id: 'instagram-story',
      name: 'Instagram Story',
      width: 1080,
      height: 1920,
    });
    act(() => hook.result.current.field('sizePreset').onChange('no-such-preset' as never));
    expect(hook.result.current.sizePreset).toBeUndefined();
  });
});

describe('useImageToVideo estimate and credits', () => {
  it('estimates base 5 + resolution surcharge + duration surcharge', () => {
    const { hook } = videoRun.setup();
    const table: [string, number, number][] = [
      ['360p', 5, 6],
      ['480p', 5, 7],
      ['560p', 5, 8],
      ['720p', 5, 9],
      ['1080p', 5, 11],
      ['360p', 8, 8],
      ['720p', 8, 11],
      ['1080p', 8, 13],
    ];
    for (const [resolution, duration, cost] of table) {
      act(() => {
        hook.result.current.field('resolution').onChange(resolution);
        hook.result.current.field('duration').onChange(duration as never);
      });
      expect(hook.result.current.credits.cost).toBe(cost);
    }
  });

  it('blocks submission when credits are short, with the spec message, and sends nothing', async () => {
    const { hook, starts } = videoRun.setup({ credits: 3 });
    await settleJobClock();
    fillValidForm(hook.result);
    expect(hook.result.current.credits.isShort).toBe(true);
    expect(hook.result.current.credits.shortMessage).toBe('Insufficient credits. Need 9, you have 3.');
    let sent = true;
    act(() => {
      sent = hook.result.current.submit();
    });
    expect(sent).toBe(false);
    expect(hook.result.current.blocked).toBe(true);
    await settleJobClock();
    expect(starts()).toBe(0);
  });

  it('charges the estimate at once and restores the balance when the job fails', async () => {
    const { hook, client } = videoRun.setup({ scenarios: { 'imageToVideo.start': 'job-fails' } });
    await settleJobClock();
    expect(hook.result.current.credits.credits).toBe(432);
    fillValidForm(hook.result);
    act(() => void hook.result.current.submit());
    expect(hook.result.current.credits.credits).toBe(423);
    await settleJobClock();
    await advanceJobClock(5000);
    await advanceJobClock(5000);
    await advanceJobClock(5000);
    expect(hook.result.current.phase).toBe('failed');
    expect(hook.result.current.error).toBe('Error generating video: The model could not animate this image.');
    expect(hook.result.current.credits.credits).toBe(432);
    expect(client.fake.state.user.credits).toBe(432);
  });
});

describe('useImageToVideo request and polling', () => {
  it('sends the file and not the URL when both are given, with the normalised duration', async () => {
    const { hook, client } = videoRun.setup();
    const start = vi.spyOn(client.imageToVideo, 'start');
    const frame = png();
    act(() => {
      hook.result.current.field('prompt').onChange('  Waves  ');
      hook.result.current.field('frameUrl').onChange('https://img.example/a.png');
      hook.result.current.field('frameFile').onChange(frame);
      hook.result.current.field('resolution').onChange('1080p');
      hook.result.current.field('duration').onChange(8);
    });
    act(() => void hook.result.current.submit());
    expect(start).toHaveBeenCalledOnce();
    expect(start.mock.calls[0]?.[0]).toEqual({ prompt: 'Waves', duration: 8, resolution: '1080p', firstFrame: frame });
  });

  it('sends the URL when there is no file', async () => {
    const { hook, client } = videoRun.setup();
    const start = vi.spyOn(client.imageToVideo, 'start');
    act(() => {
      hook.result.current.field('prompt').onChange('Waves');
      hook.result.current.field('frameUrl').onChange(' https://img.example/a.png ');
    });
    act(() => void hook.result.current.submit());
    expect(start.mock.calls[0]?.[0]).toEqual({
      prompt: 'Waves',
      duration: 5,
      resolution: '720p',
      firstFrameUrl: 'https://img.example/a.png',
    });
  });

  it.each([
    ['square', 768, 768],
    ['landscape', 1024, 576],
    ['portrait', 576, 1024],
    ['instagram-story', 1080, 1920],
    ['youtube-hd', 1280, 720],
  ] as const)('sends the %s preset as customSize %ix%i', async (preset, width, height) => {
    const onResult = vi.fn();
    const { hook, client } = videoRun.setup({ pollIntervalMs: 0, jobScripts: { imageToVideo: {} } }, { onResult });
    const start = vi.spyOn(client.imageToVideo, 'start');
    await settleJobClock();
    fillValidForm(hook.result);
    act(() => hook.result.current.field('sizePreset').onChange(preset));
    act(() => void hook.result.current.submit());
    expect(start).toHaveBeenCalledOnce();
    expect(start.mock.calls[0]?.[0]).toMatchObject({ prompt: 'Waves rolling in', customSize: { width, height } });
    await settleJobClock();
    // The fake backend takes the size (the api-client refuses anything but whole, positive pixels).
    expect(hook.result.current.phase).toBe('succeeded');
    expect(onResult).toHaveBeenCalledWith(
      expect.objectContaining({ sizePreset: expect.objectContaining({ id: preset, width, height }) }),
    );
  });

  it('sends no customSize without a preset, nor after the preset is cleared', async () => {
    const { hook, client } = videoRun.setup({ pollIntervalMs: 0, jobScripts: { imageToVideo: {} } });
    const start = vi.spyOn(client.imageToVideo, 'start');
    await settleJobClock();
    fillValidForm(hook.result);
    act(() => void hook.result.current.submit());
    await settleJobClock();
    expect(hook.result.current.phase).toBe('succeeded');
    act(() => hook.result.current.field('sizePreset').onChange('portrait'));
    act(() => hook.result.current.field('sizePreset').onChange(null));
    act(() => void hook.result.current.submit());
    expect(start).toHaveBeenCalledTimes(2);
    for (const [input] of start.mock.calls) expect(input).not.toHaveProperty('customSize');
  });

  it('polls every 5 s with the status texts until the video is ready (exact request counts)', async () => {
    const onResult = vi.fn();
    const { hook, polls } = videoRun.setup({ queuedPolls: 1 }, { onResult });
    await settleJobClock();
    fillValidForm(hook.result);
    act(() => void hook.result.current.submit());
    await settleJobClock();
    expect(hook.result.current.phase).toBe('running');
    expect(hook.result.current.taskId).toMatch(/^video-task-/);
    expect(hook.result.current.statusText).toBe('Task created. Checking its status every 5 seconds…');
    await expectPollsEvery(5000, polls, hook.result, [
      { statusText: 'Task queued, will start soon…' },
      { statusText: 'Rendering frames…' },
      { phase: 'succeeded', statusText: 'Your video is ready.' },
    ]);
    expect(hook.result.current.result?.url).toMatch(/^https:\/\/api\.mediakit\.invalid\/fake-media\/video\//);
    expect(onResult).toHaveBeenCalledWith({
      url: hook.result.current.result?.url,
      taskId: hook.result.current.taskId,
      sizePreset: undefined,
      poster: expect.stringMatching(/^https:\/\/.+-poster/),
    });
    await advanceJobClock(60_000);
    expect(polls()).toBe(3);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('with includeBlob hands onResult the video as a Blob, and fetches nothing without it', async () => {
    const onResult = vi.fn();
    const { client, hook } = videoRun.setup({ queuedPolls: 1 }, { onResult, includeBlob: true });
    await settleJobClock();
    fillValidForm(hook.result);
    act(() => void hook.result.current.submit());
    await settleJobClock();
    await advanceJobClock(15_000);
    expect(onResult).toHaveBeenCalledTimes(1);
    const delivered = onResult.mock.calls[0]?.[0];
    expect(delivered).toMatchObject({ url: hook.result.current.result?.url, taskId: hook.result.current.taskId });
    expect(await delivered.blob.text()).toBe(fakeMediaContent(delivered.url));
    expect(countRequests(client, 'media.file')).toBe(1);

    const withoutBlob = vi.fn();
    const plain = videoRun.setup({ queuedPolls: 1 }, { onResult: withoutBlob });
    await settleJobClock();
    fillValidForm(plain.hook.result);
    act(() => void plain.hook.result.current.submit());
    await settleJobClock();
    await advanceJobClock(15_000);
    expect(withoutBlob).toHaveBeenCalledWith({
      url: plain.hook.result.current.result?.url,
      taskId: plain.hook.result.current.taskId,
      sizePreset: undefined,
      poster: expect.stringMatching(/^https:\/\/.+-poster/),
    });
    expect(countRequests(plain.client, 'media.file')).toBe(0);
  });

  it('fails showing the status when the server returns no task id', async () => {
    const { hook, client } = videoRun.setup();
    vi.spyOn(client.imageToVideo, 'start').mockRejectedValueOnce(new ApiError('job-failed', 'Model busy'));
    fillValidForm(hook.result);
    act(() => void hook.result.current.submit());
    await settleJobClock();
    expect(hook.result.current.phase).toBe('failed');
    expect(hook.result.current.error).toBe('Error generating video: Model busy');
  });

  itShowsEachFailure(videoRun, {
    'invalid-input': 'Error generating video: The prompt field is required.',
    'server-error': 'Error generating video: The model is overloaded. Try again in a minute.',
    'insufficient-credits': 'Not enough credits. Need 433, you have 432.',
  });
});

describe('useImageToVideo cancel, resume, unmount and lost status checks', () => {
  itFollowsTheJob(videoRun, { statusLost: { message: 'Error checking video status' } });

  it('resumes polling the same task after a remount, without starting another', async () => {
    const client = createFakeMediakitClient({ queuedPolls: 2 });
    const polls = () => countRequests(client, 'imageToVideo.status');
    const first = renderHook(() => useImageToVideo({ client }));
    await settleJobClock();
    fillValidForm(first.result);
    act(() => void first.result.current.submit());
    await settleJobClock();
    await advanceJobClock(5000);
    const taskId = first.result.current.taskId;
    expect(polls()).toBe(1);
    first.unmount();
    expect(loadResumableTask(imageToVideoResumeKey)?.taskId).toBe(taskId);

    const onResult = vi.fn();
    const second = renderHook(() => useImageToVideo({ client, onResult, includeBlob: true }));
    expect(second.result.current.phase).toBe('running');
    expect(second.result.current.resumed).toBe(true);
    expect(second.result.current.taskId).toBe(taskId);
    await advanceJobClock(5000);
    expect(polls()).toBe(2);
    await advanceJobClock(5000);
    await advanceJobClock(5000);
    expect(polls()).toBe(4);
    expect(second.result.current.phase).toBe('succeeded');
    expect(countRequests(client, 'imageToVideo.start')).toBe(1);
    const delivered = onResult.mock.calls[0]?.[0];
    expect(delivered).toMatchObject({ url: second.result.current.result?.url, taskId });
    expect(await delivered.blob.text()).toBe(fakeMediaContent(delivered.url));
  });
});

describe('useImageToVideo messages', () => {
  it('uses the partner wording for validation and status texts', async () => {
    const { hook } = videoRun.setup(
      { queuedPolls: 1 },
      { messages: { promptRequired: 'Describe the motion.', statusQueued: 'In line…' } },
    );
    act(() => void hook.result.current.submit());
    expect(hook.result.current.fieldErrors.prompt).toBe('Describe the motion.');
    fillValidForm(hook.result);
    act(() => void hook.result.current.submit());
    await settleJobClock();
    await advanceJobClock(5000);
    expect(hook.result.current.statusText).toBe('In line…');
  });
});
