import { ApiError } from '@mediakit/api-client';
import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useAuthRequest } from './useAuthRequest';

function setUp() {
  const signals: AbortSignal[] = [];
  const answers: Array<{ resolve: (value: string) => void; reject: (error: unknown) => void }> = [];
  const request = (_input: string, signal: AbortSignal) =>
    new Promise<string>((resolve, reject) => {
      signals.push(signal);
      answers.push({ resolve, reject });
    });
  const onDone = vi.fn();
  const onFailed = vi.fn();
  const hook = renderHook(() => useAuthRequest(request, { fallback: 'Something went wrong.', onDone, onFailed }));
  return { hook, signals, answers, onDone, onFailed };
}

describe('useAuthRequest', () => {
  it('aborts the request before when sent again, and reports only the last one', async () => {
    const { hook, signals, answers, onDone } = setUp();
    hook.result.current('first');
    hook.result.current('second');
    expect(signals[0]!.aborted).toBe(true);
    expect(signals[1]!.aborted).toBe(false);
    answers[0]!.resolve('late');
    answers[1]!.resolve('ok');
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledWith('ok'));
    expect(onDone).toHaveBeenCalledOnce();
  });

  it("words a failure with the form's fallback, and says nothing once unmounted", async () => {
    const { hook, signals, answers, onFailed } = setUp();
    hook.result.current('a');
    answers[0]!.reject(new Error('boom'));
    await vi.waitFor(() => expect(onFailed).toHaveBeenCalledWith('Something went wrong.'));
    hook.result.current('b');
    hook.unmount();
    expect(signals[1]!.aborted).toBe(true);
    answers[1]!.reject(new ApiError('aborted', 'x'));
    await Promise.resolve();
    expect(onFailed).toHaveBeenCalledOnce();
  });
});
