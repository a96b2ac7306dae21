import { createFakeMediakitClient } from '@mediakit/api-client/fake';
import {
  clientWithHangingCall,
  countRequests,
  imagePromptRun,
  itHandsOverTheBlob,
  itPostsMultipart,
  itRunsOneRequest,
  valuesKept,
} from '@mediakit/test-support';
import { act, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useNoMaskEdit } from './useNoMaskEdit';

const png = new File([new Uint8Array([137, 80, 78, 71])], 'cat.png', { type: 'image/png' });

const editRun = imagePromptRun(useNoMaskEdit, { image: png, prompt: 'add a red hat', operation: 'noMaskEdit.edit' });

describe('useNoMaskEdit validation', () => {
  it('clamps variations to 1–4', async () => {
    const hook = await editRun.render(clientWithHangingCall('noMaskEdit', 'edit').client);
    expect(valuesKept(hook.result, 'variations', [9, 0])).toEqual([4, 1]);
  });

  it('lets partners override every message', async () => {
    const hook = await editRun.render(clientWithHangingCall('noMaskEdit', 'edit').client, {
      messages: { promptRequired: 'Écrivez une consigne.' },
    });
    act(() => hook.result.current.submit());
    expect(hook.result.current.fieldErrors.prompt).toBe('Écrivez une consigne.');
  });
});

describe('useNoMaskEdit request', () => {
  itPostsMultipart(editRun, {
    input: { prompt: '  add a red hat  ', size: 512, variations: 9 },
    path: '/api/openai/image-edit-simple',
    answer: { status: 'ok', items: [{ url: 'https://cdn.example.test/a.png', filename: 'a.png' }] },
    // n clamped to 1–4.
    fields: { prompt: 'add a red hat', size: '512x512', n: '4' },
    files: ['image'],
    result: expect.objectContaining({ url: 'https://cdn.example.test/a.png', items: [expect.anything()] }),
  });

  it('hands the chosen file itself to the client and returns every variation from the fake backend', async () => {
    const client = createFakeMediakitClient();
    const edit = vi.spyOn(client.noMaskEdit, 'edit');
    const hook = await editRun.render(client);
    editRun.fill(hook);
    act(() => hook.result.current.field('variations').onChange(3));
    act(() => hook.result.current.submit());
    await waitFor(() => expect(hook.result.current.result?.items).toHaveLength(3));
    expect(edit).toHaveBeenCalledWith(
      { prompt: 'add a red hat', image: png, size: '1024x1024', n: 3 },
      { signal: expect.any(AbortSignal) },
    );
    expect(countRequests(client, 'noMaskEdit.edit')).toBe(1);
  });

  // With two variations, the Blob is the first one's.
  const twoVariations: typeof editRun = {
    ...editRun,
    fill: (hook) => {
      editRun.fill(hook);
      act(() => hook.result.current.field('variations').onChange(2));
    },
  };
  itHandsOverTheBlob(twoVariations, (edit) => ({
    url: edit.result?.items[0]?.url,
    inputUrl: edit.result?.inputUrl,
    items: edit.result?.items,
  }));
});

describe('useNoMaskEdit run: empty form, one request at a time, credits, failures, Reset', () => {
  itRunsOneRequest(editRun, {
    emptyForm: {
      fieldErrors: { prompt: 'Please enter a prompt.', image: 'Please select an image (PNG/JPG).' },
      alsoRefused: { prompt: '   ' },
    },
    credits: { charge: 2, wording: 'Not enough credits. Need X, you have Y.', credits: 10 },
    answers: [
      ["says 'Edit failed.' when the server's status is not ok", { status: 'error' }, 'Edit failed.'],
      [
        "shows the server's message when it gives one",
        { status: 'error', message: 'Unsafe prompt.' },
        'Unsafe prompt.',
      ],
    ],
    noOutput: {
      title: "says 'No output received.' when no item comes back, in the partner's words if given",
      answer: { status: 'ok', items: [] },
      message: 'No output received.',
    },
    resetMidRun: {
      options: { defaultValues: { size: 256 } },
      values: { prompt: '', image: null, size: 256, variations: 1 },
      lateAnswer: { inputUrl: undefined, items: [{ url: 'https://x.test/a.png', filename: 'a.png' }] },
    },
  });
});
