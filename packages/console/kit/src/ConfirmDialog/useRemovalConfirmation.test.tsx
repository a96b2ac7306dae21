import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useRemovalConfirmation } from './useRemovalConfirmation';

function setUp() {
  const clearError = vi.fn();
  const hook = renderHook(() => useRemovalConfirmation<string>(clearError));
  const heading = document.body.appendChild(document.createElement('h3'));
  heading.tabIndex = -1;
  hook.result.current.headingRef.current = heading;
  return { hook, clearError, heading };
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('useRemovalConfirmation', () => {
  it('holds the row being confirmed, and closing forgets it and clears the last refusal', () => {
    const { hook, clearError } = setUp();
    act(() => hook.result.current.ask('row-1'));
    expect(hook.result.current.confirming).toBe('row-1');
    act(() => hook.result.current.close(false));
    expect(hook.result.current.confirming).toBeUndefined();
    expect(clearError).toHaveBeenCalledOnce();
  });

  it('moves focus to the list heading after a removal, once the dialog has closed', () => {
    const { hook, heading } = setUp();
    act(() => hook.result.current.ask('row-1'));
    act(() => hook.result.current.close(true));
    expect(document.activeElement).not.toBe(heading);
    act(() => hook.result.current.afterClose());
    expect(document.activeElement).toBe(heading);
  });

  it('leaves focus alone after a cancel, and after the close that follows a removal', () => {
    const { hook, heading } = setUp();
    act(() => hook.result.current.close(false));
    act(() => hook.result.current.afterClose());
    expect(document.activeElement).not.toBe(heading);
    act(() => hook.result.current.close(true));
    act(() => hook.result.current.afterClose());
    heading.blur();
    act(() => hook.result.current.afterClose());
    expect(document.activeElement).not.toBe(heading);
  });
});
