import { ApiError, type OcrApi, type OcrResult } from '@mediakit/api-client';
import { createFakeMediakitClient } from '@mediakit/api-client/fake';
import { clientWithRealCall, fakeClientWith, hangingCall, hookRun, itRunsOneRequest } from '@mediakit/test-support';
import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useOcr } from './useOcr';

const png = (name = 'scan.png') => new File(['png'], name, { type: 'image/png' });

const twoLines: OcrResult = {
  text: '',
  words: [
    { text: 'world', box: { x: 60, y: 10, width: 40, height: 20 } },
    { text: 'second', box: { x: 10, y: 50, width: 40, height: 20 } },
    { text: 'Hello', box: { x: 10, y: 12, width: 40, height: 20 } },
    { text: 'line', box: { x: 80, y: 49, width: 40, height: 20 } },
  ],
};

const withExtract = (extract: OcrApi['extract'], credits = 10) => fakeClientWith('ocr', { extract }, { credits });

/** A run that extracts the text of a PNG scan. */
const ocrRun = hookRun(useOcr, {
  fill: (hook) => act(() => hook.result.current.set({ image: png() })),
  operation: 'ocr.extract',
});

afterEach(() => vi.unstubAllGlobals());

describe('useOcr: the request', () => {
  it('sends the image alone as multipart field `image` to /api/image/text', async () => {
    const { client, sent } = clientWithRealCall('ocr', () =>
      Response.json({ text: 'Hi', words: [{ text: 'Hi', left: 1, top: 2, width: 3, height: 4 }] }),
    );
    const onResult = vi.fn();
    const { result } = await ocrRun.render(client, { onResult });
    act(() => result.current.set({ image: png() }));
    act(() => void result.current.submit());
    await waitFor(() => expect(result.current.phase).toBe('succeeded'));
    expect(sent.map((request) => new URL(request.url).pathname)).toEqual(['/api/image/text']);
    expect([...(await sent[0]!.formData()).keys()]).toEqual(['image']);
    expect(result.current.words).toEqual([{ text: 'Hi', box: { x: 1, y: 2, width: 3, height: 4 } }]);
    const delivered = onResult.mock.calls[0]?.[0];
    expect(delivered.text).toBe('Hi');
    expect(await delivered.toBlob().text()).toBe('Hi');
  });

  it('reads all three box shapes through the fake and announces the count', async () => {
    const { result } = await ocrRun.render(createFakeMediakitClient());
    act(() => result.current.set({ image: png() }));
    act(() => void result.current.submit());
    expect(result.current.statusText).toBe('Extracting text…');
    await waitFor(() => expect(result.current.phase).toBe('succeeded'));
    expect(result.current.words.map((word) => word.text)).toEqual(['Hello', 'Mediakit']);
    expect(result.current.words[1]?.box).toEqual({ x: 80, y: 12, width: 90, height: 18 });
    expect(result.current.statusText).toBe('Text extracted: 2 words.');
    expect(result.current.allText).toBe('Hello Mediakit');
  });
});

describe('useOcr: empty form, one request at a time, credits and failures', () => {
  itRunsOneRequest(ocrRun, {
    emptyForm: { fieldErrors: { image: 'Choose a JPEG or PNG image to extract its text.' } },
    credits: { charge: 1, wording: 'Not enough credits. Need X, you have Y.', credits: 7 },
    failures: { malformed: 'Something went wrong.' },
  });

  it("shows a failed request's own words", async () => {
    const extract = vi.fn().mockRejectedValue(new ApiError('http', 'Request failed (500)', { status: 500 }));
    const { result } = await ocrRun.render(withExtract(extract));
    act(() => result.current.set({ image: png() }));
    act(() => void result.current.submit());
    await waitFor(() => expect(result.current.error).toBe('Request failed (500)'));
  });
});

describe('useOcr: selection, copy and download', () => {
  async function extracted() {
    const hook = await ocrRun.render(withExtract(vi.fn().mockResolvedValue(twoLines)));
    act(() => hook.result.current.set({ image: png('scan: page 1?.png') }));
    act(() => void hook.result.current.submit());
    await waitFor(() => expect(hook.result.current.phase).toBe('succeeded'));
    return hook;
  }

  it('orders words for reading and copies the selection in reading order', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const { result } = await extracted();
    expect(result.current.order).toEqual([2, 0, 1, 3]);
    act(() => result.current.changeSelection({ type: 'toggle', at: 3 }));
    act(() => result.current.changeSelection({ type: 'toggle', at: 1 }));
    expect(result.current.selectedText).toBe('world\nline');
    await act(() => result.current.copySelection());
    expect(writeText).toHaveBeenLastCalledWith('world\nline');
    expect(result.current.copyFeedback).toEqual({ tone: 'info', text: 'Copied.' });
    await act(() => result.current.copyAll());
    expect(writeText).toHaveBeenLastCalledWith('Hello world\nsecond line');
  });

  it('says so when the clipboard refuses', async () => {
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText: vi.fn().mockRejectedValue(new Error('no')) } });
    const { result } = await extracted();
    await act(() => result.current.copyAll());
    expect(result.current.copyFeedback).toEqual({
      tone: 'error',
      text: 'Could not copy. Select the text and copy it instead.',
    });
  });

  it('names the .txt after the image, sanitised', async () => {
    const { result } = await extracted();
    expect(result.current.downloadFileName).toBe('scan_ page 1_.txt');
  });
});

describe('useOcr: abort', () => {
  it('Reset aborts the request and clears the image', async () => {
    const { call: extract, signals } = hangingCall<OcrApi['extract']>();
    const { result } = await ocrRun.render(withExtract(extract));
    act(() => result.current.set({ image: png() }));
    act(() => void result.current.submit());
    act(() => result.current.reset());
    expect(signals[0]?.aborted).toBe(true);
    expect(result.current.values.image).toBeNull();
    expect(result.current.phase).toBe('idle');
  });
});
