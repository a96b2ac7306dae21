import { stabilityEditLimits, stabilityEditUploads } from '@mediakit/api-client/tools';
import type { UploadRule } from '@mediakit/tool-runtime';
import type { StabilityEditMessages } from './messages';

export const outputFormats = stabilityEditLimits.formats;
export type OutputFormat = (typeof outputFormats)[number];

export const defaultStrength = stabilityEditLimits.strength.default;
export const strengthStep = 0.05;

/** PNG, JPEG or WEBP "under 12 MB" (the spec's words): a file of exactly 12 MiB is already too large. */
export const stabilityImageUpload: UploadRule = stabilityEditUploads.image;

export interface StabilityEditValues {
  image: File | null;
  prompt: string;
  /** 0 to 1. */
  strength: number;
  outputFormat: OutputFormat;
}

export const defaultStabilityEditValues: StabilityEditValues = {
  image: null,
  prompt: '',
  strength: defaultStrength,
  outputFormat: 'png',
};

/** Strength stays within 0 to 1 (two decimals, free of float noise); anything unreadable falls back to 0.35. */
export function clampStrength(strength: number): number {
  if (!Number.isFinite(strength)) return defaultStrength;
  return Number(Math.min(1, Math.max(0, strength)).toFixed(2));
}

export function isOutputFormat(value: unknown): value is OutputFormat {
  return outputFormats.includes(value as OutputFormat);
}

/** A partner's starting values made safe. */
export function initialStabilityEditValues(defaults?: Partial<StabilityEditValues>): StabilityEditValues {
  const values = { ...defaultStabilityEditValues, ...defaults };
  return {
    image: values.image instanceof Blob ? values.image : null,
    prompt: typeof values.prompt === 'string' ? values.prompt : '',
    strength: clampStrength(values.strength),
    outputFormat: isOutputFormat(values.outputFormat) ? values.outputFormat : defaultStabilityEditValues.outputFormat,
  };
}

export type StabilityEditFieldErrors = Partial<Record<'prompt' | 'image', keyof StabilityEditMessages>>;

/** The message keys of what blocks submission. */
export function validateStabilityEdit(values: StabilityEditValues): StabilityEditFieldErrors {
  const errors: StabilityEditFieldErrors = {};
  if (!values.image) errors.image = 'imageInvalid';
  if (!values.prompt.trim()) errors.prompt = 'promptRequired';
  return errors;
}
