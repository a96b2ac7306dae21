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

export type ImageEditorField = 'image' | 'prompt';
export type ImageEditorErrors = Partial<Record<ImageEditorField, string>>;

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

export type ImageEditorValidation =
  { ok: true; input: ImageEditInput; source: File | string } | { ok: false; errors: ImageEditorErrors };

/** The spec's rules in order: an image or URL (a URL wins over a file), then a prompt. The upload field checks files. */
export function validateImageEditor(values: ImageEditorValues, messages: ImageEditorMessages): ImageEditorValidation {
  const errors: ImageEditorErrors = {};
  const url = values.imageUrl.trim();
  const prompt = values.prompt.trim();
  if (url) {
    if (!httpUrl.test(url)) errors.image = messages.invalidUrl;
  } else if (!values.imageFile) {
    errors.image = messages.imageRequired;
  }
  if (!prompt) errors.prompt = messages.promptRequired;
  if (errors.image || errors.prompt) return { ok: false, errors };

  const background = values.background.trim();
  const common = { prompt, strength: values.strength, size: values.size, ...(background ? { background } : {}) };
  if (url) return { ok: true, input: { ...common, imageUrl: url }, source: url };
  if (values.imageFile) return { ok: true, input: { ...common, image: values.imageFile }, source: values.imageFile };
  return { ok: false, errors: { image: messages.imageRequired } };
}
