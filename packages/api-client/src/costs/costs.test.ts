import { describe, expect, it } from 'vitest';
import { estimateEnhanceCost, estimateTransformCost, featureCost, scaleCost } from './featureCosts';
import { estimateVideoCost } from './videoCost';

describe('feature costs', () => {
  it('follow the spec table, 1 for anything unknown', () => {
    expect(
      [
        'bg_remover',
        'image_editor',
        'text_to_image',
        'image_to_video',
        'image_enhancer',
        'image_to_text',
        'mystery',
      ].map(featureCost),
    ).toEqual([1, 2, 2, 5, 1, 1, 1]);
  });

  it('scale add-ons: 2k 1, 4k 2, 8k 3, 16k 4, as names or factors; unknown 0', () => {
    expect(['2k', '4k', '8k', '16k', '4K', '1k'].map(scaleCost)).toEqual([1, 2, 3, 4, 2, 0]);
    expect([2, 4, 8, 16, 3].map(scaleCost)).toEqual([1, 2, 3, 4, 0]);
    expect(scaleCost(undefined)).toBe(0);
  });

  it('enhance = enhancer + scale; transform = editor + scale', () => {
    expect(estimateEnhanceCost(4)).toBe(3);
    expect(estimateEnhanceCost('16k')).toBe(5);
    expect(estimateTransformCost(8)).toBe(5);
    expect(estimateTransformCost(undefined)).toBe(2);
  });
});

describe('estimateVideoCost', () => {
  it('adds the resolution and duration surcharges to the base 5', () => {
    expect(estimateVideoCost({ resolution: '360p', duration: 5 })).toBe(6);
    expect(estimateVideoCost({ resolution: '480p', duration: 8 })).toBe(9);
    expect(estimateVideoCost({ resolution: '560p', duration: 5 })).toBe(8);
    expect(estimateVideoCost({ resolution: '720p', duration: 5 })).toBe(9);
    expect(estimateVideoCost({ resolution: '1080p', duration: 8 })).toBe(13);
  });

  it('adds 0 for an unknown resolution and treats an unknown duration as 8 s', () => {
    expect(estimateVideoCost({ resolution: '4k', duration: 5 })).toBe(5);
    expect(estimateVideoCost({ resolution: '720p' })).toBe(11);
    expect(estimateVideoCost({ resolution: '720p', duration: 6 })).toBe(11);
    expect(estimateVideoCost({})).toBe(7);
  });
});
