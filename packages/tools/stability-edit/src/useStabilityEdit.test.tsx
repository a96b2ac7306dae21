import { createFakeMediakitClient } from '@mediakit/api-client/fake';
import {
  clientWithHangingCall,
  clientWithRealCall,
  hookRun,
  itRunsOneRequest,
  jsonResponse,
} from '@mediakit/test-support';
import { act, type RenderHookResult, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useStabilityEdit } from './useStabilityEdit';

const webp = new File([new Uint8Array([82, 73, 70, 70])], 'cat.webp', { type: 'image/webp' });

function fill(hook: RenderHookResult<ReturnType<typeof useStabilityEdit>, unknown>, prompt = 'oil painting') {
  act(() => {
    hook.result.current.setImage(webp);
    hook.result.current.setPrompt(prompt);
  });
}

const editRun = hookRun(useStabilityEdit, { fill, operation: 'stabilityEdit.edit' });

describe('useStabilityEdit validation', () => {
  it('clamps strength to 0–1', async () => {
    const hook = await editRun.render(clientWithHangingCall('stabilityEdit', 'edit').client);
    expect(hook.result.current.values.strength).toBe(0.35);
    act(() => hook.result.current.setStrength(1.4));
    expect(hook.result.current.values.strength).toBe(1);
    act(() => hook.result.current.setStrength(-1));
    expect(hook.result.current.values.strength).toBe(0);
  });
});

describe('useStabilityEdit request', () => {
  it('sends image, prompt, strength and output_format as multipart to /api/stability/single', async () => {
    const { client, sent } = clientWithRealCall('stabilityEdit', () =>
      jsonResponse({ ok: true, url: 'https://cdn.example.test/out.webp' }),
    );
    const onResult = vi.fn();
    const hook = await editRun.render(client, { onResult });
    fill(hook, '  oil painting ');
    act(() => {
      hook.result.current.setStrength(0.6);
      hook.result.current.setOutputFormat('webp');
    });
    act(() => hook.result.current.submit());
    expect(hook.result.current.isBusy).toBe(true);
    await waitFor(() => expect(hook.result.current.phase).toBe('succeeded'));
    const request = sent[0]!;
    expect(request.method).toBe('POST');
    expect(new URL(request.url).pathname).toBe('/api/stability/single');
    const form = await request.formData();
    expect(form.get('prompt')).toBe('oil painting');
    expect(form.get('strength')).toBe('0.6');
    expect(form.get('output_format')).toBe('webp');
    // jsdom's File does not survive the trip into Node's FormData, so only its presence is checked here.
    expect(form.has('image')).toBe(true);
    expect(hook.result.current.result?.url).toBe('https://cdn.example.test/out.webp');
    expect(onResult).toHaveBeenCalledWith({
      url: 'https://cdn.example.test/out.webp',
      prompt: 'oil painting',
      strength: 0.6,
      outputFormat: 'webp',
    });
  });

  it('hands the chosen file itself and the defaults (0.35, png) to the client', async () => {
    const client = createFakeMediakitClient();
    const edit = vi.spyOn(client.stabilityEdit, 'edit');
    const hook = await editRun.render(client);
    fill(hook);
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

describe('useStabilityEdit one request at a time: credits, failures, includeBlob, Reset', () => {
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
