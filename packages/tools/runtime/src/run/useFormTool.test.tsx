import { createFakeMediakitClient } from '@mediakit/api-client/fake';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ToolOptions } from '../toolProps';
import { useFormTool } from './useFormTool';

const messages = {
  creditsShort: 'Need {required}, you have {have}.',
  failed: 'Failed.',
  promptRequired: 'Write a prompt.',
  working: 'Working…',
};

type Values = { prompt: string; scale: number };
type Options = ToolOptions<{ url: string; scale: number }, typeof messages, Partial<Values>>;

function setup(options: Omit<Options, 'client'> = {}) {
  const client = createFakeMediakitClient({ credits: 10 });
  const request = vi.fn(async (input: { prompt: string }) => ({ url: `https://cdn.example/${input.prompt}.png` }));
  const hook = renderHook(() =>
    useFormTool(
      { ...options, client },
      (defaults: Partial<Values> | undefined): Values => ({ prompt: defaults?.prompt ?? '', scale: 2 }),
      (values) => ({
        messages,
        cost: { credits: values.scale, shortMessage: 'creditsShort' },
        request,
        toResult: (output: { url: string }) => ({ ...output, scale: values.scale }),
        failure: { fallback: 'failed' },
        status: { waiting: 'working' },
        check: ({ prompt }) => ({ prompt: prompt.trim() ? undefined : 'promptRequired' }),
        input: ({ prompt }) => ({ prompt: prompt.trim() }),
      }),
    ),
  );
  return { ...hook, request };
}

describe('useFormTool', () => {
  it('shows a field’s problem in the tool’s words only once the user tried, and sends nothing then', () => {
    const { result, request } = setup({ messages: { promptRequired: 'Écrivez une consigne.' } });
    expect(result.current.fieldErrors).toEqual({});
    let started: boolean | undefined;
    act(() => {
      started = result.current.submit();
    });
    expect(started).toBe(false);
    expect(result.current.fieldErrors).toEqual({ prompt: 'Écrivez une consigne.' });
    expect(request).not.toHaveBeenCalled();
    act(() => result.current.update({ prompt: 'fox' }));
    expect(result.current.fieldErrors).toEqual({});
  });

  it('runs with the input made from the values, its estimate and result made from them too', async () => {
    const { result, request } = setup();
    act(() => result.current.update({ prompt: ' fox ', scale: 3 }));
    expect(result.current.credits.cost).toBe(3);
    act(() => void result.current.submit());
    expect(result.current.statusText).toBe('Working…');
    expect(request.mock.calls.map(([input]) => input)).toEqual([{ prompt: 'fox' }]);
    await waitFor(() => expect(result.current.phase).toBe('succeeded'));
    expect(result.current.result).toEqual({ url: 'https://cdn.example/fox.png', scale: 3 });
  });

  it('Reset drops the run and restores the starting values', async () => {
    const { result } = setup({ defaultValues: { prompt: 'cat' } });
    act(() => result.current.update({ prompt: '' }));
    act(() => void result.current.submit());
    act(() => result.current.update({ prompt: 'fox' }));
    act(() => void result.current.submit());
    await waitFor(() => expect(result.current.phase).toBe('succeeded'));
    act(() => result.current.reset());
    expect(result.current.phase).toBe('idle');
    expect(result.current.result).toBeUndefined();
    expect(result.current.values).toEqual({ prompt: 'cat', scale: 2 });
    act(() => result.current.update({ prompt: '' }));
    expect(result.current.fieldErrors).toEqual({});
  });
});
