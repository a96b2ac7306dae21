import { describe, expect, it } from 'vitest';
import {
  canSubmit,
  checkImage,
  clampStrength,
  initialStabilityEditState,
  maxImageBytes,
  stabilityEditReducer,
  visibleFieldErrors,
} from './stabilityEditState';

const fileOf = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });
const webp = fileOf('cat.webp', 'image/webp');

describe('checkImage', () => {
  it('accepts PNG, JPEG and WEBP under 12 MB', () => {
    expect(checkImage(fileOf('a.png', 'image/png'))).toBeUndefined();
    expect(checkImage(fileOf('a.jpg', 'image/jpeg'))).toBeUndefined();
    expect(checkImage(webp)).toBeUndefined();
    expect(checkImage(fileOf('a.webp', ''))).toBeUndefined();
    expect(checkImage(fileOf('big.png', 'image/png', 12 * 1024 * 1024 - 1))).toBeUndefined();
  });

  it('refuses other types and anything of 12 MB or more', () => {
    expect(maxImageBytes).toBe(12 * 1024 * 1024 - 1);
    expect(checkImage(fileOf('a.gif', 'image/gif'))).toBe('wrong-type');
    expect(checkImage(fileOf('a.pdf', 'application/pdf'))).toBe('wrong-type');
    expect(checkImage(fileOf('twelve.png', 'image/png', 12 * 1024 * 1024))).toBe('too-large');
  });
});

describe('clampStrength', () => {
  it('keeps 0 to 1 and falls back to 0.35 for anything unreadable', () => {
    expect(clampStrength(0)).toBe(0);
    expect(clampStrength(1)).toBe(1);
    expect(clampStrength(0.35)).toBe(0.35);
    expect(clampStrength(0.1 + 0.2)).toBe(0.3);
    expect(clampStrength(-0.5)).toBe(0);
    expect(clampStrength(7)).toBe(1);
    expect(clampStrength(Number.NaN)).toBe(0.35);
  });
});

describe('stabilityEditReducer', () => {
  it('defaults to strength 0.35 and png', () => {
    const { values } = initialStabilityEditState();
    expect(values).toEqual({ image: null, prompt: '', strength: 0.35, outputFormat: 'png' });
  });

  it('needs an image and a prompt, shown after the first submit attempt', () => {
    let state = initialStabilityEditState();
    expect(visibleFieldErrors(state)).toEqual({});
    state = stabilityEditReducer(state, { type: 'submit-rejected' });
    expect(visibleFieldErrors(state)).toEqual({ image: 'imageInvalid', prompt: 'promptRequired' });
    state = stabilityEditReducer(state, { type: 'image-picked', file: webp });
    state = stabilityEditReducer(state, { type: 'prompt-changed', prompt: ' \n ' });
    expect(canSubmit(state)).toBe(false);
    state = stabilityEditReducer(state, { type: 'prompt-changed', prompt: 'oil painting' });
    expect(canSubmit(state)).toBe(true);
  });

  it('keeps the previous image when a refused file is picked', () => {
    let state = stabilityEditReducer(initialStabilityEditState(), { type: 'image-picked', file: webp });
    state = stabilityEditReducer(state, { type: 'image-picked', file: fileOf('a.gif', 'image/gif') });
    expect(state.values.image).toBe(webp);
    expect(visibleFieldErrors(state)).toEqual({ image: 'imageInvalid' });
  });

  it('accepts only png, jpeg and webp as the output format', () => {
    let state = stabilityEditReducer(initialStabilityEditState(), { type: 'format-changed', outputFormat: 'webp' });
    expect(state.values.outputFormat).toBe('webp');
    state = stabilityEditReducer(state, { type: 'format-changed', outputFormat: 'gif' as never });
    expect(state.values.outputFormat).toBe('webp');
  });

  it('cleans up bad default values instead of crashing', () => {
    const { values } = initialStabilityEditState({ strength: 4, outputFormat: 'bmp' as never, prompt: 3 as never });
    expect(values).toEqual({ image: null, prompt: '', strength: 1, outputFormat: 'png' });
  });
});
