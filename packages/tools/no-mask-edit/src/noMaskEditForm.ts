import type { NoMaskEditInput } from '@mediakit/api-client';
import { noMaskEditLimits, noMaskEditUploads } from '@mediakit/api-client/tools';
import type { UploadRule } from '@mediakit/tool-runtime';
import type { NoMaskEditMessages } from './messages';

/** The output sizes the endpoint accepts, as the edge of a square. */
export const noMaskEditSizes = [256, 512, 1024] as const;
export type NoMaskEditSize = (typeof noMaskEditSizes)[number];

/** The endpoint's `size` field for each edge: always a square. */
export const squareSizes = {
  256: '256x256',
  512: '512x512',
  1024: '1024x1024',
} as const satisfies Record<NoMaskEditSize, NonNullable<NoMaskEditInput['size']>>;

export const minVariations = noMaskEditLimits.variations.min;
export const maxVariations = noMaskEditLimits.variations.max;

/** PNG or JPG; the spec states "about 10 MB", and the server holds to 10 MiB. */
export const noMaskImageUpload: UploadRule = noMaskEditUploads.image;

export interface NoMaskEditValues {
  prompt: string;
  image: File | null;
  size: NoMaskEditSize;
  variations: number;
}

export const defaultNoMaskEditValues: NoMaskEditValues = { prompt: '', image: null, size: 1024, variations: 1 };

/** Variations are whole numbers from 1 to 4; anything else (NaN, 0, 9, 2.6) is brought into range. */
export function clampVariations(variations: number): number {
  if (!Number.isFinite(variations)) return minVariations;
  return Math.min(maxVariations, Math.max(minVariations, Math.round(variations)));
}

export function isNoMaskEditSize(size: unknown): size is NoMaskEditSize {
  return noMaskEditSizes.includes(size as NoMaskEditSize);
}

/** A partner's starting values made safe: unknown sizes fall back, variations are clamped. */
export function initialNoMaskEditValues(defaults?: Partial<NoMaskEditValues>): NoMaskEditValues {
  const values = { ...defaultNoMaskEditValues, ...defaults };
  return {
    prompt: typeof values.prompt === 'string' ? values.prompt : '',
    image: values.image instanceof Blob ? values.image : null,
    size: isNoMaskEditSize(values.size) ? values.size : defaultNoMaskEditValues.size,
    variations: clampVariations(values.variations),
  };
}

export type NoMaskEditFieldErrors = Partial<Record<'prompt' | 'image', keyof NoMaskEditMessages>>;

/** The message keys of what blocks submission. */
export function validateNoMaskEdit(values: NoMaskEditValues): NoMaskEditFieldErrors {
  const errors: NoMaskEditFieldErrors = {};
  if (!values.prompt.trim()) errors.prompt = 'promptRequired';
  if (!values.image) errors.image = 'imageRequired';
  return errors;
}
