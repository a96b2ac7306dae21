import { describe, expect, it } from 'vitest';
import {
  canSubmit,
  checkImage,
  clampVariations,
  initialNoMaskEditState,
  maxImageBytes,
  noMaskEditReducer,
  visibleFieldErrors,
} from './noMaskEditState';

const fileOf = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });
const png = fileOf('cat.png', 'image/png');

describe('clampVariations', () => {
  it('keeps 1 to 4 and brings anything else into range', () => {
    expect([1, 2, 3, 4].map(clampVariations)).toEqual([1, 2, 3, 4]);
    expect(clampVariations(0)).toBe(1);
    expect(clampVariations(-3)).toBe(1);
    expect(clampVariations(5)).toBe(4);
    expect(clampVariations(99)).toBe(4);
    expect(clampVariations(2.6)).toBe(3);
    expect(clampVariations(Number.NaN)).toBe(1);
    expect(clampVariations(Number.POSITIVE_INFINITY)).toBe(1);
  });
});

describe('checkImage', () => {
  it('accepts PNG and JPG up to 10 MB', () => {
    expect(checkImage(png)).toBeUndefined();
    expect(checkImage(fileOf('cat.jpg', 'image/jpeg'))).toBeUndefined();
    expect(checkImage(fileOf('cat.jpeg', ''))).toBeUndefined();
    expect(checkImage(fileOf('big.png', 'image/png', maxImageBytes))).toBeUndefined();
  });

  it('refuses other types, empty files and anything over 10 MB', () => {
    expect(checkImage(fileOf('cat.webp', 'image/webp'))).toBe('wrong-type');
    expect(checkImage(fileOf('cat.gif', 'image/gif'))).toBe('wrong-type');
    expect(checkImage(fileOf('notes.txt', 'text/plain'))).toBe('wrong-type');
    expect(checkImage(fileOf('empty.png', 'image/png', 0))).toBe('empty');
    expect(checkImage(fileOf('huge.png', 'image/png', maxImageBytes + 1))).toBe('too-large');
  });
});

describe('noMaskEditReducer', () => {
  it('needs a prompt and an image; whitespace is not a prompt', () => {
    let state = initialNoMaskEditState();
    expect(canSubmit(state)).toBe(false);
    state = noMaskEditReducer(state, { type: 'prompt-changed', prompt: '   ' });
    state = noMaskEditReducer(state, { type: 'image-picked', file: png });
    expect(canSubmit(state)).toBe(false);
    state = noMaskEditReducer(state, { type: 'prompt-changed', prompt: 'a hat' });
    expect(canSubmit(state)).toBe(true);
  });

  it('shows missing fields only after a submit attempt', () => {
    const state = initialNoMaskEditState();
    expect(visibleFieldErrors(state)).toEqual({});
    expect(visibleFieldErrors(noMaskEditReducer(state, { type: 'submit-rejected' }))).toEqual({
      prompt: 'promptRequired',
      image: 'imageRequired',
    });
  });

  it('keeps the previous image when a refused file is picked, and says why at once', () => {
    let state = noMaskEditReducer(initialNoMaskEditState(), { type: 'image-picked', file: png });
    state = noMaskEditReducer(state, {
      type: 'image-picked',
      file: fileOf('huge.jpg', 'image/jpeg', maxImageBytes + 1),
    });
    expect(state.values.image).toBe(png);
    expect(visibleFieldErrors(state)).toEqual({ image: 'imageTooLarge' });
    state = noMaskEditReducer(state, { type: 'image-picked', file: fileOf('cat.gif', 'image/gif') });
    expect(state.values.image).toBe(png);
    expect(visibleFieldErrors(state)).toEqual({ image: 'imageRequired' });
  });

  it('accepts only the three sizes and clamps variations as they are typed', () => {
    let state = initialNoMaskEditState();
    expect(state.values.size).toBe(1024);
    state = noMaskEditReducer(state, { type: 'size-changed', size: 256 });
    expect(state.values.size).toBe(256);
    state = noMaskEditReducer(state, { type: 'size-changed', size: 300 as never });
    expect(state.values.size).toBe(256);
    state = noMaskEditReducer(state, { type: 'variations-changed', variations: 7 });
    expect(state.values.variations).toBe(4);
  });

  it('cleans up bad default values instead of crashing', () => {
    const state = initialNoMaskEditState({
      prompt: undefined as never,
      size: 333 as never,
      variations: 12,
      image: fileOf('x.gif', 'image/gif'),
    });
    expect(state.values).toEqual({ prompt: '', image: null, size: 1024, variations: 4 });
  });

  it('ignores a late answer after Reset', () => {
    let state = noMaskEditReducer(initialNoMaskEditState(), { type: 'started' });
    state = noMaskEditReducer(state, { type: 'reset', values: initialNoMaskEditState().values });
    const late = noMaskEditReducer(state, {
      type: 'succeeded',
      result: { inputUrl: undefined, items: [] },
      of: { image: png, prompt: 'hat' },
    });
    expect(late.phase).toBe('idle');
    expect(noMaskEditReducer(state, { type: 'failed', error: 'Edit failed.' }).phase).toBe('idle');
  });
});
