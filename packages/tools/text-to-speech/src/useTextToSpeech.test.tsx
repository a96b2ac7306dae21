import { createFakeMediakitClient } from '@mediakit/api-client/fake';
import {
  clientWithHangingCall,
  clientWithRealCall,
  hookRun,
  itRunsOneRequest,
  itPostsJson,
} from '@mediakit/test-support';
import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useTextToSpeech } from './useTextToSpeech';

/** A run with the text 'Hi'. */
const speechRun = hookRun(useTextToSpeech, {
  fill: (hook) => act(() => hook.result.current.field('text').onChange('Hi')),
  operation: 'tts.speak',
});

describe('useTextToSpeech', () => {
  itRunsOneRequest(speechRun, {
    credits: { charge: 1, wording: 'Not enough credits. Need X, you have Y.', credits: 10 },
    failures: {
      'insufficient-credits': 'Not enough credits. Need 433, you have 432.',
      malformed: 'Could not generate the audio. Please try again.',
    },
    noOutput: { message: 'No audio received.', override: { noAudio: 'Pas de son.' } },
    blob: (speech) => ({ url: speech.result?.url, text: 'Hi' }),
    resetMidRun: {
      options: { defaultValues: { text: 'Welcome' } },
      lateAnswer: { url: 'https://x.test/late.mp3' },
    },
  });

  it('sends the text even when it is empty, as the spec says (the server answers with its reason)', async () => {
    const { client, speak } = clientWithHangingCall('tts', 'speak');
    const hook = await speechRun.render(client);
    act(() => hook.result.current.field('text').onChange('   '));
    let sent = false;
    act(() => {
      sent = hook.result.current.submit();
    });
    expect(sent).toBe(true);
    expect(speak).toHaveBeenCalledWith({ text: '' }, expect.anything());
  });

  itPostsJson(speechRun, {
    input: { text: '  Hello there  ' },
    path: '/api/v1/tts',
    body: { text: 'Hello there' },
    answer: { url: 'https://cdn.example.test/speech.mp3' },
  });

  it('charges the estimate at once, then takes the balance from the server', async () => {
    const client = createFakeMediakitClient({ credits: 10, latencyMs: 20 });
    const hook = await speechRun.render(client);
    act(() => hook.result.current.field('text').onChange('Hi'));
    act(() => void hook.result.current.submit());
    expect(hook.result.current.credits.credits).toBe(9);
    client.fake.setCredits(7);
    await waitFor(() => expect(hook.result.current.phase).toBe('succeeded'));
    // The server charged its 1 credit from the 7 it held and says so.
    await waitFor(() => expect(hook.result.current.credits.credits).toBe(6));
  });

  it("says 'Could not generate the audio. Please try again.' for a bare 500", async () => {
    const bare = await speechRun.render(clientWithRealCall('tts', () => new Response('', { status: 500 })).client);
    act(() => bare.result.current.field('text').onChange('Hi'));
    act(() => void bare.result.current.submit());
    await waitFor(() => expect(bare.result.current.error).toBe('Could not generate the audio. Please try again.'));
  });
});
