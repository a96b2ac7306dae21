import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type ConfirmedActionResult, useConfirmedAction } from './useConfirmedAction';

function deferred() {
  let answer!: (result: ConfirmedActionResult) => void;
  const promise = new Promise<ConfirmedActionResult>((resolve) => (answer = resolve));
  return { promise, answer };
}

function setUp() {
  const pending = deferred();
  const onDone = vi.fn();
  const hook = renderHook(() =>
    useConfirmedAction(
      () => pending.promise,
      onDone,
      (error) => `Refused: ${String(error)}`,
    ),
  );
  return { hook, onDone, answer: (result: ConfirmedActionResult) => act(async () => pending.answer(result)) };
}

describe('useConfirmedAction', () => {
  it('is busy while the action runs and calls onDone when it succeeds', async () => {
    const { hook, onDone, answer } = setUp();
    act(() => hook.result.current.onConfirm());
    expect(hook.result.current.isBusy).toBe(true);
    await answer({ ok: true });
    expect(hook.result.current).toMatchObject({ isBusy: false, error: undefined });
    expect(onDone).toHaveBeenCalledOnce();
  });

  it('keeps a refusal, worded, and stays open', async () => {
    const { hook, onDone, answer } = setUp();
    act(() => hook.result.current.onConfirm());
    await answer({ ok: false, error: 'forbidden', aborted: false });
    expect(hook.result.current).toMatchObject({ isBusy: false, error: 'Refused: forbidden' });
    expect(onDone).not.toHaveBeenCalled();
  });

  it('changes nothing when the action was aborted', async () => {
    const { hook, onDone, answer } = setUp();
    act(() => hook.result.current.onConfirm());
    await answer({ ok: false, error: new Error('aborted'), aborted: true });
    expect(hook.result.current).toMatchObject({ isBusy: true, error: undefined });
    expect(onDone).not.toHaveBeenCalled();
  });
});
