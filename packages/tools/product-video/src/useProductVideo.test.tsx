import { hookOnFakeClient, hookRun, itHandsOverTheBlob, itShowsEachFailure, valuesKept } from '@mediakit/test-support';
import { act, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { productVideoMessages } from './messages';
import {
  aspectRatios,
  initialProductVideoValues,
  productMotions,
  productResolutions,
  styleModels,
} from './productVideoForm';
import { useProductVideo } from './useProductVideo';

const photo = () => new File(['png'], 'mug.png', { type: 'image/png' });

const setup = hookOnFakeClient(useProductVideo, { start: 'productVideo.generate' });

/** A run on a product photo with the default options (5 credits). */
const videoRun = hookRun(useProductVideo, {
  fill: (hook) => act(() => hook.result.current.field('image').onChange(photo())),
  operation: 'productVideo.generate',
});

describe('product video form', () => {
  it('has the spec defaults and choices', () => {
    expect(initialProductVideoValues()).toEqual({
      image: null,
      prompt: '',
      duration: 5,
      resolution: '720p',
      fps: 25,
      motion: 'rotate',
      style: 'Kling 1.0 Pro',
      aspect: null,
    });
    expect(productResolutions).toEqual(['480p', '720p', '1080p']);
    expect(productMotions).toEqual(['rotate', 'zoom', 'pan']);
    expect(styleModels).toEqual([
      'Kling 1.0 Pro',
      'Kling 1.0',
      'Vidu 2.0',
      'Vidu 1.5',
      'PixVerse 1.5',
      'PixVerse 1.0',
      'MiniMax 1.0',
      'Seedance 1.0',
    ]);
    expect(aspectRatios).toEqual(['auto', '1:1', '16:9', '9:16']);
  });

  it('keeps duration within 2–12 and fps within 12–30', () => {
    const { hook } = setup();
    expect(valuesKept(hook.result, 'duration', [1, 2, 7.4, 12, 40, Number.NaN])).toEqual([2, 2, 7, 12, 12, 5]);
    expect(valuesKept(hook.result, 'fps', [5, 12, 24, 30, 60, Number.NaN])).toEqual([12, 12, 24, 30, 30, 25]);
  });

  it("requires an image: 'Please select an image.'", async () => {
    const { hook, starts } = setup();
    expect(hook.result.current.fieldErrors.image).toBeUndefined();
    act(() => void hook.result.current.submit());
    expect(hook.result.current.fieldErrors.image).toBe('Please select an image.');
    const image = photo();
    act(() => hook.result.current.field('image').onChange(image));
    expect(hook.result.current.fieldErrors.image).toBeUndefined();
    expect(hook.result.current.values.image).toBe(image);
    expect(starts()).toBe(0);
    expect(productVideoMessages.imageRequired).toBe('Please select an image.');
  });

  it('ignores unknown option values', () => {
    const { hook } = setup();
    act(() => hook.result.current.set({ style: 'Nope 9' as never, motion: 'zoom' }));
    expect(hook.result.current.values).toMatchObject({ style: 'Kling 1.0 Pro', motion: 'zoom' });
  });
});

describe('useProductVideo request', () => {
  it('sends every field, leaving out the aspect until one is chosen, and shows the result', async () => {
    const onResult = vi.fn();
    const { hook, client } = setup({}, { onResult });
    const generate = vi.spyOn(client.productVideo, 'generate');
    const image = photo();
    act(() => {
      hook.result.current.field('image').onChange(image);
      hook.result.current.field('prompt').onChange(' A slow turn ');
      hook.result.current.set({ resolution: '1080p', motion: 'pan', style: 'Vidu 2.0' });
      hook.result.current.field('duration').onChange(8);
      hook.result.current.field('fps').onChange(30);
    });
    act(() => void hook.result.current.submit());
    expect(hook.result.current.phase).toBe('running');
    expect(hook.result.current.statusText).toBe('Generating your product video…');
    expect(generate.mock.calls[0]?.[0]).toEqual({
      image,
      prompt: 'A slow turn',
      duration: 8,
      resolution: '1080p',
      fps: 30,
      motion: 'pan',
      style: 'Vidu 2.0',
    });
    await waitFor(() => expect(hook.result.current.phase).toBe('succeeded'));
    expect(hook.result.current.result?.url).toMatch(/^https:\/\/api\.mediakit\.invalid\/fake-media\/video\//);
    expect(onResult).toHaveBeenCalledWith({
      url: hook.result.current.result?.url,
      poster: expect.stringMatching(/^https:\/\/.+-poster/),
    });

    act(() => hook.result.current.set({ aspect: '9:16' }));
    act(() => void hook.result.current.submit());
    expect(generate.mock.calls[1]?.[0]).toMatchObject({ aspect: '9:16' });
  });

  itHandsOverTheBlob(videoRun, (video) => ({ url: video.result?.url, poster: video.result?.poster }));

  itShowsEachFailure(videoRun, { malformed: 'The server sent an unexpected answer.' }, { charge: 5 });

  it('blocks when credits are short, with the spec message', async () => {
    const { hook, starts } = setup({ credits: 4 });
    await waitFor(() => expect(hook.result.current.credits.credits).toBe(4));
    act(() => hook.result.current.field('image').onChange(photo()));
    act(() => void hook.result.current.submit());
    expect(hook.result.current.blocked).toBe(true);
    expect(hook.result.current.credits.shortMessage).toBe('Insufficient credits. Need 5, you have 4.');
    expect(starts()).toBe(0);
  });

  it('Cancel aborts the request and a late answer changes nothing', async () => {
    vi.useFakeTimers();
    const { hook } = setup({ latencyMs: 200 });
    act(() => hook.result.current.field('image').onChange(photo()));
    act(() => void hook.result.current.submit());
    act(() => hook.result.current.cancel());
    expect(hook.result.current.phase).toBe('cancelled');
    // Past the answer's latency on the fake clock: a late answer has surely come when the test looks.
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(hook.result.current.phase).toBe('cancelled');
    expect(hook.result.current.result?.url).toBeUndefined();
  });

  it('unmounting mid-request aborts it and reports nothing', async () => {
    const onResult = vi.fn();
    const onError = vi.fn();
    vi.useFakeTimers();
    const { hook } = setup({ latencyMs: 200 }, { onResult, onError });
    act(() => hook.result.current.field('image').onChange(photo()));
    act(() => void hook.result.current.submit());
    hook.unmount();
    await vi.advanceTimersByTimeAsync(300);
    expect(onResult).not.toHaveBeenCalled();
    expect(onError).not.toHaveBeenCalled();
  });
});
