import { createFakeMediakitClient } from '@mediakit/api-client/fake';
import {
  clientWithHangingCall,
  imagePromptRun,
  itPostsMultipart,
  itRunsOneRequest,
  valuesKept,
} from '@mediakit/test-support';
import { act, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useStabilityEdit } from './useStabilityEdit';

const webp = new File([new Uint8Array([82, 73, 70, 70])], 'cat.webp', { type: 'image/webp' });

const editRun = imagePromptRun(useStabilityEdit, {
  image: webp,
  prompt: 'oil painting',
  operation: 'stabilityEdit.edit',
});

describe('useStabilityEdit validation', () => {
  it('clamps strength to 0–1', async () => {
    const hook = await editRun.render(clientWithHangingCall('stabilityEdit', 'edit').client);
    expect(hook.result.current.values.strength).toBe(0.35);
    expect(valuesKept(hook.result, 'strength', [1.4, -1])).toEqual([1, 0]);
  });
});

describe('useStabilityEdit request', () => {
  itPostsMultipart(editRun, {
    input: { prompt: '  oil painting ', strength: 0.6, outputFormat: 'webp' },
    path: '/api/stability/single',
    answer: { ok: true, url: 'https://cdn.example.test/out.webp' },
    fields: { prompt: 'oil painting', strength: '0.6', output_format: 'webp' },
    files: ['image'],
    result: { url: 'https://cdn.example.test/out.webp', prompt: 'oil painting', strength: 0.6, outputFormat: 'webp' },
  });

  it('hands the chosen file itself and the defaults (0.35, png) to the client', async () => {
    const client = createFakeMediakitClient();
    const edit = vi.spyOn(client.stabilityEdit, 'edit');
    const hook = await editRun.render(client);
    editRun.fill(hook);
    act(() => hook.result.current.submit());
    await waitFor(() => expect(hook.result.current.phase).toBe('succeeded'));
    expect(edit).toHaveBeenCalledWith(
      { image: webp, prompt: 'oil painting', strength: 0.35, outputFormat: 'png' },
      { signal: expect.any(AbortSignal) },
    );
    expect(hook.result.current.source).toEqual({ image: webp, prompt: 'oil painting' });
    expect(hook.result.current.result).toMatchObject({ prompt: 'oil painting', outputFormat: 'png' });
  });
});

describe('useStabilityEdit run: empty form, one request at a time, credits, failures, includeBlob, Reset', () => {
  itRunsOneRequest(editRun, {
    emptyForm: {
      fieldErrors: { image: 'Please choose a PNG/JPEG/WEBP under 12MB.', prompt: 'Please enter a prompt.' },
    },
    credits: { charge: 2, wording: 'Not enough credits. Need X, you have Y.', credits: 10 },
    answers: [
      ["says 'Edit failed.' when the server answers ok: false without an error", { ok: false }, 'Edit failed.'],
      ["shows the server's error when it gives one", { ok: false, error: 'Prompt rejected.' }, 'Prompt rejected.'],
    ],
    noOutput: {
      title: "says 'No output received.' when no url comes back, in the partner's words if given",
      answer: { ok: true },
      message: 'No output received.',
    },
    blob: (edit) => ({ url: edit.result?.url, prompt: 'oil painting', strength: 0.35, outputFormat: 'png' }),
    resetMidRun: {
      options: { defaultValues: { outputFormat: 'jpeg' } },
      values: { image: null, prompt: '', strength: 0.35, outputFormat: 'jpeg' },
      lateAnswer: { url: 'https://x.test/late.png' },
    },
  });
});
