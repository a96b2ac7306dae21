import type { MediakitClient, SavedImage, StudioResult } from '@mediakit/api-client';
import { featureCosts } from '@mediakit/api-client/costs';
import { defineTool, useTool } from '@mediakit/tool-runtime';
import { useEffect, useState } from 'react';
import { imageFailureWording } from '../imageEngines';
import { imageGeneratorMessages, type ImageGeneratorMessages } from '../messages';
import { validateImageRequest } from '../validateImageRequest';
import {
  clampCfg,
  defaultStudioSettings,
  parseSeed,
  randomSeed,
  restoreStudioSettings,
  studioSizes,
  type StudioSettings,
} from './studioSettings';

/** One picture of the studio: its URL and the settings (with the seed actually used) that made it. */
export interface StudioImage {
  url: string;
  prompt: string;
  negativePrompt: string;
  size: string;
  style: string;
  seed: number;
  cfg: number;
  /** A 2x upscale of this picture, once made. */
  upscaledUrl?: string;
  /** The engine the server says made it. */
  madeBy?: SavedImage['engine'];
}

type StudioRequest = Omit<StudioImage, 'url' | 'upscaledUrl' | 'madeBy'> & { width: number; height: number };

/** The draft survives a sign-in detour (and a reload) in this tab. */
export const studioDraftKey = 'mediakit.text-image-studio';
const maxImages = 12;
const maxSeedPlusOne = 2_147_483_648;

function readDraft(): StudioSettings {
  try {
    const saved = globalThis.sessionStorage?.getItem(studioDraftKey);
    return restoreStudioSettings(saved ? JSON.parse(saved) : undefined);
  } catch {
    return defaultStudioSettings;
  }
}

/** What a generation sends: the settings (or a picture's) with this seed and the size's pixels. */
function requestOf(settings: Omit<StudioRequest, 'seed' | 'width' | 'height'>, seed: number): StudioRequest {
  const size = studioSizes.find((option) => option.value === settings.size) ?? studioSizes[0];
  const { prompt, negativePrompt, style, cfg } = settings;
  return { prompt: prompt.trim(), negativePrompt: negativePrompt.trim(), size: size.value, style, seed, cfg, ...size };
}

const studioMessages = { ...imageGeneratorMessages, seedInvalid: 'Seed must be a whole number from 0 to 2147483647.' };
export const seedMessage = studioMessages.seedInvalid;

/** A generation: the settings (kept as a draft), checked as the image generator checks a prompt, and the seed's. */
const generating = defineTool({
  messages: studioMessages,
  values: readDraft,
  normalize: (next: StudioSettings) => ({ ...next, cfg: clampCfg(next.cfg) }),
  cost: { credits: featureCosts.text_to_image, shortMessage: 'creditsShort' },
  engine: 'imageGenerate',
  check: ({ prompt, seed }) => ({
    prompt: validateImageRequest({ prompt, resolution: undefined }, { plan: 'free', isLoggedIn: undefined }),
    seed: parseSeed(seed) === null ? 'seedInvalid' : undefined,
  }),
  // An over-long prompt and a seed that is not a whole number are said at once.
  atOnce: ['promptTooLong', 'seedInvalid'],
  // The typed seed, or a new random one.
  input: (settings) => requestOf(settings, parseSeed(settings.seed) ?? randomSeed()),
  request: ({ width, height, ...request }: StudioRequest, signal, client) =>
    client.imageGeneration.generate(
      {
        ...request,
        size: studioSizes.find((size) => size.value === request.size)?.aspect ?? 'square_1_1',
        width,
        height,
        negativePrompt: request.negativePrompt || undefined,
      },
      { signal },
    ),
  toResult: ({ savedUrl, engine }, { input }): StudioImage => {
    const { width: _width, height: _height, ...settingsUsed } = input as StudioRequest;
    return { ...settingsUsed, url: savedUrl, ...(engine ? { madeBy: engine } : {}) };
  },
  refreshCreditsAfterSuccess: true,
  failure: imageFailureWording,
});

/** A 2x upscale of a picture (its URL) through the enhance job, resumed after a reload. */
const upscaling = defineTool({
  messages: imageGeneratorMessages,
  values: () => ({}),
  input: (): string | undefined => undefined,
  job: (client: MediakitClient) => ({
    resumeKey: 'text-image-upscale',
    start: (imageUrl: string, options) =>
      client.enhance.start({ imageUrl, scale: 2 }, options).then((started) => started.taskId),
    wait: client.enhance.wait,
  }),
  toResult: ({ urls }: StudioResult, { input }) => ({ source: input, url: urls[0] }),
  failure: imageFailureWording,
});

export interface UseTextImageStudioOptions {
  client?: MediakitClient;
  messages?: Partial<ImageGeneratorMessages & { seedInvalid: string }>;
}

/**
 * The text-to-image studio without its view: prompt, negative prompt, size, style, seed and CFG (kept as a draft in
 * sessionStorage), a real generation through the image generation call, variations (the same settings with new
 * seeds), a 2x upscale of a picture through the enhance job, and this visit's pictures, newest first.
 */
export function useTextImageStudio({ client, messages }: UseTextImageStudioOptions = {}) {
  const [images, setImages] = useState<StudioImage[]>([]);
  const [selectedUrl, setSelectedUrl] = useState<string>();
  const generation = useTool(generating, {
    client,
    messages,
    onResult: (image) => {
      setImages((current) => [image, ...current].slice(0, maxImages));
      setSelectedUrl(image.url);
    },
  });
  const upscale = useTool(upscaling, {
    client,
    messages,
    onResult: ({ source, url }) =>
      url &&
      setImages((current) => current.map((image) => (image.url === source ? { ...image, upscaledUrl: url } : image))),
  });
  const settings = generation.values;
  useEffect(() => {
    try {
      globalThis.sessionStorage?.setItem(studioDraftKey, JSON.stringify(settings));
    } catch {
      // Storage full or blocked: the draft simply is not kept.
    }
  }, [settings]);

  const selected = images.find((image) => image.url === selectedUrl);
  /** The selected picture's settings again with a new seed. */
  const vary = (): boolean => {
    if (!selected) return false;
    let next = randomSeed();
    if (next === selected.seed) next = (next + 1) % maxSeedPlusOne;
    return generation.start(requestOf(selected, next));
  };
  return {
    settings,
    update: generation.set,
    images,
    selected,
    select: setSelectedUrl,
    /** Generates with the typed seed, or a new random one. */
    generate: generation.submit,
    vary,
    upscaleSelected: () => (selected ? upscale.start(selected.url) : false),
    generation,
    upscale,
    credits: generation.credits,
    fieldErrors: generation.fieldErrors,
    messages: generation.messages,
  };
}
