import { describe, expect, it } from 'vitest';
import { clampVariations, initialNoMaskEditValues, validateNoMaskEdit } from './noMaskEditForm';

const png = new File([new Uint8Array(10)], 'cat.png', { type: 'image/png' });

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

describe('no-mask edit rules', () => {
  it('needs a prompt and an image; whitespace is not a prompt', () => {
    const values = initialNoMaskEditValues();
    expect(validateNoMaskEdit(values)).toEqual({ prompt: 'promptRequired', image: 'imageRequired' });
    expect(validateNoMaskEdit({ ...values, prompt: '   ', image: png })).toEqual({ prompt: 'promptRequired' });
    expect(validateNoMaskEdit({ ...values, prompt: 'a hat', image: png })).toEqual({});
  });

  it('cleans up bad default values instead of crashing', () => {
    const values = initialNoMaskEditValues({
      prompt: undefined as never,
      size: 333 as never,
      variations: 12,
      image: 'x.gif' as never,
    });
    expect(values).toEqual({ prompt: '', image: null, size: 1024, variations: 4 });
  });
});
