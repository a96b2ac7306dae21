import { createFakeMediakitClient, type FakeMediakitClient, type FakeOperation } from '@mediakit/api-client/fake';
import {
  countRequests,
  expectPollsEvery,
  expectRefusalDropsFailure,
  fakeJobClockInEachTest,
  fakeMediaContent,
  fileOfSize,
  itChargesCredits,
  itFollowsTheJob,
  itRefusesTheEmptyForm,
  jobRun,
  valuesKept,
} from '@mediakit/test-support';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { imageEditorMessages } from './messages';
import { imageEditorResumeKey, useImageEditor, type UseImageEditorOptions } from './useImageEditor';

const png = (bytes = 10, name = 'photo.png', type = 'image/png') => fileOfSize(bytes, name, type);

/** Moves the fake clock by `ms` inside act. */
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/** The fake backend answers on a zero-delay timer, which fake timers may run up to 1 ms after the poll. */
const answered = () => advance(1);

function setup(options: UseImageEditorOptions & { client?: FakeMediakitClient } = {}) {
  const client = options.client ?? createFakeMediakitClient();
  const rendered = renderHook((props: UseImageEditorOptions) => useImageEditor(props), {
    initialProps: { ...options, client },
  });
  return { client, ...rendered };
}

async function fillValidForm(result: { current: ReturnType<typeof useImageEditor> }) {
  act(() => {
    result.current.set({ imageFile: png(), prompt: '  make the sky pink  ' });
  });
}

/** A run with a valid form, on the fake job clock. */
const editRun = jobRun(useImageEditor, 'imageEdit', {
  fill: (hook) => fillValidForm(hook.result),
  pollMs: 3000,
  resumeKey: imageEditorResumeKey,
});

fakeJobClockInEachTest();

describe('useImageEditor validation', () => {
  itRefusesTheEmptyForm(editRun, {
    fieldErrors: { image: 'Please upload an image or provide an image URL.', prompt: 'Prompt is required.' },
    alsoRefused: { prompt: '   ' },
  });

  it('clears a field error when that field changes and keeps every other value', async () => {
    const { result } = setup({ defaultValues: { background: 'white', strength: 70 } });
    act(() => void result.current.submit());
    act(() => result.current.set({ imageUrl: 'https://example.com/cat.png' }));
    expect(result.current.fieldErrors).toEqual({ prompt: 'Prompt is required.' });
    expect(result.current.values).toMatchObject({ background: 'white', strength: 70 });
  });

  it('refuses an image URL that is not http(s)', () => {
    const { result } = setup();
    act(() => {
      result.current.set({ imageUrl: 'javascript:alert(1)' });
      result.current.set({ prompt: 'x' });
    });
    act(() => void result.current.submit());
    expect(result.current.fieldErrors.image).toBe(imageEditorMessages.invalidUrl);
  });

  it('keeps strength within 0 to 100 and ignores unreadable values and unknown sizes', () => {
    const { result } = setup({ defaultValues: { strength: 400, size: '9x9' as never } });
    expect(result.current.values.strength).toBe(100);
    expect(result.current.values.size).toBe('1024x1024');
    expect(valuesKept(result, 'strength', [-5, Number.NaN, 42.6])).toEqual([0, 0, 43]);
    expect(valuesKept(result, 'size', ['2048x2048', '512x512'])).toEqual(['1024x1024', '512x512']);
  });

  it('uses partner messages for validation', () => {
    const { result } = setup({ messages: { promptRequired: 'Say what to change.' } });
    act(() => void result.current.submit());
    expect(result.current.fieldErrors.prompt).toBe('Say what to change.');
    expect(result.current.fieldErrors.image).toBe('Please upload an image or provide an image URL.');
  });
});

describe('useImageEditor requests', () => {
  it('sends the file with the trimmed prompt, strength, background and size', async () => {
    const client = createFakeMediakitClient();
    const start = vi.spyOn(client.imageEdit, 'start');
    const { result } = setup({ client, defaultValues: { background: ' white ', strength: 30, size: '768x768' } });
    await fillValidForm(result);
    act(() => void result.current.submit());
    expect(start).toHaveBeenCalledTimes(1);
    const [input] = start.mock.calls[0] ?? [];
    expect(input).toEqual({
      prompt: 'make the sky pink',
      strength: 30,
      size: '768x768',
      background: 'white',
      image: expect.any(File),
    });
    await advance(0);
    expect(countRequests(client, 'imageEdit.start')).toBe(1);
  });

  it('lets a URL win over a file', async () => {
    const client = createFakeMediakitClient();
    const start = vi.spyOn(client.imageEdit, 'start');
    const { result } = setup({ client });
    await fillValidForm(result);
    act(() => result.current.set({ imageUrl: ' https://example.com/cat.png ' }));
    expect(result.current.usesUrl).toBe(true);
    act(() => void result.current.submit());
    const [input] = start.mock.calls[0] ?? [];
    expect(input).toMatchObject({ imageUrl: 'https://example.com/cat.png' });
    expect(input).not.toHaveProperty('image');
    expect(result.current.source).toBe('https://example.com/cat.png');
  });
});

describe('useImageEditor job', () => {
  it('polls every 3 s, shows each status text and finishes on COMPLETED with a url', async () => {
    const onResult = vi.fn();
    const { client, result } = setup({ onResult });
    await advance(0);
    await fillValidForm(result);
    act(() => void result.current.submit());
    expect(result.current.statusText).toBe('Sending the image…');
    await advance(0);
    expect(result.current.phase).toBe('running');
    expect(countRequests(client, 'imageEdit.start')).toBe(1);

    await expectPollsEvery(3000, () => countRequests(client, 'imageEdit.status'), result, [
      { statusText: 'Waiting in queue…' },
      { statusText: 'Editing the image…' },
      { phase: 'succeeded', statusText: 'Your edited image is ready.' },
    ]);
    expect(result.current.result?.url).toMatch(/^https:\/\/api\.mediakit\.invalid\/fake-media\/image\//);
    expect(onResult).toHaveBeenCalledWith({ url: result.current.result?.url });
    await advance(60_000);
    expect(countRequests(client, 'imageEdit.status')).toBe(3);
    expect(sessionStorage.getItem(`mediakit:task:${imageEditorResumeKey}`)).toBeNull();
  });

  it('passes the source URL to onResult when the image came from a URL', async () => {
    const onResult = vi.fn();
    const { result } = setup({ onResult, defaultValues: { imageUrl: 'https://example.com/a.png', prompt: 'p' } });
    act(() => void result.current.submit());
    await advance(10_000);
    expect(onResult).toHaveBeenCalledWith({ url: expect.any(String), sourceUrl: 'https://example.com/a.png' });
  });

  it('fails on FAILED with the spec message and restores the local balance', async () => {
    const onError = vi.fn();
    const { result } = setup({
      onError,
      client: createFakeMediakitClient({ scenarios: { 'imageEdit.start': 'job-fails' } }),
    });
    await advance(0);
    expect(result.current.credits.credits).toBe(432);
    await fillValidForm(result);
    act(() => void result.current.submit());
    expect(result.current.credits.credits).toBe(430);
    await advance(10_000);
    expect(result.current.phase).toBe('failed');
    expect(result.current.error).toBe('Editing failed during processing.');
    expect(result.current.credits.credits).toBe(432);
    expect(onError).toHaveBeenCalledTimes(1);
  });

  itFollowsTheJob(editRun, { blob: (editor) => ({ url: editor.result?.url }) });

  it('resumes polling after a remount (reload) and finishes the job', async () => {
    const client = createFakeMediakitClient();
    const first = setup({ client });
    await fillValidForm(first.result);
    act(() => void first.result.current.submit());
    await advance(0);
    await advance(3000);
    await answered();
    expect(countRequests(client, 'imageEdit.status')).toBe(1);
    first.unmount();
    expect(sessionStorage.getItem(`mediakit:task:${imageEditorResumeKey}`)).not.toBeNull();

    const onResult = vi.fn();
    const second = setup({ client, onResult, includeBlob: true });
    expect(second.result.current.phase).toBe('running');
    expect(second.result.current.resumed).toBe(true);
    await advance(3000);
    expect(countRequests(client, 'imageEdit.status')).toBe(2);
    await answered();
    expect(second.result.current.statusText).toBe('Editing the image…');
    await advance(3000);
    expect(countRequests(client, 'imageEdit.status')).toBe(3);
    await answered();
    expect(second.result.current.phase).toBe('succeeded');
    await advance(0);
    const delivered = onResult.mock.calls[0]?.[0];
    expect(delivered.url).toBe(second.result.current.result?.url);
    expect(await delivered.blob.text()).toBe(fakeMediaContent(delivered.url));
  });

  it('times out the start call after 120 s', async () => {
    const { result } = setup({ client: createFakeMediakitClient({ latencyMs: 200_000 }) });
    await fillValidForm(result);
    act(() => void result.current.submit());
    await advance(119_999);
    expect(result.current.phase).toBe('starting');
    await advance(1);
    expect(result.current.phase).toBe('failed');
    expect(result.current.error).toBe('The server took too long to answer. Please try again.');
  });
});

describe('useImageEditor credits', () => {
  itChargesCredits(editRun, {
    charge: 2,
    wording: 'Not enough credits. Need X, you have Y.',
    credits: 432,
  });
});

describe('useImageEditor failures', () => {
  async function failWith(operation: FakeOperation, scenario: Parameters<FakeMediakitClient['fake']['failNext']>[1]) {
    const client = createFakeMediakitClient();
    client.fake.failNext(operation, scenario);
    const rendered = setup({ client });
    await advance(0);
    await fillValidForm(rendered.result);
    act(() => void rendered.result.current.submit());
    await advance(0);
    return rendered.result;
  }

  it('a Submit refused for its fields drops the last failure: one error per field, the latest (issue #29)', async () => {
    const result = await failWith('imageEdit.start', 'invalid-input');
    expect(result.current.error).toBe('The prompt field is required.');
    expectRefusalDropsFailure(result, { prompt: '   ' }, 'prompt', 'Prompt is required.');
  });

  it('401: asks to log in', async () => {
    const result = await failWith('imageEdit.start', 'unauthenticated');
    expect(result.current.error).toBe('Please log in to continue.');
  });

  it('402: says what is needed and what the user has', async () => {
    const result = await failWith('imageEdit.start', 'insufficient-credits');
    expect(result.current.error).toBe('Not enough credits. Need 433, you have 432.');
  });

  it("422: shows the server's details", async () => {
    const result = await failWith('imageEdit.start', 'invalid-input');
    expect(result.current.error).toBe('The prompt field is required.');
  });

  it('network error: says the API could not be reached', async () => {
    const result = await failWith('imageEdit.start', 'network-error');
    expect(result.current.error).toBe('Network/CORS error: failed to reach the API.');
  });

  it('an answer without a task id or JSON: unexpected response, logged to the console', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const result = await failWith('imageEdit.start', 'malformed');
    expect(result.current.error).toBe('Unexpected response. See console.');
    expect(errors).toHaveBeenCalled();
    errors.mockRestore();
  });

  it("500: shows the server's message", async () => {
    const result = await failWith('imageEdit.start', 'server-error');
    expect(result.current.error).toBe('The model is overloaded. Try again in a minute.');
  });

  it("anything else: 'Image editing failed.'", async () => {
    const client = createFakeMediakitClient();
    vi.spyOn(client.imageEdit, 'start').mockRejectedValue(new Error(''));
    const { result } = setup({ client });
    await fillValidForm(result);
    act(() => void result.current.submit());
    await advance(0);
    expect(result.current.error).toBe('Image editing failed.');
  });

  it('Start over clears the form, the error and the job', async () => {
    const result = await failWith('imageEdit.start', 'unauthenticated');
    act(() => result.current.reset());
    expect(result.current.phase).toBe('idle');
    expect(result.current.error).toBeUndefined();
    expect(result.current.values.prompt).toBe('');
  });
});
