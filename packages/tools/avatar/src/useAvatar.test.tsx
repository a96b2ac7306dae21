import {
  clientWithHangingCall,
  hookRun,
  itAppliesThe402Balance,
  itHandsOverTheBlob,
  itHoldsOneRequest,
  itPostsJson,
  itResetsMidRun,
  itRestoresTheChargeOnFailure,
  itSaysNoOutput,
  itShowsEachFailure,
} from '@mediakit/test-support';
import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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

  itPostsJson(avatarRun, {
    fill: (hook) => act(() => hook.result.current.setScript('  Hi, I am Ada.  ')),
    path: '/api/v1/avatar',
    body: { script: 'Hi, I am Ada.' },
    answer: { url: 'https://cdn.example.test/avatar.mp4' },
    result: { url: 'https://cdn.example.test/avatar.mp4', script: 'Hi, I am Ada.' },
  });

  itHandsOverTheBlob(avatarRun, (avatar) => ({ url: avatar.result?.url, script: 'Hi' }));

  itRestoresTheChargeOnFailure(avatarRun, { credits: 10, charge: 1 });

  itAppliesThe402Balance(avatarRun, {
    credits: 10,
    wording: 'Not enough credits. Need X, you have Y.',
    message: 'Not enough credits. Need 11, you have 10.',
  });

  itShowsEachFailure(avatarRun, '%s shows %s', [
    ['unauthenticated', 'Please log in to continue.'],
    ['invalid-input', 'The prompt field is required.'],
    ['network-error', 'Network/CORS error: failed to reach the API.'],
    ['server-error', 'The model is overloaded. Try again in a minute.'],
    ['malformed', 'Something went wrong.'],
  ]);

  itSaysNoOutput(avatarRun, { message: 'No output received.', override: { noOutput: 'Aucune vidéo.' } });

  itResetsMidRun(avatarRun, {
    options: { defaultValues: { script: 'Hello!' } },
    values: { script: 'Hello!' },
    lateAnswer: { url: 'https://x.test/late.mp4' },
  });
});
