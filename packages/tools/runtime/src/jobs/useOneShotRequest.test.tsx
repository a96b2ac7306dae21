import { ApiError } from '@mediakit/api-client';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useOneShotRequest, type UseOneShotRequestOptions } from './useOneShotRequest';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function balanceOf(credits: number | undefined) {
  const balance = {
    credits,
    set: vi.fn((next: number) => {
      balance.credits = next;
    }),
  };
  return balance;
}

function setup(options: UseOneShotRequestOptions = {}) {
  const answer = deferred<string>();
  const signals: AbortSignal[] = [];
  const handlers = { onSuccess: vi.fn(), onFailure: vi.fn() };
  const hook = renderHook(() => useOneShotRequest(options));
  const run = (cost?: number) =>
    act(() =>
      hook.result.current.run({
        request: (signal) => {
          signals.push(signal);
          return answer.promise;
        },
        cost,
        ...handlers,
      }),
    );
  return { ...hook, answer, signals, handlers, run };
}

describe('useOneShotRequest', () => {
  it('charges the cost at once and keeps it when the request succeeds', async () => {
    const balance = balanceOf(10);
    const { run, answer, handlers } = setup({ balance });
    run(2);
    expect(balance.credits).toBe(8);
    await act(async () => answer.resolve('done'));
    expect(handlers.onSuccess).toHaveBeenCalledWith('done');
    expect(balance.credits).toBe(8);
  });

  it('gives the credits back on failure, then reports it to onFailure and onError', async () => {
    const balance = balanceOf(10);
    const onError = vi.fn();
    const { run, answer, handlers } = setup({ balance, onError });
    run(2);
    const failure = new ApiError('http', 'Edit failed.', { status: 500 });
    await act(async () => answer.reject(failure));
    expect(balance.credits).toBe(10);
    expect(handlers.onFailure).toHaveBeenCalledWith(failure);
    expect(onError).toHaveBeenCalledWith(failure);
    expect(handlers.onSuccess).not.toHaveBeenCalled();
  });

  it("takes a 402's balance instead of restoring the local one", async () => {
    const balance = balanceOf(10);
    const { run, answer } = setup({ balance });
    run(2);
    await act(async () =>
      answer.reject(
        new ApiError('insufficient-credits', 'Not enough credits. Need 2, you have 1.', {
          status: 402,
          credits: { required: 2, have: 1 },
        }),
      ),
    );
    expect(balance.credits).toBe(1);
  });

  it('fails the run when the request throws synchronously', async () => {
    const { result, handlers } = setup();
    const broken = new Error('bad input');
    await act(async () =>
      result.current.run({
        request: () => {
          throw broken;
        },
        ...handlers,
      }),
    );
    expect(handlers.onFailure).toHaveBeenCalledWith(broken);
  });

  it('abort() cancels the request and nothing is reported afterwards', async () => {
    const onError = vi.fn();
    const { run, answer, signals, handlers, result } = setup({ onError });
    run();
    act(() => result.current.abort());
    expect(signals[0]?.aborted).toBe(true);
    await act(async () => answer.resolve('late'));
    expect(handlers.onSuccess).not.toHaveBeenCalled();
    expect(onError).not.toHaveBeenCalled();
  });

  it('unmounting aborts the request in flight', () => {
    const { run, signals, unmount } = setup();
    run();
    unmount();
    expect(signals[0]?.aborted).toBe(true);
  });

  it('a new run drops the previous one', () => {
    const { run, signals } = setup();
    run();
    run();
    expect(signals[0]?.aborted).toBe(true);
    expect(signals[1]?.aborted).toBe(false);
  });
});
