import {
  clientWithHangingCall,
  hookRun,
  itHandsOverTheBlob,
  itRunsOneRequest,
  itPostsJson,
  itResetsMidRun,
  itSaysNoOutput,
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
  itRunsOneRequest(avatarRun, {
    credits: { charge: 1, wording: 'Not enough credits. Need X, you have Y.', credits: 10 },
    failures: { malformed: 'Something went wrong.' },
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

  itSaysNoOutput(avatarRun, { message: 'No output received.', override: { noOutput: 'Aucune vidéo.' } });

  itResetsMidRun(avatarRun, {
    options: { defaultValues: { script: 'Hello!' } },
    values: { script: 'Hello!' },
    lateAnswer: { url: 'https://x.test/late.mp4' },
  });
});
