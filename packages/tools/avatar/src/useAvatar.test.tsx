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
import { useAvatar } from './useAvatar';

/** A run with the script 'Hi'. */
const avatarRun = hookRun(useAvatar, {
  fill: (hook) => act(() => hook.result.current.setScript('Hi')),
  operation: 'avatar.generate',
});
const renderReady = avatarRun.render;

describe('useAvatar', () => {
  itHoldsOneRequest({
    ...avatarRun,
    call: ['avatar', 'generate'],
    shortBalance: { credits: 0, message: 'Not enough credits. Need 1, you have 0.' },
  });

  it('does not send a blank script and says why', async () => {
    const { client, generate } = clientWithHangingCall('avatar', 'generate');
    const hook = await renderReady(client);
    expect(hook.result.current.fieldErrors.script).toBeUndefined();
    act(() => hook.result.current.setScript('  \n '));
    act(() => void hook.result.current.submit());
    expect(generate).not.toHaveBeenCalled();
    expect(hook.result.current.fieldErrors.script).toBe('Write a script for the avatar to say.');
  });

  it('POSTs { script } as JSON to /api/v1/avatar and returns the video url', async () => {
    const { client, sent } = clientWithRealCall('avatar', () =>
      jsonResponse({ url: 'https://cdn.example.test/avatar.mp4' }),
    );
    const onResult = vi.fn();
    const hook = await renderReady(client, { onResult });
    act(() => hook.result.current.setScript('  Hi, I am Ada.  '));
    act(() => void hook.result.current.submit());
    expect(hook.result.current.isBusy).toBe(true);
    await waitFor(() => expect(hook.result.current.phase).toBe('succeeded'));
    const request = sent[0]!;
    expect(request.method).toBe('POST');
    expect(new URL(request.url).pathname).toBe('/api/v1/avatar');
    expect(await request.json()).toEqual({ script: 'Hi, I am Ada.' });
    expect(hook.result.current.result).toEqual({ url: 'https://cdn.example.test/avatar.mp4', script: 'Hi, I am Ada.' });
    expect(onResult).toHaveBeenCalledWith({ url: 'https://cdn.example.test/avatar.mp4', script: 'Hi, I am Ada.' });
  });

  itHandsOverTheBlob(avatarRun, (avatar) => ({ url: avatar.result?.url, script: 'Hi' }));

  itRestoresTheChargeOnFailure(avatarRun, { credits: 10, charge: 1 });

  it("applies the server's balance from a 402", async () => {
    const client = createFakeMediakitClient({ credits: 3 });
    const hook = await renderReady(client);
    // Spent elsewhere since the balance was read: only the server knows.
    client.fake.setCredits(0);
    act(() => hook.result.current.setScript('Hi'));
    act(() => void hook.result.current.submit());
    await waitFor(() => expect(hook.result.current.error).toBe('Not enough credits. Need 1, you have 0.'));
    expect(hook.result.current.credits.credits).toBe(0);
  });

  itShowsEachFailure(avatarRun, '%s shows %s', [
    ['unauthenticated', 'Please log in to continue.'],
    ['invalid-input', 'The prompt field is required.'],
    ['network-error', 'Network/CORS error: failed to reach the API.'],
    ['server-error', 'The model is overloaded. Try again in a minute.'],
    ['malformed', 'Something went wrong.'],
  ]);

  it("says 'No output received.' when no url comes back, in the partner's words if given", async () => {
    const { client } = clientWithRealCall('avatar', () => jsonResponse({}));
    const hook = await renderReady(client);
    act(() => hook.result.current.setScript('Hi'));
    act(() => void hook.result.current.submit());
    await waitFor(() => expect(hook.result.current.error).toBe('No output received.'));
    const custom = await renderReady(client, { messages: { noOutput: 'Aucune vidéo.' } });
    act(() => custom.result.current.setScript('Hi'));
    act(() => void custom.result.current.submit());
    await waitFor(() => expect(custom.result.current.error).toBe('Aucune vidéo.'));
  });

  it('Reset aborts the request, restores the default script and ignores the late answer', async () => {
    const { client, signals, answer } = clientWithHangingCall('avatar', 'generate');
    const onResult = vi.fn();
    const hook = await renderReady(client, { onResult, defaultValues: { script: 'Hello!' } });
    act(() => void hook.result.current.submit());
    act(() => hook.result.current.reset());
    expect(signals[0]?.aborted).toBe(true);
    expect(hook.result.current.values.script).toBe('Hello!');
    await act(async () => answer({ url: 'https://x.test/late.mp4' }));
    expect(hook.result.current.phase).toBe('idle');
    expect(onResult).not.toHaveBeenCalled();
  });
});
