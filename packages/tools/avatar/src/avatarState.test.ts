import { describe, expect, it } from 'vitest';
import { avatarReducer, canGenerate, initialAvatarState, visibleScriptError } from './avatarState';
import { scriptToWebVtt } from './scriptCaptions';

describe('avatarReducer', () => {
  it('never generates from a blank or whitespace-only script', () => {
    let state = initialAvatarState();
    expect(canGenerate(state)).toBe(false);
    state = avatarReducer(state, { type: 'script-changed', script: ' \n ' });
    expect(canGenerate(state)).toBe(false);
    state = avatarReducer(state, { type: 'script-changed', script: 'Hi, I am Ada.' });
    expect(canGenerate(state)).toBe(true);
    expect(canGenerate(avatarReducer(state, { type: 'started' }))).toBe(false);
  });

  it('explains a blank script only after an attempt', () => {
    const state = initialAvatarState();
    expect(visibleScriptError(state)).toBeUndefined();
    expect(visibleScriptError(avatarReducer(state, { type: 'submit-rejected' }))).toBe('scriptRequired');
  });

  it('ignores a late answer after Reset, and survives a non-string default', () => {
    let state = avatarReducer(initialAvatarState('Hi'), { type: 'started' });
    state = avatarReducer(state, { type: 'reset', script: '' });
    expect(avatarReducer(state, { type: 'succeeded', url: 'u', script: 'Hi' }).phase).toBe('idle');
    expect(avatarReducer(state, { type: 'failed', error: 'x' }).phase).toBe('idle');
    expect(initialAvatarState(null as never).script).toBe('');
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
