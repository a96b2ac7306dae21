import { ApiError } from '@mediakit/api-client';
import { failureMessage } from '@mediakit/tool-runtime';
import { beforeEach, describe, expect, it } from 'vitest';
import { effectiveResolution, engineFor, estimateImageCost, imageAspects, normalizePlan } from './imagePlans';
import { imageGeneratorMessages as text, type ImageGeneratorMessages } from './messages';
import {
  addRecentImage,
  readRecentImages,
  recentImagesStorageKey,
  writeRecentImages,
  type RecentImage,
} from './recentImageStore';
import { storedImagePathJson } from './storedImagePathJson';
import { imageFailureWording } from './imageEngines';
import { validateImageRequest } from './validateImageRequest';

const imageFailureMessage = (error: unknown, messages: ImageGeneratorMessages) =>
  failureMessage(error, messages, imageFailureWording(messages));

const item = (index: number): RecentImage => ({
  prompt: `p${index}`,
  url: `https://cdn.test/${index}.png`,
  size: 'square_1_1',
  resolution: '1k',
  plan: 'pro',
  timestamp: index,
  engine: 'mystic',
});

describe('validateImageRequest', () => {
  const paid = { plan: 'pro' as const, isLoggedIn: true };
  it('checks the prompt, then login, then a paid plan’s resolution', () => {
    expect(validateImageRequest({ prompt: '', resolution: '1k' }, paid)).toBe('promptRequired');
    expect(validateImageRequest({ prompt: ' \t', resolution: '1k' }, paid)).toBe('promptRequired');
    expect(validateImageRequest({ prompt: 'x'.repeat(4001), resolution: '1k' }, paid)).toBe('promptTooLong');
    expect(validateImageRequest({ prompt: 'x'.repeat(4000), resolution: '1k' }, paid)).toBeUndefined();
    expect(validateImageRequest({ prompt: 'x', resolution: '1k' }, { ...paid, isLoggedIn: false })).toBe('notLoggedIn');
    expect(validateImageRequest({ prompt: 'x', resolution: '1k' }, { ...paid, isLoggedIn: undefined })).toBeUndefined();
    expect(validateImageRequest({ prompt: 'x', resolution: undefined }, paid)).toBe('resolutionRequired');
    expect(validateImageRequest({ prompt: 'x', resolution: '4k' }, paid)).toBe('resolutionRequired');
    expect(
      validateImageRequest({ prompt: 'x', resolution: undefined }, { plan: 'free', isLoggedIn: true }),
    ).toBeUndefined();
  });
});

describe('plans', () => {
  it('has the nine aspect values and the plan table of section 6', () => {
    expect(imageAspects).toEqual([
      'square_1_1',
      'widescreen_16_9',
      'social_story_9_16',
      'portrait_2_3',
      'standard_3_2',
      'social_post_4_5',
      'classic_4_3',
      'traditional_3_4',
      'vertical_1_2',
    ]);
    expect(engineFor('free')).toBe('classic');
    expect(engineFor('plus')).toBe('mystic');
    expect(effectiveResolution('plus', '2k')).toBe('1k');
    expect(effectiveResolution('pro', '2k')).toBe('2k');
    expect(effectiveResolution('business', '4k')).toBe('4k');
    expect(effectiveResolution('free', '1k')).toBeUndefined();
    expect(normalizePlan(' Business ')).toBe('business');
    expect(normalizePlan('enterprise')).toBeUndefined();
    expect(normalizePlan(42)).toBeUndefined();
  });

  it('estimates text_to_image 2, plus 1 for 2k and 2 for 4k', () => {
    expect(estimateImageCost('classic', undefined)).toBe(2);
    expect(estimateImageCost('mystic', '1k')).toBe(2);
    expect(estimateImageCost('mystic', '2k')).toBe(3);
    expect(estimateImageCost('mystic', '4k')).toBe(4);
  });
});

describe('imageFailureMessage', () => {
  it('uses the catalogue texts and the partner’s overrides', () => {
    expect(imageFailureMessage(new ApiError('unauthenticated', 'Please log in to continue.'), text)).toBe(
      'Unauthenticated. Please login again.',
    );
    expect(imageFailureMessage(new ApiError('timeout', 'Timed out after 5 minutes. Please try again.'), text)).toBe(
      'Timed out after 5 minutes. Please try again.',
    );
    expect(
      imageFailureMessage(new ApiError('job-failed', 'Generation failed.'), { ...text, generationFailed: 'Kaputt.' }),
    ).toBe('Kaputt.');
    expect(imageFailureMessage(new Error('boom'), text)).toBe('Generation failed.');
    expect(imageFailureMessage(new ApiError('http', 'Model overloaded'), text)).toBe('Model overloaded');
  });

  it('lists the allowed resolutions of a 403', () => {
    const planLimit = { allowedResolutions: ['1k', '2k'], requested: '4k', plan: 'pro', upgradeHint: 'Go Business.' };
    expect(imageFailureMessage(new ApiError('forbidden', 'x', { reason: 'plan-limit', planLimit }), text)).toBe(
      'Your pro plan allows 1k, 2k. Go Business.',
    );
    expect(
      imageFailureMessage(
        new ApiError('forbidden', 'x', {
          reason: 'plan-limit',
          planLimit: { ...planLimit, plan: undefined, upgradeHint: undefined },
        }),
        text,
      ),
    ).toBe('Your plan allows 1k, 2k.');
  });
});

describe('recent images', () => {
  beforeEach(() => localStorage.clear());

  it('keeps ten, newest first, and round-trips through localStorage', () => {
    let list: RecentImage[] = [];
    for (let index = 0; index < 12; index += 1) list = addRecentImage(list, item(index));
    expect(list.map((entry) => entry.timestamp)).toEqual([11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
    writeRecentImages(list);
    expect(readRecentImages()).toEqual(list);
  });

  it('drops corrupt data and foreign or unsafe entries instead of crashing', () => {
    for (const raw of ['{oops', '"text"', 'null', '{"a":1}', '42']) {
      localStorage.setItem(recentImagesStorageKey, raw);
      expect(readRecentImages()).toEqual([]);
    }
    localStorage.setItem(
      recentImagesStorageKey,
      JSON.stringify([
        item(1),
        { ...item(2), url: 'javascript:alert(1)' },
        { ...item(3), timestamp: 'yesterday' },
        { ...item(4), engine: 'dalle' },
        null,
        { ...item(5), resolution: null, engine: 'classic' },
      ]),
    );
    expect(readRecentImages()).toEqual([item(1), { ...item(5), resolution: null, engine: 'classic' }]);
  });

  it('survives a storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    } as unknown as Storage;
    expect(readRecentImages(broken)).toEqual([]);
    expect(() => writeRecentImages([item(1)], broken)).not.toThrow();
  });
});

it('shows the stored image path as an images list', () => {
  expect(JSON.parse(storedImagePathJson('https://cdn.test/a.png'))).toEqual({ images: ['https://cdn.test/a.png'] });
});
