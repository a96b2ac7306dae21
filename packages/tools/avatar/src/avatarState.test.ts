import { describe, expect, it } from 'vitest';
import { avatarReducer, initialAvatarState, visibleScriptError } from './avatarState';
import { scriptToWebVtt } from './scriptCaptions';

// The state machine itself is the runtime's text-to-media reducer, tested there.
describe('avatarReducer', () => {
  it('explains a blank script only after an attempt', () => {
    const state = initialAvatarState();
    expect(visibleScriptError(state)).toBeUndefined();
    expect(visibleScriptError(avatarReducer(state, { type: 'submit-rejected' }))).toBe('scriptRequired');
  });
});

describe('scriptToWebVtt', () => {
  it('makes one cue with the whole script', () => {
    expect(scriptToWebVtt('Hello there.\nWelcome!')).toBe(
      'WEBVTT\n\n00:00:00.000 --> 99:59:59.999\nHello there.\nWelcome!\n',
    );
  });

  it('keeps the cue intact when the script has blank lines, CRLF or an arrow', () => {
    expect(scriptToWebVtt('One\r\n\r\n  Two --> three  \n\n')).toBe(
      'WEBVTT\n\n00:00:00.000 --> 99:59:59.999\nOne\nTwo -> three\n',
    );
  });
});
