import { describe, expect, it } from 'vitest';
import {
  canGenerateMedia,
  initialTextToMediaState,
  isTextRequiredShown,
  textToMediaReducer,
  type TextToMediaState,
} from './textToMediaState';

type Result = { url: string; text: string };
const initial = (text?: string): TextToMediaState<Result> => initialTextToMediaState<Result>(text);

describe('textToMediaReducer', () => {
  it('never generates from blank or whitespace-only text', () => {
    let state = initial();
    expect(canGenerateMedia(state)).toBe(false);
    for (const blank of [' \n ', ' \n\t ']) {
      state = textToMediaReducer(state, { type: 'text-changed', text: blank });
      expect(canGenerateMedia(state)).toBe(false);
    }
    state = textToMediaReducer(state, { type: 'text-changed', text: 'Hi, I am Ada.' });
    expect(canGenerateMedia(state)).toBe(true);
    expect(canGenerateMedia(textToMediaReducer(state, { type: 'started' }))).toBe(false);
  });

  it('explains blank text only after an attempt, and not once text is written', () => {
    let state = initial();
    expect(isTextRequiredShown(state)).toBe(false);
    state = textToMediaReducer(state, { type: 'submit-rejected' });
    expect(isTextRequiredShown(state)).toBe(true);
    expect(isTextRequiredShown(textToMediaReducer(state, { type: 'text-changed', text: 'Hello' }))).toBe(false);
  });

  it('keeps the text and the last result when a new attempt fails', () => {
    let state = textToMediaReducer(initial('Hi'), { type: 'started' });
    state = textToMediaReducer(state, { type: 'succeeded', result: { url: 'https://x.test/a.mp3', text: 'Hi' } });
    state = textToMediaReducer(state, { type: 'started' });
    state = textToMediaReducer(state, { type: 'failed', error: 'Request failed' });
    expect(state).toMatchObject({ text: 'Hi', phase: 'failed', result: { url: 'https://x.test/a.mp3' } });
  });

  it('ignores a late answer after Reset, and survives a non-string default', () => {
    let state = textToMediaReducer(initial('Hi'), { type: 'started' });
    state = textToMediaReducer(state, { type: 'reset', text: '' });
    expect(textToMediaReducer(state, { type: 'succeeded', result: { url: 'u', text: 'Hi' } }).phase).toBe('idle');
    expect(textToMediaReducer(state, { type: 'failed', error: 'x' }).phase).toBe('idle');
    expect(initial(null as never).text).toBe('');
    expect(initial(42 as never).text).toBe('');
  });
});
