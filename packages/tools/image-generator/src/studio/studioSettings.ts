import type { ImageAspect } from '@mediakit/api-client';
import { imageGeneratorLimits } from '@mediakit/api-client/tools';

/** The text-to-image studio's sizes (spec 000, "Text-to-image landing studio"), with the aspect each is nearest to. */
export const studioSizes = [
  { value: '1024x1024', width: 1024, height: 1024, aspect: 'square_1_1' },
  { value: '1024x1344', width: 1024, height: 1344, aspect: 'traditional_3_4' },
  { value: '1344x1024', width: 1344, height: 1024, aspect: 'classic_4_3' },
  { value: '768x1024', width: 768, height: 1024, aspect: 'traditional_3_4' },
  { value: '1024x768', width: 1024, height: 768, aspect: 'classic_4_3' },
] as const satisfies readonly { value: string; width: number; height: number; aspect: ImageAspect }[];

export type StudioSize = (typeof studioSizes)[number]['value'];

export const studioStyles = ['Photoreal', '3D Render', 'Concept Art', 'Anime', 'Illustration', 'Cinematic'] as const;

export type StudioStyle = (typeof studioStyles)[number];

/** The server's range (the image tool's definition), with the studio's step and starting value. */
export const cfgRange = { ...imageGeneratorLimits.cfg, step: 0.5, default: 7.5 } as const;

/** The largest seed the studio picks or accepts (the server takes any integer; this keeps it readable). */
export const maxSeed = 2_147_483_647;

export interface StudioSettings {
  prompt: string;
  negativePrompt: string;
  size: StudioSize;
  style: StudioStyle;
  /** Empty: a new random seed per generation. */
  seed: string;
  cfg: number;
}

export const defaultStudioSettings: StudioSettings = {
  prompt: '',
  negativePrompt: '',
  size: '1024x1024',
  style: 'Photoreal',
  seed: '',
  cfg: cfgRange.default,
};

export const isStudioSize = (value: unknown): value is StudioSize => studioSizes.some((size) => size.value === value);

export const isStudioStyle = (value: unknown): value is StudioStyle =>
  typeof value === 'string' && (studioStyles as readonly string[]).includes(value);

/** The typed seed as a number, `undefined` when empty, `null` when it is not a whole number in range. */
export function parseSeed(seed: string): number | undefined | null {
  const text = seed.trim();
  if (!text) return undefined;
  if (!/^\d+$/.test(text)) return null;
  const value = Number(text);
  return value <= maxSeed ? value : null;
}

/** CFG kept on its 0.5 grid inside 1–15. */
export function clampCfg(cfg: number): number {
  if (!Number.isFinite(cfg)) return cfgRange.default;
  const stepped = Math.round(cfg / cfgRange.step) * cfgRange.step;
  return Math.min(cfgRange.max, Math.max(cfgRange.min, stepped));
}

export const randomSeed = (random: () => number = Math.random) => Math.floor(random() * maxSeed);

/** Settings read back from storage: anything unknown falls back to its default. */
export function restoreStudioSettings(saved: unknown): StudioSettings {
  const value = (saved && typeof saved === 'object' ? saved : {}) as Partial<Record<keyof StudioSettings, unknown>>;
  return {
    prompt: typeof value.prompt === 'string' ? value.prompt : '',
    negativePrompt: typeof value.negativePrompt === 'string' ? value.negativePrompt : '',
    size: isStudioSize(value.size) ? value.size : defaultStudioSettings.size,
    style: isStudioStyle(value.style) ? value.style : defaultStudioSettings.style,
    seed: typeof value.seed === 'string' ? value.seed : '',
    cfg: typeof value.cfg === 'number' ? clampCfg(value.cfg) : cfgRange.default,
  };
}
