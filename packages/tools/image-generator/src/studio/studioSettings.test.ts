import { describe, expect, it } from 'vitest';
import { clampCfg, parseSeed, randomSeed, restoreStudioSettings, studioSizes } from './studioSettings';

describe('studio settings', () => {
  it('reads a seed: empty is random, a whole number in range is kept, anything else is refused', () => {
    expect(parseSeed('  ')).toBeUndefined();
    expect(parseSeed('42')).toBe(42);
    expect(parseSeed('2147483647')).toBe(2147483647);
    expect(parseSeed('2147483648')).toBeNull();
    expect(parseSeed('4.5')).toBeNull();
    expect(parseSeed('-1')).toBeNull();
    expect(parseSeed('abc')).toBeNull();
  });

  it('keeps CFG on its 0.5 grid from 1 to 15, 7.5 when it is not a number', () => {
    expect(clampCfg(7.3)).toBe(7.5);
    expect(clampCfg(0)).toBe(1);
    expect(clampCfg(20)).toBe(15);
    expect(clampCfg(Number.NaN)).toBe(7.5);
  });

  it('picks seeds in range', () => {
    expect(randomSeed(() => 0)).toBe(0);
    expect(randomSeed(() => 0.999999999)).toBeLessThanOrEqual(2147483647);
  });

  it('offers the five sizes of the spec with their pixel sizes', () => {
    expect(studioSizes.map((size) => `${size.width}x${size.height}`)).toEqual([
      '1024x1024',
      '1024x1344',
      '1344x1024',
      '768x1024',
      '1024x768',
    ]);
  });

  it('restores a stored draft, replacing anything unknown by its default', () => {
    expect(restoreStudioSettings({ prompt: 'Fox', size: '9x9', style: 'Anime', cfg: 99, seed: 3 })).toEqual({
      prompt: 'Fox',
      negativePrompt: '',
      size: '1024x1024',
      style: 'Anime',
      seed: '',
      cfg: 15,
    });
    expect(restoreStudioSettings(null).cfg).toBe(7.5);
  });
});
