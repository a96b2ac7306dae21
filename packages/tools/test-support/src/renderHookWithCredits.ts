import { renderHook, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * Renders a tool's hook and waits until it knows the balance, so every test starts from a ready tool rather than
 * racing the first credits request.
 */
export async function renderHookWithCredits<Result>(
  useTool: () => Result,
  creditsOf: (result: Result) => number | undefined,
) {
  const hook = renderHook(useTool);
  await waitFor(() => expect(creditsOf(hook.result.current)).toBeDefined());
  return hook;
}
