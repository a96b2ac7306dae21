import { ApiError } from '@mediakit/api-client';
import { failureMessage } from '@mediakit/tool-runtime';
import { createFakeMediakitClient, type FakeMediakitClient } from '@mediakit/api-client/fake';
import {
  countRequests,
  expectPollsEvery,
  expectRefusalDropsFailure,
  fakeJobClockInEachTest,
  fakeMediaContent,
  fileOfSize,
  itFollowsTheJob,
  itRefusesTheEmptyForm,
  jobRun,
  valuesKept,
} from '@mediakit/test-support';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { estimateStudioCost } from './imageStudioForm';
import { imageStudioMessages, type ImageStudioMessages } from './messages';
import {
  imageStudioResumeKeys,
  studioFailureWording,
  useImageStudio,
  type UseImageStudioOptions,
} from './useImageStudio';

const studioFailureMessage = (error: unknown, text: ImageStudioMessages) =>
  failureMessage(error, text, studioFailureWording);

const image = (bytes = 10, name = 'photo.png', type = 'image/png') => fileOfSize(bytes, name, type);

/** Moves the fake clock by `ms` inside act. */
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

function setup(options: UseImageStudioOptions & { client?: FakeMediakitClient } = {}) {
  const client = options.client ?? createFakeMediakitClient();
  const rendered = renderHook((props: UseImageStudioOptions) => useImageStudio(props), {
    initialProps: { ...options, client },
  });
  return { client, ...rendered };
}

const source = 'https://example.com/source.png';
const style = 'https://example.com/style.jpg';

/** An Enhance run of the image at `source`, on the fake job clock. */
const enhanceRun = jobRun(useImageStudio, 'enhance', {
  fill: (hook) => act(() => hook.result.current.set({ imageUrl: source })),
  pollMs: 2200,
  resumeKey: imageStudioResumeKeys.enhance,
});

fakeJobClockInEachTest();
afterEach(() => vi.restoreAllMocks());

describe('useImageStudio validation', () => {
  // Enhance needs an image or URL.
  itRefusesTheEmptyForm(enhanceRun, { fieldErrors: { image: 'Provide image or image URL' } });

  it("Transform needs both: 'Provide source image/URL and style ref image/URL'", () => {
    const { result } = setup({ defaultValues: { tab: 'transform' } });
    act(() => void result.current.submit());
    expect(result.current.fieldErrors).toEqual({
      image: 'Provide source image/URL and style ref image/URL',
      style: 'Provide source image/URL and style ref image/URL',
    });
    act(() => result.current.set({ imageUrl: source }));
    act(() => void result.current.submit());
    expect(result.current.fieldErrors).toEqual({ style: 'Provide source image/URL and style ref image/URL' });
  });

  it('refuses a URL that is not http(s)', () => {
    const { result } = setup({ defaultValues: { imageUrl: 'data:image/png;base64,xx' } });
    act(() => void result.current.submit());
    expect(result.current.fieldErrors.image).toBe(imageStudioMessages.invalidUrl);
  });

  it('has the spec defaults and keeps values in range', () => {
    const { result } = setup({ defaultValues: { scale: 3 as never, strength: 7 } });
    expect(result.current.values).toMatchObject({ tab: 'enhance', scale: 4, strength: 1, preserveStructure: true });
    expect(valuesKept(result, 'strength', [0.33, Number.NaN])).toEqual([0.35, 0.35]);
    expect(valuesKept(result, 'scale', [5, '16'])).toEqual([4, 16]);
    const fresh = setup();
    expect(fresh.result.current.values.strength).toBe(0.7);
  });

  it('switching tabs keeps every value and drops the other tab’s errors', () => {
    const { result } = setup({ defaultValues: { prompt: 'keep me' } });
    act(() => void result.current.submit());
    act(() => result.current.set({ tab: 'transform' }));
    expect(result.current.fieldErrors).toEqual({});
    expect(result.current.values.prompt).toBe('keep me');
  });
});

describe('useImageStudio estimates', () => {
  it('Enhance = enhancer 1 + scale add-on; Transform = editor 2 + scale add-on', () => {
    expect([2, 4, 8, 16].map((scale) => estimateStudioCost('enhance', scale as 2))).toEqual([2, 3, 4, 5]);
    expect([2, 4, 8, 16].map((scale) => estimateStudioCost('transform', scale as 2))).toEqual([3, 4, 5, 6]);
  });

  it('blocks submission when the balance is below the estimate', async () => {
    const { client, result } = setup({
      client: createFakeMediakitClient({ credits: 3 }),
      defaultValues: { imageUrl: source },
    });
    await advance(0);
    expect(result.current.credits.isShort).toBe(false);
    act(() => result.current.set({ scale: 8 }));
    expect(result.current.credits.cost).toBe(4);
    expect(result.current.credits.shortMessage).toBe('Not enough credits. Need 4, you have 3.');
    let started = true;
    act(() => {
      started = result.current.submit();
    });
    expect(started).toBe(false);
    await advance(0);
    expect(countRequests(client, 'enhance.start')).toBe(0);
  });
});

describe('useImageStudio jobs', () => {
  it('Enhance sends the image and scale, polls every 2.2 s with each status text, and finishes', async () => {
    const onResult = vi.fn();
    const client = createFakeMediakitClient();
    const start = vi.spyOn(client.enhance, 'start');
    const { result } = setup({ client, onResult, defaultValues: { imageUrl: source, scale: 8, prompt: ' crisp ' } });
    await advance(0);
    act(() => void result.current.submit());
    expect(start.mock.calls[0]?.[0]).toEqual({ imageUrl: source, scale: 8, prompt: 'crisp' });
    expect(result.current.statusText).toBe('Starting…');
    await advance(0);
    expect(result.current.phase).toBe('running');
    await expectPollsEvery(2200, () => countRequests(client, 'enhance.status'), result, [
      { statusText: 'Starting…' },
      { statusText: 'Processing…' },
      { phase: 'succeeded', statusText: 'Your image is ready.' },
    ]);
    expect(onResult).toHaveBeenCalledWith({
      tab: 'enhance',
      url: result.current.result?.urls[0],
      urls: result.current.result?.urls,
    });
    expect(result.current.source).toBe(source);
    await advance(30_000);
    expect(countRequests(client, 'enhance.status')).toBe(3);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('Transform sends source, style reference, strength, preserve structure and scale', async () => {
    const client = createFakeMediakitClient();
    const start = vi.spyOn(client.style, 'start');
    const file = image();
    const { result } = setup({
      client,
      defaultValues: { tab: 'transform', styleUrl: style, preserveStructure: false },
    });
    act(() => {
      result.current.set({ imageFile: file });
      result.current.set({ imageUrl: 'https://example.com/ignored.png' });
    });
    expect(result.current.imageFileWins).toBe(true);
    act(() => void result.current.submit());
    expect(start.mock.calls[0]?.[0]).toEqual({
      image: file,
      refImageUrl: style,
      strength: 0.7,
      preserveStructure: false,
      scale: 4,
    });
    await advance(0);
    expect(countRequests(client, 'style.start')).toBe(1);
    expect(countRequests(client, 'enhance.start')).toBe(0);
  });

  it("fails with 'Processing failed' and restores the local balance", async () => {
    const client = createFakeMediakitClient({ scenarios: { 'enhance.start': 'job-fails' } });
    const { result } = setup({ client, defaultValues: { imageUrl: source } });
    await advance(0);
    act(() => void result.current.submit());
    expect(result.current.credits.credits).toBe(429);
    await advance(10_000);
    expect(result.current.error).toBe('Processing failed');
    expect(result.current.credits.credits).toBe(432);
  });

  // The Blob is the first output's.
  itFollowsTheJob(enhanceRun, {
    blob: (studio) => ({
      tab: 'enhance',
      url: studio.result?.urls[0],
      urls: studio.result?.urls,
    }),
  });

  it('resumes the right job after a remount', async () => {
    const client = createFakeMediakitClient();
    const first = setup({ client, defaultValues: { tab: 'transform', imageUrl: source, styleUrl: style } });
    act(() => void first.result.current.submit());
    await advance(2201);
    first.unmount();
    expect(sessionStorage.getItem(`mediakit:task:${imageStudioResumeKeys.transform}`)).not.toBeNull();
    const onResult = vi.fn();
    const second = setup({ client, onResult, includeBlob: true, defaultValues: { tab: 'transform' } });
    expect(second.result.current.resumed).toBe(true);
    expect(second.result.current.phase).toBe('running');
    await advance(2300);
    expect(countRequests(client, 'style.status')).toBe(2);
    await advance(2300);
    expect(countRequests(client, 'style.status')).toBe(3);
    expect(second.result.current.phase).toBe('succeeded');
    await advance(0);
    const delivered = onResult.mock.calls[0]?.[0];
    expect(delivered).toMatchObject({ tab: 'transform', url: second.result.current.result?.urls[0] });
    expect(await delivered.blob.text()).toBe(fakeMediaContent(delivered.url));
  });

  it('delivers both tabs’ results when their resumed jobs finish together', async () => {
    const client = createFakeMediakitClient({ latencyMs: 100 });
    const first = setup({ client, defaultValues: { imageUrl: source, styleUrl: style } });
    act(() => void first.result.current.submit());
    act(() => first.result.current.set({ tab: 'transform' }));
    act(() => void first.result.current.submit());
    await advance(500);
    first.unmount();

    const onResult = vi.fn();
    setup({ client, onResult, includeBlob: true });
    await advance(20_000);
    expect(onResult).toHaveBeenCalledTimes(2);
    const delivered = onResult.mock.calls.map(([result]) => result);
    expect(delivered.map((result) => result.tab).sort()).toEqual(['enhance', 'transform']);
    for (const result of delivered) expect(await result.blob.text()).toBe(fakeMediaContent(result.url));
  });
});

describe('useImageStudio failures', () => {
  async function failWith(scenario: Parameters<FakeMediakitClient['fake']['failNext']>[1]) {
    const client = createFakeMediakitClient();
    client.fake.failNext('enhance.start', scenario);
    const rendered = setup({ client, defaultValues: { imageUrl: source } });
    act(() => void rendered.result.current.submit());
    await advance(0);
    return rendered.result.current.error;
  }

  it('a Submit refused for its fields drops the last failure: one error per field, the latest (issue #29)', async () => {
    const client = createFakeMediakitClient();
    client.fake.failNext('enhance.start', 'invalid-input');
    const { result } = setup({ client, defaultValues: { imageUrl: source } });
    act(() => void result.current.submit());
    await advance(0);
    expect(result.current.error).toBe('The prompt field is required.');
    expectRefusalDropsFailure(result, { imageUrl: '' }, 'image', 'Provide image or image URL');
  });

  it('maps 401, 402, 422, network, 500 and non-JSON answers', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await failWith('unauthenticated')).toBe('Please log in to continue.');
    expect(await failWith('insufficient-credits')).toBe('Not enough credits. Need 433, you have 432.');
    expect(await failWith('invalid-input')).toBe('The prompt field is required.');
    expect(await failWith('network-error')).toBe('Network/CORS error: failed to reach the API.');
    expect(await failWith('server-error')).toBe('The model is overloaded. Try again in a minute.');
    expect(await failWith('malformed')).toBe('Task ID not returned');
  });

  it("'Task ID not returned', 'Failed to fetch status' and 'Request failed (status)', overridable", () => {
    const texts = { ...imageStudioMessages, requestFailed: 'HTTP {status}', statusFailed: 'Lost track.' };
    const missingTaskId = new ApiError('malformed-response', 'Task ID not returned', { reason: 'missing-task-id' });
    expect(studioFailureMessage(missingTaskId, imageStudioMessages)).toBe('Task ID not returned');
    const lostStatus = new ApiError('network', 'Failed to fetch status', { reason: 'status-check-failed' });
    expect(studioFailureMessage(lostStatus, imageStudioMessages)).toBe('Failed to fetch status');
    expect(studioFailureMessage(lostStatus, texts)).toBe('Lost track.');
    expect(
      studioFailureMessage(new ApiError('http', 'Request failed (502)', { status: 502 }), imageStudioMessages),
    ).toBe('Request failed (502)');
    expect(studioFailureMessage(new ApiError('http', 'Request failed (502)', { status: 502 }), texts)).toBe('HTTP 502');
    expect(studioFailureMessage(new Error('boom'), imageStudioMessages)).toBe('Processing failed');
  });

  it('a start answer without a task id fails with the spec message', async () => {
    const client = createFakeMediakitClient();
    // The client checks the start answer's task id: without one, start rejects with reason 'missing-task-id'.
    vi.spyOn(client.enhance, 'start').mockRejectedValue(
      new ApiError('malformed-response', 'Task ID not returned', { reason: 'missing-task-id' }),
    );
    const { result } = setup({ client, defaultValues: { imageUrl: source } });
    act(() => void result.current.submit());
    await advance(0);
    expect(result.current.error).toBe('Task ID not returned');
  });
});
