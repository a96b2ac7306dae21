import { ApiError, type BackgroundRemovalApi } from '@mediakit/api-client';
import {
  clientWithRealCall,
  expectRefusalDropsFailure,
  fakeClientWith,
  hangingCall,
  hookRun,
  itRunsOneRequest,
  valuesKept,
} from '@mediakit/test-support';
import { act, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useBackgroundComposer } from './useBackgroundComposer';

const png = (name = 'subject.png') => new File(['png'], name, { type: 'image/png' });
const gif = (name = 'bg.gif') => new File(['gif'], name, { type: 'image/gif' });

/** A text field's value, or FILE for a file part (jsdom's File loses its name and bytes on the way through Node's Request). */
type Fields = Record<string, string>;
const FILE = '(file)';

/** The real POST /ai/bg/remove over a fetch that records every multipart field it sends; the rest on the fake. */
function recordingClient() {
  const sent: Fields[] = [];
  const { client } = clientWithRealCall('backgroundRemoval', async (request) => {
    const fields: Fields = {};
    (await request.formData()).forEach((value, name) => {
      fields[name] = typeof value === 'string' ? value : FILE;
    });
    sent.push(fields);
    return Response.json({ success: true, file: { url: 'https://cdn.test/out.png' }, credits: 9 });
  });
  return { client, sent };
}

const withRemove = (remove: BackgroundRemovalApi['remove'], credits = 10) =>
  fakeClientWith('backgroundRemoval', { remove }, { credits });

/** A run that removes the background of a PNG subject. */
const composerRun = hookRun(useBackgroundComposer, {
  fill: (hook) => act(() => hook.result.current.set({ subjectFile: png() })),
  operation: 'backgroundRemoval.remove',
});

describe('useBackgroundComposer: validation', () => {
  it("refuses a subject URL that is not http(s): 'Upload an image or provide a valid image URL.'", async () => {
    const remove = vi.fn();
    const { result } = await composerRun.render(withRemove(remove));
    act(() => result.current.set({ subjectUrl: 'ftp://x.test/a.png' }));
    act(() => void result.current.submit());
    expect(result.current.fieldErrors.subject).toBe('Upload an image or provide a valid image URL.');
    expect(remove).not.toHaveBeenCalled();
  });

  it('shows one error for the subject, the latest: a refused submit drops the server’s refusal of the last URL (issue #29)', async () => {
    const refused = new ApiError('http', 'That URL cannot be used: it must be a public http(s) address.', {
      status: 422,
      reason: 'invalid-input',
    });
    const remove = vi.fn().mockRejectedValue(refused);
    const { result } = await composerRun.render(withRemove(remove));
    act(() => result.current.set({ subjectUrl: 'http://127.0.0.1/a.png' }));
    act(() => void result.current.submit());
    await waitFor(() => expect(result.current.phase).toBe('failed'));
    expect(result.current.error).toBe('That URL cannot be used: it must be a public http(s) address.');
    expectRefusalDropsFailure(result, { subjectUrl: '' }, 'subject', 'Upload an image or provide a valid image URL.');
    expect(remove).toHaveBeenCalledTimes(1);
  });

  it('clamps canvas size to 32–10000 and padding to 0–2000, and keeps the last value for a cleared field', async () => {
    const { result } = await composerRun.render(withRemove(vi.fn()));
    expect(valuesKept(result, 'canvasWidth', [4])).toEqual([32]);
    expect(valuesKept(result, 'canvasHeight', [123456])).toEqual([10000]);
    expect(valuesKept(result, 'padding', [-20, 5000, Number.NaN])).toEqual([0, 2000, 2000]);
  });
});

describe('useBackgroundComposer: the multipart request', () => {
  it('Transparent Only sends the subject file alone', async () => {
    const { client, sent } = recordingClient();
    const onResult = vi.fn();
    const { result } = await composerRun.render(client, { onResult });
    act(() => result.current.set({ subjectUrl: 'https://x.test/ignored.png' }));
    act(() => result.current.set({ subjectFile: png() }));
    act(() => void result.current.submit());
    await waitFor(() => expect(result.current.phase).toBe('succeeded'));
    expect(sent).toEqual([{ image: FILE }]);
    expect(result.current.result?.url).toBe('https://cdn.test/out.png');
    expect(onResult).toHaveBeenCalledWith({ url: 'https://cdn.test/out.png', credits: 9 });
    expect(result.current.credits.credits).toBe(9);
  });

  it('sends image_url and, in Add Background mode, bg_image over bg_image_url over bg_color', async () => {
    const { client, sent } = recordingClient();
    const { result } = await composerRun.render(client, {
      defaultValues: {
        mode: 'background',
        canvasWidth: 800,
        canvasHeight: 600,
        padding: 24,
        fit: 'contain',
        align: 'bottom-right',
      },
    });
    const layout = {
      canvas_width: '800',
      canvas_height: '600',
      bg_fit: 'contain',
      align: 'bottom-right',
      padding: '24',
    };
    act(() => result.current.set({ subjectUrl: ' https://x.test/cat.png ' }));
    act(() => result.current.set({ backgroundUrl: 'https://x.test/beach.jpg' }));
    act(() => result.current.set({ backgroundFile: gif() }));
    act(() => void result.current.submit());
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ image_url: 'https://x.test/cat.png', bg_image: FILE, ...layout });

    await waitFor(() => expect(result.current.phase).toBe('succeeded'));
    act(() => result.current.set({ backgroundFile: null }));
    act(() => void result.current.submit());
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toEqual({
      image_url: 'https://x.test/cat.png',
      bg_image_url: 'https://x.test/beach.jpg',
      ...layout,
    });

    await waitFor(() => expect(result.current.phase).toBe('succeeded'));
    act(() => result.current.set({ backgroundUrl: '' }));
    act(() => void result.current.submit());
    await waitFor(() => expect(sent).toHaveLength(3));
    expect(sent[2]).toEqual({ image_url: 'https://x.test/cat.png', bg_color: '#FFFFFF', ...layout });
  });

  it('sends a chosen colour and never an out-of-range number', async () => {
    const { client, sent } = recordingClient();
    const { result } = await composerRun.render(client, { defaultValues: { mode: 'background' } });
    act(() => result.current.set({ subjectFile: png() }));
    act(() => result.current.set({ backgroundColor: '#112233' }));
    act(() => result.current.set({ canvasWidth: 20000 }));
    act(() => result.current.set({ padding: -1 }));
    act(() => void result.current.submit());
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ bg_color: '#112233', canvas_width: '10000', padding: '0' });
  });
});

describe('useBackgroundComposer: empty form, one request at a time, credits, failures, includeBlob', () => {
  itRunsOneRequest(composerRun, {
    emptyForm: { fieldErrors: { subject: 'Upload an image or provide a valid image URL.' } },
    credits: { charge: 1, wording: 'Insufficient credits. Needed X, you have Y.', credits: 7 },
    failures: { malformed: 'Background processing failed.' },
    blob: (composer) => ({ url: composer.result?.url, credits: composer.credits.credits }),
  });

  it("shows 'Background processing failed.' when the server answers success: false without a reason", async () => {
    const remove = vi.fn().mockRejectedValue(new ApiError('job-failed', 'Background processing failed.'));
    const { result } = await composerRun.render(withRemove(remove), {
      messages: { processingFailed: 'Le traitement a échoué.' },
    });
    act(() => result.current.set({ subjectFile: png() }));
    act(() => void result.current.submit());
    await waitFor(() => expect(result.current.error).toBe('Le traitement a échoué.'));
  });
});

describe('useBackgroundComposer: abort', () => {
  it("says 'Processing…' while the request runs; Reset aborts it and returns to the default values", async () => {
    const { call: remove, signals } = hangingCall<BackgroundRemovalApi['remove']>();
    const { result } = await composerRun.render(withRemove(remove), { defaultValues: { canvasWidth: 500 } });
    act(() => result.current.set({ subjectFile: png() }));
    act(() => result.current.set({ canvasWidth: 900 }));
    act(() => void result.current.submit());
    expect(result.current.isBusy).toBe(true);
    expect(result.current.statusText).toBe('Processing…');
    act(() => result.current.reset());
    expect(signals[0]?.aborted).toBe(true);
    expect(result.current.phase).toBe('idle');
    expect(result.current.values.subjectFile).toBeNull();
    expect(result.current.values.canvasWidth).toBe(500);
  });
});
