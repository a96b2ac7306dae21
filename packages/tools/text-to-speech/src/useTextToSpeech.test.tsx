import { createFakeMediakitClient } from '@mediakit/api-client/fake';
import {
  clientWithHangingCall,
  clientWithRealCall,
  hookRun,
  itHandsOverTheBlob,
  itHoldsOneRequest,
  itRestoresTheChargeOnFailure,
  itShowsEachFailure,
  jsonResponse,
} from '@mediakit/test-support';
import { act, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useTextToSpeech } from './useTextToSpeech';

/** A run with the text 'Hi'. */
const speechRun = hookRun(useTextToSpeech, {
  fill: (hook) => act(() => hook.result.current.setText('Hi')),
  operation: 'tts.speak',
});
const renderReady = speechRun.render;

describe('useTextToSpeech', () => {
  itHoldsOneRequest({
    ...speechRun,
    call: ['tts', 'speak'],
    shortBalance: { credits: 0, message: 'Not enough credits. Need 1, you have 0.' },
  });

  it('sends the text even when it is empty, as the spec says (the server answers with its reason)', async () => {
    const { client, speak } = clientWithHangingCall('tts', 'speak');
    const hook = await renderReady(client);
    act(() => hook.result.current.setText('   '));
    let sent = false;
    act(() => {
      sent = hook.result.current.submit();
    });
    expect(sent).toBe(true);
    expect(speak).toHaveBeenCalledWith({ text: '' }, expect.anything());
  });

  it('POSTs { text } as JSON to /api/v1/tts and returns the audio url', async () => {
    const { client, sent } = clientWithRealCall('tts', () =>
      jsonResponse({ url: 'https://cdn.example.test/speech.mp3' }),
    );
    const onResult = vi.fn();
    const hook = await renderReady(client, { onResult });
    act(() => hook.result.current.setText('  Hello there  '));
    act(() => void hook.result.current.submit());
    expect(hook.result.current.isBusy).toBe(true);
    await waitFor(() => expect(hook.result.current.phase).toBe('succeeded'));
    const request = sent[0]!;
    expect(request.method).toBe('POST');
    expect(new URL(request.url).pathname).toBe('/api/v1/tts');
    expect(await request.json()).toEqual({ text: 'Hello there' });
    expect(hook.result.current.result).toEqual({ url: 'https://cdn.example.test/speech.mp3', text: 'Hello there' });
    expect(onResult).toHaveBeenCalledWith({ url: 'https://cdn.example.test/speech.mp3', text: 'Hello there' });
  });

  itHandsOverTheBlob(speechRun, (speech) => ({ url: speech.result?.url, text: 'Hi' }));

  it('charges the estimate at once, then takes the balance from the server', async () => {
    const client = createFakeMediakitClient({ credits: 10, latencyMs: 20 });
    const hook = await renderReady(client);
    act(() => hook.result.current.setText('Hi'));
    act(() => void hook.result.current.submit());
    expect(hook.result.current.credits.credits).toBe(9);
    client.fake.setCredits(7);
    await waitFor(() => expect(hook.result.current.phase).toBe('succeeded'));
    // The server charged its 1 credit from the 7 it held and says so.
    await waitFor(() => expect(hook.result.current.credits.credits).toBe(6));
  });

  itRestoresTheChargeOnFailure(speechRun, { credits: 10, charge: 1 });

  itShowsEachFailure(speechRun, '%s shows a clear message: %s', [
    ['unauthenticated', 'Please log in to continue.'],
    ['insufficient-credits', 'Not enough credits. Need 433, you have 432.'],
    ['invalid-input', 'The prompt field is required.'],
    ['network-error', 'Network/CORS error: failed to reach the API.'],
    ['server-error', 'The model is overloaded. Try again in a minute.'],
    ['malformed', 'Could not generate the audio. Please try again.'],
  ]);

  it("says 'Could not generate the audio. Please try again.' for a bare 500 and 'No audio received.' without a url", async () => {
    const bare = await renderReady(clientWithRealCall('tts', () => new Response('', { status: 500 })).client);
    act(() => bare.result.current.setText('Hi'));
    act(() => void bare.result.current.submit());
    await waitFor(() => expect(bare.result.current.error).toBe('Could not generate the audio. Please try again.'));
    const empty = await renderReady(clientWithRealCall('tts', () => jsonResponse({})).client, {
      messages: { noAudio: 'Pas de son.' },
    });
    act(() => empty.result.current.setText('Hi'));
    act(() => void empty.result.current.submit());
    await waitFor(() => expect(empty.result.current.error).toBe('Pas de son.'));
  });

  it('Reset aborts the request, restores the default text and ignores the late answer', async () => {
    const { client, signals, answer } = clientWithHangingCall('tts', 'speak');
    const onResult = vi.fn();
    const hook = await renderReady(client, { onResult, defaultValues: { text: 'Welcome' } });
    act(() => hook.result.current.setText('Something else'));
    act(() => void hook.result.current.submit());
    act(() => hook.result.current.reset());
    expect(signals[0]?.aborted).toBe(true);
    expect(hook.result.current.values.text).toBe('Welcome');
    await act(async () => answer({ url: 'https://x.test/late.mp3' }));
    expect(hook.result.current.phase).toBe('idle');
    expect(onResult).not.toHaveBeenCalled();
  });
});
