import { ApiError } from '@mediakit/api-client';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { testErrorMessages } from './consoleErrorMessage.doubles';
import { useRowActions } from './useRowActions';
import { useSecretCreation } from './useSecretCreation';

const text = testErrorMessages;

const notFound = new ApiError('http', 'x', { status: 404 });

describe('useRowActions', () => {
  it('marks the row busy with its kind while the call runs, and resolves true when it went through', async () => {
    const { result } = renderHook(() => useRowActions<'revoke'>(text, vi.fn()));
    let finish!: () => void;
    let done!: Promise<boolean>;
    act(() => {
      done = result.current.run('k1', 'revoke', () => new Promise<void>((resolve) => (finish = resolve)), vi.fn());
    });
    expect(result.current.busy).toEqual({ k1: 'revoke' });
    await act(async () => finish());
    await expect(done).resolves.toBe(true);
    expect(result.current.busy).toEqual({});
  });

  it('words a refusal for onError, and reloads the list when the row is gone (404)', async () => {
    const reload = vi.fn();
    const onError = vi.fn();
    const { result } = renderHook(() => useRowActions<'remove'>(text, reload));
    let outcome: boolean | undefined;
    await act(async () => {
      outcome = await result.current.run('w1', 'remove', () => Promise.reject(notFound), onError);
    });
    expect(outcome).toBe(false);
    expect(onError).toHaveBeenCalledWith('Failed.');
    expect(reload).toHaveBeenCalledOnce();
    await act(async () => {
      await result.current.run('w1', 'remove', () => Promise.reject(new ApiError('network', 'x')), onError);
    });
    expect(onError).toHaveBeenLastCalledWith('No connection.');
    expect(reload).toHaveBeenCalledOnce();
  });

  it('aborts the call when the screen unmounts, and says nothing of it', async () => {
    const onError = vi.fn();
    const { result, unmount } = renderHook(() => useRowActions<'test'>(text, vi.fn()));
    let signal!: AbortSignal;
    let done!: Promise<boolean>;
    act(() => {
      done = result.current.run(
        'w1',
        'test',
        (given) =>
          new Promise<void>((_, reject) => {
            signal = given;
            given.addEventListener('abort', () => reject(new ApiError('aborted', 'x')));
          }),
        onError,
      );
    });
    unmount();
    expect(signal.aborted).toBe(true);
    await expect(done).resolves.toBe(false);
    expect(onError).not.toHaveBeenCalled();
  });
});

describe('useSecretCreation', () => {
  it('keeps what was made (its secret) until dismissed, and empties the field', async () => {
    const onCreated = vi.fn();
    const { result } = renderHook(() => useSecretCreation<{ id: string; secret: string }>(text));
    act(() => result.current.setValue('CI'));
    await act(async () => {
      await result.current.create(() => Promise.resolve({ id: 'k1', secret: 's3cret' }), onCreated);
    });
    expect(onCreated).toHaveBeenCalledWith({ id: 'k1', secret: 's3cret' });
    expect(result.current).toMatchObject({ value: '', isCreating: false, created: { id: 'k1', secret: 's3cret' } });
    act(() => result.current.forget('other'));
    expect(result.current.created?.id).toBe('k1');
    act(() => result.current.forget('k1'));
    expect(result.current.created).toBeUndefined();
  });

  it('puts a 422 under the field and any other refusal in createError; editing the field clears both', async () => {
    const { result } = renderHook(() => useSecretCreation<{ id: string }>(text));
    const invalid = new ApiError('http', 'x', { status: 422, reason: 'invalid-input', serverMessage: 'Too long.' });
    await act(async () => {
      await result.current.create(() => Promise.reject(invalid), vi.fn());
    });
    expect(result.current).toMatchObject({ inputError: 'Too long.', createError: undefined, created: undefined });
    await act(async () => {
      await result.current.create(() => Promise.reject(new ApiError('network', 'x')), vi.fn());
    });
    expect(result.current.createError).toBe('No connection.');
    act(() => result.current.setValue('CI'));
    expect(result.current).toMatchObject({ value: 'CI', inputError: undefined, createError: undefined });
  });
});
