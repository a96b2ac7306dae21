import type { ImageEditInput } from '@mediakit/api-client';
import { imageEditorLimits, imageEditUploads } from '@mediakit/api-client/tools';
import type { UploadRule } from '@mediakit/tool-runtime';
import type { ImageEditorMessages } from './messages';

export const imageEditSizes = imageEditorLimits.sizes;
export type ImageEditSize = (typeof imageEditSizes)[number];

/** An image of at most 8 MB (document 001, section 9), refused before any request otherwise. */
export const editorImageUpload: UploadRule = imageEditUploads.image;

export interface ImageEditorValues {
  imageFile: File | null;
  /** Wins over `imageFile` when not blank. */
  imageUrl: string;
  prompt: string;
  /** 0 to 100. */
  strength: number;
  background: string;
  size: ImageEditSize;
}

export const defaultImageEditorValues: ImageEditorValues = {
  imageFile: null,
  imageUrl: '',
  prompt: '',
  strength: 50,
  background: '',
  size: '1024x1024',
};

/** Whole numbers from 0 to 100; anything unreadable keeps `fallback`. */
export function clampStrength(value: unknown, fallback: number): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return fallback;
  return Math.min(100, Math.max(0, Math.round(value)));
}

export function isImageEditSize(value: unknown): value is ImageEditSize {
  return imageEditSizes.some((size) => size === value);
}

/** Defaults with a partner's `defaultValues` applied; values out of range fall back instead of reaching the server. */
export function initialImageEditorValues(overrides: Partial<ImageEditorValues> | undefined): ImageEditorValues {
  const merged = { ...defaultImageEditorValues, ...overrides };
  return {
    imageFile: merged.imageFile instanceof Blob ? merged.imageFile : null,
    imageUrl: typeof merged.imageUrl === 'string' ? merged.imageUrl : '',
    prompt: typeof merged.prompt === 'string' ? merged.prompt : '',
    strength: clampStrength(merged.strength, defaultImageEditorValues.strength),
    background: typeof merged.background === 'string' ? merged.background : '',
    size: isImageEditSize(merged.size) ? merged.size : defaultImageEditorValues.size,
  };
}

const httpUrl = /^https?:\/\/\S+$/i;

type Problem = keyof Pick<ImageEditorMessages, 'invalidUrl' | 'imageRequired' | 'promptRequired'>;

/** The spec's rules: an image or URL (a URL wins over a file), then a prompt. The upload field checks files' bytes. */
export function imageEditorProblems(values: ImageEditorValues): { image?: Problem; prompt?: Problem } {
  const url = values.imageUrl.trim();
  const image = url ? (httpUrl.test(url) ? undefined : 'invalidUrl') : values.imageFile ? undefined : 'imageRequired';
  return { image, prompt: values.prompt.trim() ? undefined : 'promptRequired' };
}

/** What an edit of checked values sends: the URL when there is one, else the file. */
export function imageEditInputOf(values: ImageEditorValues): ImageEditInput | undefined {
  const url = values.imageUrl.trim();
  const background = values.background.trim();
  const common = {
    prompt: values.prompt.trim(),
    strength: values.strength,
    size: values.size,
    ...(background ? { background } : {}),
  };
  if (url) return { ...common, imageUrl: url };
  return values.imageFile ? { ...common, image: values.imageFile } : undefined;
}
