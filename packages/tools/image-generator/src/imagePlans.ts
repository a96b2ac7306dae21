import { type ImageAspect, type ImagePlan } from '@mediakit/api-client';
import { operationCost } from '@mediakit/api-client/costs';
import { imageAspectNames, imagePlanOf, imagePlanResolutions, imageResolutions } from '@mediakit/api-client/tools';
import type { ImageGeneratorMessages } from './messages';

// The image tool's definition (its aspects, resolutions and plan rule) is in @mediakit/api-client/tools, which the
// server and the fake read too; these are the screen's views of it.

/** The nine aspect values of section 9, in the order the picker shows them. */
export const imageAspects: readonly ImageAspect[] = imageAspectNames;

export const defaultImageAspect: ImageAspect = 'square_1_1';

export const aspectMessageKeys: Record<ImageAspect, keyof ImageGeneratorMessages> = {
  square_1_1: 'aspectSquare',
  widescreen_16_9: 'aspectWidescreen',
  social_story_9_16: 'aspectSocialStory',
  portrait_2_3: 'aspectPortrait',
  standard_3_2: 'aspectStandard',
  social_post_4_5: 'aspectSocialPost',
  classic_4_3: 'aspectClassic',
  traditional_3_4: 'aspectTraditional',
  vertical_1_2: 'aspectVertical',
};

export { imageResolutions };

export type ImageResolution = (typeof imageResolutions)[number];

export const resolutionMessageKeys: Record<ImageResolution, keyof ImageGeneratorMessages> = {
  '1k': 'resolution1k',
  '2k': 'resolution2k',
  '4k': 'resolution4k',
};

/** Section 6: free has no resolution (classic call, size only); plus 1k; pro 1k and 2k; business 1k, 2k and 4k. */
export const planResolutions: Record<ImagePlan, readonly ImageResolution[]> = imagePlanResolutions;

/** The free plan's one-shot call, or the paid plans' polled job. */
export type ImageEngine = 'classic' | 'mystic';

export function isImageAspect(value: unknown): value is ImageAspect {
  return typeof value === 'string' && (imageAspects as readonly string[]).includes(value);
}

export function isImageResolution(value: unknown): value is ImageResolution {
  return typeof value === 'string' && (imageResolutions as readonly string[]).includes(value);
}

/** A plan as the server or a partner spells it ('Pro', ' business '); anything else is unknown. */
export const normalizePlan: (value: unknown) => ImagePlan | undefined = imagePlanOf;

export function engineFor(plan: ImagePlan): ImageEngine {
  return planResolutions[plan].length === 0 ? 'classic' : 'mystic';
}

/** The chosen resolution when the plan allows it, else the plan's first; undefined on the free plan. */
export function effectiveResolution(plan: ImagePlan, chosen: string | undefined): ImageResolution | undefined {
  const allowed = planResolutions[plan];
  return allowed.find((resolution) => resolution === chosen) ?? allowed[0];
}

/**
 * text_to_image (2) per image, plus the scale add-on of section 9 for a 2k or 4k mystic image (as the backend charges
 * it: 2k 1, 4k 2). The classic call has no resolution and costs text_to_image.
 */
export function estimateImageCost(engine: ImageEngine, resolution: string | undefined): number {
  return engine === 'mystic' ? operationCost('mystic', { resolution }) : operationCost('imageGeneration', {});
}
