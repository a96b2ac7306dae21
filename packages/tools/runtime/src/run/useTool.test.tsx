import { createFakeMediakitClient } from '@mediakit/api-client/fake';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ToolOptions } from '../toolProps';
import { defineTool, type ToolDefinition } from './toolDefinition';
import { useTool } from './useTool';

const messages = {
  creditsShort: 'Need {required}, you have {have}.',
  failed: 'Failed.',
  promptRequired: 'Write a prompt.',
  working: 'Working…',
};

type Values = { prompt: string; scale: number };
type Options = ToolOptions<{ url: string; scale: number }, typeof messages, Partial<Values>>;

type Rules = Pick<
  ToolDefinition<typeof messages, Values, Partial<Values>, unknown, unknown, unknown, never, 'prompt'>,
  'errors' | 'clears' | 'resetsRun'
>;

function setup(options: Omit<Options, 'client'> = {}, rules: Rules = {}) {
  const client = createFakeMediakitClient({ credits: 10 });
  const request = vi.fn(async (input: { prompt: string; scale: number }, signal: AbortSignal) => {
    void signal;
    return { url: `https://cdn.example/${input.prompt}.png` };
  });
  const definition = defineTool({
    messages,
    values: (defaults: Partial<Values> | undefined): Values => ({ prompt: defaults?.prompt ?? '', scale: 2 }),
    cost: { credits: (values: Values) => values.scale, shortMessage: 'creditsShort' },
    check: ({ prompt }: Values) => ({ prompt: prompt.trim() ? undefined : 'promptRequired' }),
    input: ({ prompt, scale }: Values) => ({ prompt: prompt.trim(), scale }),
    request,
    toResult: (output: { url: string }, { input }) => ({ ...output, scale: input?.scale ?? 0 }),
    failure: { fallback: 'failed' },
    status: { waiting: 'working' },
    ...rules,
  });
  const hook = renderHook(() => useTool(definition, { ...options, client }));
  return { ...hook, request };
}

describe('useTool', () => {
  it('shows a field’s problem in the tool’s words only once the user tried, and sends nothing then', () => {
    const { result, request } = setup({ messages: { promptRequired: 'Écrivez une consigne.' } });
    expect(result.current.field('prompt').errorMessage).toBeUndefined();
    let started: boolean | undefined;
    act(() => {
      started = result.current.submit();
    });
    expect(started).toBe(false);
    expect(result.current.field('prompt').errorMessage).toBe('Écrivez une consigne.');
    expect(result.current.fieldErrors).toEqual({ prompt: 'Écrivez une consigne.' });
    expect(request).not.toHaveBeenCalled();
    act(() => result.current.field('prompt').onChange('fox'));
    expect(result.current.fieldErrors).toEqual({});
  });

  it('gives each field its value and setter, disabled while a run is under way', async () => {
    const { result } = setup();
    expect(result.current.field('scale')).toMatchObject({ value: 2, isDisabled: false });
    act(() => result.current.field('scale').onChange(4));
    act(() => result.current.set({ prompt: 'fox' }));
    expect(result.current.values).toEqual({ prompt: 'fox', scale: 4 });
    act(() => void result.current.submit());
    expect(result.current.field('prompt').isDisabled).toBe(true);
    await waitFor(() => expect(result.current.phase).toBe('succeeded'));
    expect(result.current.field('prompt').isDisabled).toBe(false);
  });

  it('runs with the input made from the values, its estimate made from them too', async () => {
    const { result, request } = setup();
    await waitFor(() => expect(result.current.credits.credits).toBe(10));
    act(() => result.current.set({ prompt: ' fox ', scale: 3 }));
    expect(result.current.credits.cost).toBe(3);
    act(() => void result.current.submit());
    expect(result.current.statusText).toBe('Working…');
    expect(result.current.credits.credits).toBe(7);
    expect(request.mock.calls.map(([input]) => input)).toEqual([{ prompt: 'fox', scale: 3 }]);
    await waitFor(() => expect(result.current.phase).toBe('succeeded'));
    expect(result.current.result).toEqual({ url: 'https://cdn.example/fox.png', scale: 3 });
  });

  it('hands the result to onResult and the failure to onError, in the tool’s words', async () => {
    const onResult = vi.fn();
    const onError = vi.fn();
    const { result, request } = setup({ onResult, onError, defaultValues: { prompt: 'fox' } });
    act(() => void result.current.submit());
    await waitFor(() => expect(onResult).toHaveBeenCalledWith({ url: 'https://cdn.example/fox.png', scale: 2 }));
    const broken = new Error('boom');
    request.mockRejectedValueOnce(broken);
    act(() => void result.current.submit());
    await waitFor(() => expect(result.current.phase).toBe('failed'));
    expect(result.current.error).toBe('Failed.');
    expect(onError).toHaveBeenCalledWith(broken);
  });

  it('Cancel aborts the request; unmounting aborts it too', async () => {
    const { result, request, unmount } = setup({ defaultValues: { prompt: 'fox' } });
    request.mockImplementation((_input, signal) => new Promise(() => void signal));
    act(() => void result.current.submit());
    act(() => result.current.cancel());
    expect(request.mock.calls[0]?.[1].aborted).toBe(true);
    expect(result.current.phase).toBe('cancelled');
    act(() => void result.current.submit());
    unmount();
    await Promise.resolve();
    expect(request.mock.calls[1]?.[1].aborted).toBe(true);
  });

  it('Reset drops the run and restores the starting values', async () => {
    const { result } = setup({ defaultValues: { prompt: 'cat' } });
    act(() => result.current.set({ prompt: '' }));
    act(() => void result.current.submit());
    act(() => result.current.set({ prompt: 'fox' }));
    act(() => void result.current.submit());
    await waitFor(() => expect(result.current.phase).toBe('succeeded'));
    act(() => result.current.reset());
    expect(result.current.phase).toBe('idle');
    expect(result.current.result).toBeUndefined();
    expect(result.current.values).toEqual({ prompt: 'cat', scale: 2 });
    act(() => result.current.set({ prompt: '' }));
    expect(result.current.fieldErrors).toEqual({});
  });

  it('drops the last run’s failure when the form refuses a Submit, so one error shows per field (issue #29)', async () => {
    const { result, request } = setup({ defaultValues: { prompt: 'fox' } });
    request.mockRejectedValueOnce(new Error('refused'));
    act(() => void result.current.submit());
    await waitFor(() => expect(result.current.error).toBe('Failed.'));
    act(() => result.current.set({ prompt: ' ' }));
    act(() => void result.current.submit());
    expect(result.current.phase).toBe('idle');
    expect(result.current.error).toBeUndefined();
    expect(result.current.fieldErrors).toEqual({ prompt: 'Write a prompt.' });
  });

  it('with until-changed errors, keeps each problem Submit found until its field (or one that clears it) changes', () => {
    const { result } = setup({}, { errors: 'until-changed', clears: { scale: ['prompt'] } });
    act(() => void result.current.submit());
    expect(result.current.fieldErrors).toEqual({ prompt: 'Write a prompt.' });
    act(() => result.current.set({ prompt: ' ' }));
    expect(result.current.fieldErrors).toEqual({});
    act(() => void result.current.submit());
    act(() => result.current.set({ scale: 3 }));
    expect(result.current.fieldErrors).toEqual({});
    act(() => void result.current.submit());
    act(() => result.current.reset());
    expect(result.current.fieldErrors).toEqual({});
  });

  it('drops the run on screen when a field that resets it changes', async () => {
    const { result } = setup({ defaultValues: { prompt: 'fox' } }, { resetsRun: ['prompt'] });
    act(() => void result.current.submit());
    await waitFor(() => expect(result.current.phase).toBe('succeeded'));
    act(() => result.current.set({ scale: 3 }));
    expect(result.current.phase).toBe('succeeded');
    act(() => result.current.set({ prompt: 'cat' }));
    expect(result.current.phase).toBe('idle');
    expect(result.current.result).toBeUndefined();
  });

  it('keeps one run per key of runs on one balance: the values pick the one on screen, Reset resets all', async () => {
    const client = createFakeMediakitClient({ credits: 10 });
    const pending = (_input: string, signal: AbortSignal) => new Promise<{ url: string }>(() => void signal);
    const fast = vi.fn(async (input: string) => ({ url: `https://cdn.example/${input}.png` }));
    const definition = defineTool({
      messages,
      values: (): { tab: 'a' | 'b'; prompt: string } => ({ tab: 'a', prompt: 'fox' }),
      cost: { credits: 1, shortMessage: 'creditsShort' },
      input: ({ tab, prompt }) => `${tab}-${prompt}`,
      runs: { a: { request: vi.fn(pending) }, b: { request: fast } },
      runOf: ({ tab }) => tab,
      toResult: (output: { url: string }, _origin, _values, run) => ({ ...output, run }),
      failure: { fallback: 'failed' },
    });
    const { result } = renderHook(() => useTool(definition, { client }));
    await waitFor(() => expect(result.current.credits.credits).toBe(10));
    act(() => void result.current.submit());
    expect(result.current.isBusy).toBe(true);
    act(() => result.current.set({ tab: 'b' }));
    expect(result.current.phase).toBe('idle');
    act(() => void result.current.submit());
    await waitFor(() => expect(result.current.result).toEqual({ url: 'https://cdn.example/b-fox.png', run: 'b' }));
    expect(result.current.credits.credits).toBe(8);
    act(() => result.current.set({ tab: 'a' }));
    expect(result.current.isBusy).toBe(true);
    act(() => result.current.reset());
    expect(result.current.phase).toBe('idle');
    act(() => result.current.set({ tab: 'b' }));
    expect(result.current.result).toBeUndefined();
  });

  it('never reads the balance of a tool that costs nothing', async () => {
    const client = createFakeMediakitClient({ credits: 10 });
    const refresh = vi.spyOn(client.credits, 'refresh');
    const definition = defineTool({
      messages,
      values: () => ({ prompt: 'fox' }),
      input: ({ prompt }) => prompt,
      request: async (prompt: string) => ({ url: `https://cdn.example/${prompt}.png` }),
      toResult: (output: { url: string }) => output,
      failure: { fallback: 'failed' },
    });
    const { result } = renderHook(() => useTool(definition, { client }));
    act(() => void result.current.submit());
    await waitFor(() => expect(result.current.phase).toBe('succeeded'));
    expect(refresh).not.toHaveBeenCalled();
    expect(result.current.credits.credits).toBeUndefined();
  });
});
