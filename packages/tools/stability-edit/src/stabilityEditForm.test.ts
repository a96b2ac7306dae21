import { describe, expect, it } from 'vitest';
import {
  clampStrength,
  initialStabilityEditValues,
  stabilityImageUpload,
  validateStabilityEdit,
} from './stabilityEditForm';

const webp = new File([new Uint8Array(10)], 'cat.webp', { type: 'image/webp' });

describe('stability edit rules', () => {
  it('takes PNG, JPEG and WEBP under 12 MB: a file of exactly 12 MiB is too large', () => {
    expect(stabilityImageUpload.types).toEqual(['image/png', 'image/jpeg', 'image/webp']);
    expect(stabilityImageUpload.maxBytes).toBe(12 * 1024 * 1024 - 1);
  });

  it('keeps strength within 0 to 1 and falls back to 0.35 for anything unreadable', () => {
    expect(clampStrength(0)).toBe(0);
    expect(clampStrength(1)).toBe(1);
    expect(clampStrength(0.35)).toBe(0.35);
    expect(clampStrength(0.1 + 0.2)).toBe(0.3);
    expect(clampStrength(-0.5)).toBe(0);
    expect(clampStrength(7)).toBe(1);
    expect(clampStrength(Number.NaN)).toBe(0.35);
  });

  it('defaults to strength 0.35 and png, and cleans up bad defaults instead of crashing', () => {
    expect(initialStabilityEditValues()).toEqual({ image: null, prompt: '', strength: 0.35, outputFormat: 'png' });
    const values = initialStabilityEditValues({ strength: 4, outputFormat: 'bmp' as never, prompt: 3 as never });
    expect(values).toEqual({ image: null, prompt: '', strength: 1, outputFormat: 'png' });
  });

  it('needs an image and a prompt; whitespace is not a prompt', () => {
    const values = initialStabilityEditValues();
    expect(validateStabilityEdit(values)).toEqual({ image: 'imageInvalid', prompt: 'promptRequired' });
    expect(validateStabilityEdit({ ...values, image: webp, prompt: ' \n ' })).toEqual({ prompt: 'promptRequired' });
    expect(validateStabilityEdit({ ...values, image: webp, prompt: 'oil painting' })).toEqual({});
  });
});
