import type { ProductVideoInput } from '@mediakit/api-client';
import { imageUploadTypes, megabytes, type UploadRule } from '@mediakit/tool-runtime';
import type { ProductVideoMessages } from './messages';

/** The product photo: an image of at most 10 MB, as the server takes it. */
export const productImageUpload: UploadRule = { types: imageUploadTypes, maxBytes: megabytes(10) };

export const durationRange = { min: 2, max: 12, default: 5 } as const;
export const fpsRange = { min: 12, max: 30, default: 25 } as const;

export const productResolutions = ['480p', '720p', '1080p'] as const;
export type ProductResolution = (typeof productResolutions)[number];

export const productMotions = ['rotate', 'zoom', 'pan'] as const;
export type ProductMotion = (typeof productMotions)[number];

export const styleModels = [
  'Kling 1.0 Pro',
  'Kling 1.0',
  'Vidu 2.0',
  'Vidu 1.5',
  'PixVerse 1.5',
  'PixVerse 1.0',
  'MiniMax 1.0',
  'Seedance 1.0',
] as const;
export type StyleModel = (typeof styleModels)[number];

export const aspectRatios = ['auto', '1:1', '16:9', '9:16'] as const;
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
