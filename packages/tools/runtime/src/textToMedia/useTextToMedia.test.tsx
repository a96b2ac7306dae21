import { ApiError } from '@mediakit/api-client';
import { createFakeMediakitClient, type FakeMediakitClient } from '@mediakit/api-client/fake';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useTextToMedia, type UseTextToMediaOptions } from './useTextToMedia';

type Result = { url: string; words: string };

function deferredRequest() {
  const signals: AbortSignal[] = [];
  let answer: (value: { url: string }) => void = () => {};
  let fail: (error: unknown) => void = () => {};
  const request = vi.fn((_text: string, signal: AbortSignal) => {
    signals.push(signal);
    return new Promise<{ url: string }>((resolve, reject) => {
      answer = resolve;
      fail = reject;
    });
  });
  return { request, signals, answer: (url: string) => answer({ url }), fail: (error: unknown) => fail(error) };
}

async function renderReady(client: FakeMediakitClient, options: Partial<UseTextToMediaOptions<Result>> = {}) {
  const hook = renderHook(() =>
    useTextToMedia<Result>({
      client,
      cost: 3,
      creditsShortMessage: 'Need {required}, you have {have}.',
      request: async () => ({ url: 'https://cdn.test/out.mp3' }),
      toResult: (url, words) => ({ url, words }),
      failureMessage: (error) => `Failed: ${(error as Error).message}`,
      ...options,
    }),
  );
  await waitFor(() => expect(hook.result.current.gate.credits).toBeDefined());
  return hook;
}

describe('useTextToMedia', () => {
  it('sends the trimmed text, shows the result built by toResult and hands it to onResult', async () => {
    const { request, answer } = deferredRequest();
    const onResult = vi.fn();
    const hook = await renderReady(createFakeMediakitClient(), { request, onResult });
    act(() => hook.result.current.setText('  Hello  '));
    act(() => hook.result.current.generate());
    expect(request).toHaveBeenCalledWith('Hello', expect.any(AbortSignal));
    expect(hook.result.current.isPending).toBe(true);
    await act(async () => answer('https://cdn.test/hello.mp3'));
    expect(hook.result.current.phase).toBe('succeeded');
    expect(hook.result.current.result).toEqual({ url: 'https://cdn.test/hello.mp3', words: 'Hello' });
    expect(onResult).toHaveBeenCalledWith({ url: 'https://cdn.test/hello.mp3', words: 'Hello' });
  });

  it('refuses blank text, and text the balance does not cover, without sending', async () => {
    const { request } = deferredRequest();
    const hook = await renderReady(createFakeMediakitClient({ credits: 2 }), { request });
    act(() => hook.result.current.generate());
    expect(hook.result.current.isTextMissing).toBe(true);
    act(() => hook.result.current.setText('Hello'));
    expect(hook.result.current.isTextMissing).toBe(false);
    expect(hook.result.current.gate.shortMessage).toBe('Need 3, you have 2.');
    expect(hook.result.current.canGenerate).toBe(false);
    act(() => hook.result.current.generate());
    expect(request).not.toHaveBeenCalled();
  });

  it('shows failureMessage, gives the credits back and tells onError', async () => {
    const { request, fail } = deferredRequest();
    const onError = vi.fn();
    const hook = await renderReady(createFakeMediakitClient({ credits: 10 }), { request, onError });
    act(() => hook.result.current.setText('Hello'));
    act(() => hook.result.current.generate());
    expect(hook.result.current.gate.credits).toBe(7);
    const failure = new ApiError('http', 'Overloaded', { status: 500 });
    await act(async () => fail(failure));
    expect(hook.result.current.error).toBe('Failed: Overloaded');
    expect(hook.result.current.gate.credits).toBe(10);
    expect(onError).toHaveBeenCalledWith(failure);
  });

  it('with refreshCreditsAfterSuccess, replaces the estimate by the server balance after a success', async () => {
    const client = createFakeMediakitClient({ credits: 10 });
    const { request, answer } = deferredRequest();
    const hook = await renderReady(client, { request, refreshCreditsAfterSuccess: true });
    act(() => hook.result.current.setText('Hello'));
    act(() => hook.result.current.generate());
    expect(hook.result.current.gate.credits).toBe(7);
    client.fake.setCredits(4);
    await act(async () => answer('https://cdn.test/hello.mp3'));
    await waitFor(() => expect(hook.result.current.gate.credits).toBe(4));
  });

  it('Reset aborts the request, returns to the default text and drops the late answer', async () => {
    const { request, signals, answer } = deferredRequest();
    const onResult = vi.fn();
    const hook = await renderReady(createFakeMediakitClient(), { request, onResult, defaultText: 'Welcome' });
    act(() => hook.result.current.setText('Something else'));
    act(() => hook.result.current.generate());
    act(() => hook.result.current.reset());
    expect(signals[0]?.aborted).toBe(true);
    expect(hook.result.current.text).toBe('Welcome');
    await act(async () => answer('https://cdn.test/late.mp3'));
    expect(hook.result.current.phase).toBe('idle');
    expect(onResult).not.toHaveBeenCalled();
  });
});
