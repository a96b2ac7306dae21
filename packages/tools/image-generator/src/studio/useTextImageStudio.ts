import type { MediakitClient, SavedImage, StudioResult } from '@mediakit/api-client';
import { featureCosts } from '@mediakit/api-client/costs';
import {
  failureMessage,
  useCreditGate,
  useMediakitClient,
  useToolMessages,
  useToolRun,
  type PolledJob,
} from '@mediakit/tool-runtime';
import { useCallback, useEffect, useState } from 'react';
import { imageGeneratorMessages, type ImageGeneratorMessages } from '../messages';
import { imageFailureWording } from '../useImageGenerator';
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

interface StudioRequest extends Omit<StudioImage, 'url' | 'upscaledUrl' | 'madeBy'> {
  width: number;
  height: number;
}

/** The draft survives a sign-in detour (and a reload) in this tab. */
export const studioDraftKey = 'mediakit.text-image-studio';
const maxImages = 12;

function readDraft(): StudioSettings {
  try {
    const saved = globalThis.sessionStorage?.getItem(studioDraftKey);
    return restoreStudioSettings(saved ? JSON.parse(saved) : undefined);
  } catch {
    return defaultStudioSettings;
  }
}

function upscaleJob(client: MediakitClient): PolledJob<string, string, StudioResult> {
  return {
    resumeKey: 'text-image-upscale',
    start: (imageUrl, options) => client.enhance.start({ imageUrl, scale: 2 }, options).then((s) => s.taskId),
    wait: client.enhance.wait,
  };
}

export interface UseTextImageStudioOptions {
  client?: MediakitClient;
  messages?: Partial<ImageGeneratorMessages>;
}

/**
 * The text-to-image studio without its view: prompt, negative prompt, size, style, seed and CFG (kept as a draft in
 * sessionStorage), a real generation through the image generation call, variations (the same settings with new
 * seeds), a 2x upscale of a picture through the enhance job, and this visit's pictures, newest first.
 */
export function useTextImageStudio({ client: explicitClient, messages }: UseTextImageStudioOptions = {}) {
  const client = useMediakitClient(explicitClient);
  const text = useToolMessages<ImageGeneratorMessages>(imageGeneratorMessages, messages);
  const [settings, setSettings] = useState(readDraft);
  const [attempted, setAttempted] = useState(false);
  const [images, setImages] = useState<StudioImage[]>([]);
  const [selectedUrl, setSelectedUrl] = useState<string>();

  useEffect(() => {
    try {
      globalThis.sessionStorage?.setItem(studioDraftKey, JSON.stringify(settings));
    } catch {
      // Storage full or blocked: the draft simply is not kept.
    }
  }, [settings]);

  const credits = useCreditGate({
    cost: featureCosts.text_to_image,
    shortMessageTemplate: text.creditsShort,
    engine: 'imageGenerate',
    client,
  });
  const wording = (error: unknown) => failureMessage(error, text, imageFailureWording(text));

  const generation = useToolRun({
    client,
    credits,
    failureMessage: wording,
    request: ({ width, height, ...request }: StudioRequest, signal: AbortSignal): Promise<SavedImage> =>
      client.imageGeneration.generate(
        {
          prompt: request.prompt,
          size: studioSizes.find((size) => size.value === request.size)?.aspect ?? 'square_1_1',
          width,
          height,
          negativePrompt: request.negativePrompt || undefined,
          style: request.style,
          seed: request.seed,
          cfg: request.cfg,
        },
        { signal },
      ),
    toResult: (image, { input }): StudioImage => {
      const { width: _width, height: _height, ...settingsUsed } = input as StudioRequest;
      return { ...settingsUsed, url: image.savedUrl, ...(image.engine ? { madeBy: image.engine } : {}) };
    },
    onRunSucceeded: (image) => {
      setImages((current) => [image, ...current].slice(0, maxImages));
      setSelectedUrl(image.url);
    },
    refreshCreditsAfterSuccess: true,
  });

  const upscale = useToolRun({
    client,
    failureMessage: wording,
    job: upscaleJob(client),
    toResult: (result, { input }) => ({ source: input, url: result.urls[0] }),
    onRunSucceeded: ({ source, url }) => {
      if (!url) return;
      setImages((current) => current.map((image) => (image.url === source ? { ...image, upscaledUrl: url } : image)));
    },
    refreshCreditsAfterSuccess: true,
  });

  const seed = parseSeed(settings.seed);
  const promptIssue = validateImageRequest(
    { prompt: settings.prompt, resolution: undefined },
    { plan: 'free', isLoggedIn: undefined },
  );
  const invalid = promptIssue !== undefined || seed === null;

  const startGeneration = (useSeed: number) => {
    const size = studioSizes.find((option) => option.value === settings.size) ?? studioSizes[0];
    return generation.start({
      prompt: settings.prompt.trim(),
      negativePrompt: settings.negativePrompt.trim(),
      size: size.value,
      width: size.width,
      height: size.height,
      style: settings.style,
      seed: useSeed,
      cfg: settings.cfg,
    });
  };

  /** Generates with the typed seed, or a new random one. */
  const generate = (): boolean => {
    setAttempted(true);
    if (invalid || generation.isBusy) return false;
    return startGeneration(seed ?? randomSeed());
  };

  /** The selected picture's settings again with a new seed. */
  const vary = (): boolean => {
    const source = images.find((image) => image.url === selectedUrl);
    if (!source || generation.isBusy) return false;
    const size = studioSizes.find((option) => option.value === source.size) ?? studioSizes[0];
    let next = randomSeed();
    if (next === source.seed) next = (next + 1) % maxSeedPlusOne;
    return generation.start({ ...source, width: size.width, height: size.height, seed: next });
  };

  const update = useCallback(
    (patch: Partial<StudioSettings>) =>
      setSettings((current) => ({
        ...current,
        ...patch,
        ...(patch.cfg !== undefined ? { cfg: clampCfg(patch.cfg) } : {}),
      })),
    [],
  );

  const selected = images.find((image) => image.url === selectedUrl);
  const visiblePromptIssue = attempted || promptIssue === 'promptTooLong' ? promptIssue : undefined;
  return {
    settings,
    update,
    images,
    selected,
    select: setSelectedUrl,
    generate,
    vary,
    upscaleSelected: () => (selected && !upscale.isBusy ? upscale.start(selected.url) : false),
    generation,
    upscale,
    credits,
    fieldErrors: {
      prompt: visiblePromptIssue && text[visiblePromptIssue],
      seed: seed === null ? seedMessage : undefined,
    },
    messages: text,
  };
}

const maxSeedPlusOne = 2_147_483_648;
export const seedMessage = 'Seed must be a whole number from 0 to 2147483647.';
