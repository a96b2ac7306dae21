import type { ProductVideoInput } from '@mediakit/api-client';
import { productVideoLimits, productVideoUploads } from '@mediakit/api-client/tools';
import type { UploadRule } from '@mediakit/tool-runtime';
import type { ProductVideoMessages } from './messages';

// The limits are the tool's definition's (@mediakit/api-client/tools), the same the server checks.

/** The product photo: an image of at most 10 MB, as the server takes it. */
export const productImageUpload: UploadRule = productVideoUploads.image;

export const durationRange = productVideoLimits.duration;
export const fpsRange = productVideoLimits.fps;

export const productResolutions = productVideoLimits.resolutions;
export type ProductResolution = (typeof productResolutions)[number];

export const productMotions = productVideoLimits.motions;
export type ProductMotion = (typeof productMotions)[number];

export const styleModels = productVideoLimits.styles;
export type StyleModel = (typeof styleModels)[number];

export const aspectRatios = productVideoLimits.aspects;
export type AspectRatio = (typeof aspectRatios)[number];

export interface ProductVideoValues {
  image: File | null;
  prompt: string;
  duration: number;
  resolution: ProductResolution;
  fps: number;
  motion: ProductMotion;
  style: StyleModel;
  /** Optional: not sent while unset. */
  aspect: AspectRatio | null;
}

export type ProductVideoDefaults = Partial<ProductVideoValues>;

function oneOf<Value extends string>(list: readonly Value[], value: unknown, fallback: Value): Value {
  return list.find((item) => item === value) ?? fallback;
}

/** Whole numbers within the range; anything else (NaN, empty) falls back to the default. */
export function clampToRange(value: unknown, range: { min: number; max: number; default: number }): number {
  const number = typeof value === 'number' ? value : Number.NaN;
  if (!Number.isFinite(number)) return range.default;
  return Math.min(range.max, Math.max(range.min, Math.round(number)));
}

export function initialProductVideoValues(defaults: ProductVideoDefaults = {}): ProductVideoValues {
  return {
    image: defaults.image instanceof Blob ? defaults.image : null,
    prompt: typeof defaults.prompt === 'string' ? defaults.prompt : '',
    duration: clampToRange(defaults.duration ?? durationRange.default, durationRange),
    resolution: oneOf(productResolutions, defaults.resolution, '720p'),
    fps: clampToRange(defaults.fps ?? fpsRange.default, fpsRange),
    motion: oneOf(productMotions, defaults.motion, 'rotate'),
    style: oneOf(styleModels, defaults.style, 'Kling 1.0 Pro'),
    aspect: defaults.aspect ? oneOf(aspectRatios, defaults.aspect, 'auto') : null,
  };
}

export function validateProductVideo(values: ProductVideoValues): keyof ProductVideoMessages | undefined {
  return values.image ? undefined : 'imageRequired';
}

/** The request; `aspect` only when chosen. */
export function toProductVideoInput(values: ProductVideoValues & { image: File }): ProductVideoInput {
  const input: ProductVideoInput = {
    image: values.image,
    prompt: values.prompt.trim(),
    duration: values.duration,
    resolution: values.resolution,
    fps: values.fps,
    motion: values.motion,
    style: values.style,
  };
  return values.aspect ? { ...input, aspect: values.aspect } : input;
}
