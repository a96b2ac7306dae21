import type { EnhanceInput, StudioScale, StyleInput } from '@mediakit/api-client';
import { estimateEnhanceCost, estimateTransformCost } from '@mediakit/api-client/costs';
import { enhanceUploads, imageStudioLimits } from '@mediakit/api-client/tools';
import type { UploadRule } from '@mediakit/tool-runtime';
import type { ImageStudioMessages } from './messages';

export type StudioTab = 'enhance' | 'transform';
export const studioScales: readonly StudioScale[] = imageStudioLimits.scales;

/** PNG or JPG up to 8 MB (document 001, sections 5 and 9), for the image and the style reference. */
export const studioImageUpload: UploadRule = enhanceUploads.image;

export interface ImageStudioValues {
  tab: StudioTab;
  /** The image to enhance, or the source to transform; a file wins over `imageUrl`. */
  imageFile: File | null;
  imageUrl: string;
  /** The style reference (Transform); a file wins over `styleUrl`. */
  styleFile: File | null;
  styleUrl: string;
  prompt: string;
  scale: StudioScale;
  /** 0 to 1 in steps of 0.05. */
  strength: number;
  preserveStructure: boolean;
}

export const defaultImageStudioValues: ImageStudioValues = {
  tab: 'enhance',
  imageFile: null,
  imageUrl: '',
  styleFile: null,
  styleUrl: '',
  prompt: '',
  scale: 4,
  strength: 0.7,
  preserveStructure: true,
};

type Problem = keyof Pick<ImageStudioMessages, 'enhanceImageRequired' | 'transformImagesRequired' | 'invalidUrl'>;
export type ImageStudioProblems = Partial<Record<'image' | 'style', Problem>>;

export function isStudioScale(value: unknown): value is StudioScale {
  return studioScales.some((scale) => scale === value);
}

/** Rounds to the 0.05 step within 0 to 1; anything unreadable keeps `fallback`. */
export function clampStudioStrength(value: unknown, fallback: number): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return fallback;
  const stepped = Math.round(Math.min(1, Math.max(0, value)) * 20) / 20;
  return Number(stepped.toFixed(2));
}

/** Enhance = enhancer cost + scale cost; Transform = editor cost + scale cost (document 001, section 9). */
export function estimateStudioCost(tab: StudioTab, scale: StudioScale): number {
  return tab === 'enhance' ? estimateEnhanceCost(scale) : estimateTransformCost(scale);
}

export function initialImageStudioValues(overrides: Partial<ImageStudioValues> | undefined): ImageStudioValues {
  const merged = { ...defaultImageStudioValues, ...overrides };
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    tab: merged.tab === 'transform' ? 'transform' : 'enhance',
    imageFile: merged.imageFile instanceof Blob ? merged.imageFile : null,
    imageUrl: text(merged.imageUrl),
    styleFile: merged.styleFile instanceof Blob ? merged.styleFile : null,
    styleUrl: text(merged.styleUrl),
    prompt: text(merged.prompt),
    scale: isStudioScale(merged.scale) ? merged.scale : defaultImageStudioValues.scale,
    strength: clampStudioStrength(merged.strength, defaultImageStudioValues.strength),
    preserveStructure: typeof merged.preserveStructure === 'boolean' ? merged.preserveStructure : true,
  };
}

const httpUrl = /^https?:\/\/\S+$/i;

type Picked = { file: File; url?: undefined } | { file?: undefined; url: string };

/** One image by file or URL: the file wins, as the client sends it (the upload field has checked the file). */
function pickImage(file: File | null, rawUrl: string, missing: Problem): { picked: Picked } | { error: Problem } {
  const url = rawUrl.trim();
  if (file) return { picked: { file } };
  if (!url) return { error: missing };
  return httpUrl.test(url) ? { picked: { url } } : { error: 'invalidUrl' };
}

export type ImageStudioValidation =
  | { ok: true; tab: 'enhance'; input: EnhanceInput }
  | { ok: true; tab: 'transform'; input: StyleInput }
  | { ok: false; errors: ImageStudioProblems };

/** The tab's rules: its image (and Transform's style reference) by file or http(s) URL; the problems as message keys. */
export function validateImageStudio(values: ImageStudioValues): ImageStudioValidation {
  const prompt = values.prompt.trim();
  const common = { scale: values.scale, ...(prompt ? { prompt } : {}) };
  if (values.tab === 'enhance') {
    const image = pickImage(values.imageFile, values.imageUrl, 'enhanceImageRequired');
    if ('error' in image) return { ok: false, errors: { image: image.error } };
    const { file, url } = image.picked;
    return { ok: true, tab: 'enhance', input: { ...common, ...(file ? { image: file } : { imageUrl: url }) } };
  }
  const missing = 'transformImagesRequired';
  const image = pickImage(values.imageFile, values.imageUrl, missing);
  const style = pickImage(values.styleFile, values.styleUrl, missing);
  if ('error' in image || 'error' in style) {
    return {
      ok: false,
      errors: {
        ...('error' in image ? { image: image.error } : {}),
        ...('error' in style ? { style: style.error } : {}),
      },
    };
  }
  const source = image.picked;
  const reference = style.picked;
  return {
    ok: true,
    tab: 'transform',
    input: {
      ...common,
      ...(source.file ? { image: source.file } : { imageUrl: source.url }),
      ...(reference.file ? { refImage: reference.file } : { refImageUrl: reference.url }),
      strength: values.strength,
      preserveStructure: values.preserveStructure,
    },
  };
}
