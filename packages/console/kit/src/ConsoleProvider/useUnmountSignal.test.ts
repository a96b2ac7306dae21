import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useUnmountSignal } from './useUnmountSignal';

describe('useUnmountSignal', () => {
  it('aborts every call still on its way when the screen unmounts, and none that settled', () => {
    const { result, unmount } = renderHook(() => useUnmountSignal());
    const settled = result.current();
    const first = result.current();
    const second = result.current();
    settled.done();
    expect(first.signal).not.toBe(second.signal);
    expect(first.signal.aborted).toBe(false);
    unmount();
    expect(first.signal.aborted).toBe(true);
    expect(second.signal.aborted).toBe(true);
    expect(settled.signal.aborted).toBe(false);
  });

  it('keeps one `begin` across renders, so callbacks that use it stay stable', () => {
    const { result, rerender } = renderHook(() => useUnmountSignal());
    const begin = result.current;
    rerender();
    expect(result.current).toBe(begin);
  });
});
