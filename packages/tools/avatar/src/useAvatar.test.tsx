import { hookRun, itPostsJson, itRunsOneRequest } from '@mediakit/test-support';
import { act } from '@testing-library/react';
import { describe } from 'vitest';
import { useAvatar } from './useAvatar';

/** A run with the script 'Hi'. */
const avatarRun = hookRun(useAvatar, {
  fill: (hook) => act(() => hook.result.current.field('script').onChange('Hi')),
  operation: 'avatar.generate',
});

describe('useAvatar', () => {
  itRunsOneRequest(avatarRun, {
    emptyForm: {
      fieldErrors: { script: 'Write a script for the avatar to say.' },
      alsoRefused: { script: '  \n ' },
    },
    credits: { charge: 1, wording: 'Not enough credits. Need X, you have Y.', credits: 10 },
    failures: { malformed: 'Something went wrong.' },
    noOutput: { message: 'No output received.', override: { noOutput: 'Aucune vidéo.' } },
    blob: (avatar) => ({ url: avatar.result?.url, poster: avatar.result?.poster, script: 'Hi' }),
    resetMidRun: {
      options: { defaultValues: { script: 'Hello!' } },
      lateAnswer: { url: 'https://x.test/late.mp4' },
    },
  });

  itPostsJson(avatarRun, {
    input: { script: '  Hi, I am Ada.  ' },
    path: '/api/v1/avatar',
    body: { script: 'Hi, I am Ada.' },
    answer: { url: 'https://cdn.example.test/avatar.mp4' },
  });
});
