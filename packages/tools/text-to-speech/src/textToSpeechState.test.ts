import { describe, expect, it } from 'vitest';
import { initialTextToSpeechState, textToSpeechReducer, visibleTextError } from './textToSpeechState';

// The state machine itself is the runtime's text-to-media reducer, tested there.
describe('textToSpeechReducer', () => {
  it('explains blank text only after an attempt', () => {
    const state = initialTextToSpeechState();
    expect(visibleTextError(state)).toBeUndefined();
    expect(visibleTextError(textToSpeechReducer(state, { type: 'submit-rejected' }))).toBe('textRequired');
  });
});
