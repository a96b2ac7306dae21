import { describe, expect, it } from 'vitest';
import { canGenerate, initialTextToSpeechState, textToSpeechReducer, visibleTextError } from './textToSpeechState';

describe('textToSpeechReducer', () => {
  it('never generates from blank or whitespace-only text', () => {
    let state = initialTextToSpeechState();
    expect(canGenerate(state)).toBe(false);
    state = textToSpeechReducer(state, { type: 'text-changed', text: ' \n\t ' });
    expect(canGenerate(state)).toBe(false);
    state = textToSpeechReducer(state, { type: 'text-changed', text: 'Hello' });
    expect(canGenerate(state)).toBe(true);
    expect(canGenerate(textToSpeechReducer(state, { type: 'started' }))).toBe(false);
  });

  it('explains blank text only after an attempt', () => {
    const state = initialTextToSpeechState();
    expect(visibleTextError(state)).toBeUndefined();
    expect(visibleTextError(textToSpeechReducer(state, { type: 'submit-rejected' }))).toBe('textRequired');
  });

  it('keeps the text and the last audio when a new attempt fails', () => {
    let state = textToSpeechReducer(initialTextToSpeechState('Hi'), { type: 'started' });
    state = textToSpeechReducer(state, { type: 'succeeded', url: 'https://x.test/a.mp3', text: 'Hi' });
    state = textToSpeechReducer(state, { type: 'started' });
    state = textToSpeechReducer(state, { type: 'failed', error: 'Request failed' });
    expect(state).toMatchObject({ text: 'Hi', phase: 'failed', result: { url: 'https://x.test/a.mp3' } });
  });

  it('ignores a late answer after Reset, and survives a non-string default', () => {
    let state = textToSpeechReducer(initialTextToSpeechState('Hi'), { type: 'started' });
    state = textToSpeechReducer(state, { type: 'reset', text: '' });
    expect(textToSpeechReducer(state, { type: 'succeeded', url: 'u', text: 'Hi' }).phase).toBe('idle');
    expect(initialTextToSpeechState(42 as never).text).toBe('');
  });
});
