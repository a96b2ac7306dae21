import type { ImageToVideoInput } from '@mediakit/api-client';
import { imageUploadTypes, megabytes, type UploadRule } from '@mediakit/tool-runtime';
import type { ImageToVideoMessages } from './messages';

/** The spec's resolutions, 720p by default. */
export const videoResolutions = [
  { id: '360p', width: 640, height: 360 },
  { id: '480p', width: 854, height: 480 },
  { id: '560p', width: 992, height: 560 },
  { id: '720p', width: 1280, height: 720 },
  { id: '1080p', width: 1920, height: 1080 },
] as const;

export type VideoResolutionId = (typeof videoResolutions)[number]['id'];

export const defaultResolution: VideoResolutionId = '720p';

export const videoDurations = [5, 8] as const;

export type VideoDuration = (typeof videoDurations)[number];

export const sizePresets = [
  { id: 'square', name: 'Square', width: 768, height: 768 },
  { id: 'landscape', name: 'Landscape', width: 1024, height: 576 },
  { id: 'portrait', name: 'Portrait', width: 576, height: 1024 },
  { id: 'instagram-story', name: 'Instagram Story', width: 1080, height: 1920 },
  { id: 'youtube-hd', name: 'YouTube HD', width: 1280, height: 720 },
] as const;

export type SizePresetId = (typeof sizePresets)[number]['id'];

export type SizePreset = (typeof sizePresets)[number];

/** The first frame: an image of at most 5 MB, as the server takes it. */
export const frameUpload: UploadRule = { types: imageUploadTypes, maxBytes: megabytes(5) };

export interface ImageToVideoValues {
  prompt: string;
  duration: VideoDuration;
  resolution: string;
  /** Kept in the view state only: the api-client's input has no field for a custom size yet. */
  sizePreset: SizePresetId | null;
  frameFile: File | null;
  frameUrl: string;
}

export type ImageToVideoDefaults = Partial<Omit<ImageToVideoValues, 'duration'> & { duration: number }>;

type ErrorKey = keyof ImageToVideoMessages;

export interface ImageToVideoErrors {
  prompt?: ErrorKey;
  resolution?: ErrorKey;
  frame?: ErrorKey;
}

/** Only 5 or 8 seconds exist; anything else becomes 8. */
export function normalizeDuration(value: unknown): VideoDuration {
  return value === 5 || value === '5' ? 5 : 8;
}

export function isVideoResolution(value: unknown): value is VideoResolutionId {
  return videoResolutions.some((resolution) => resolution.id === value);
}

export function sizePresetById(id: string | null | undefined): SizePreset | undefined {
  return sizePresets.find((preset) => preset.id === id);
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

export function initialImageToVideoValues(defaults: ImageToVideoDefaults = {}): ImageToVideoValues {
  const frameFile = defaults.frameFile instanceof Blob ? defaults.frameFile : null;
  return {
    prompt: typeof defaults.prompt === 'string' ? defaults.prompt : '',
    duration: defaults.duration === undefined ? 5 : normalizeDuration(defaults.duration),
    resolution: isVideoResolution(defaults.resolution) ? defaults.resolution : defaultResolution,
    sizePreset: sizePresetById(defaults.sizePreset)?.id ?? null,
    frameFile,
    frameUrl: typeof defaults.frameUrl === 'string' ? defaults.frameUrl : '',
  };
}

/** Every rule of the spec, as message keys so partners' overrides apply. A file wins over a URL. */
export function validateImageToVideo(values: ImageToVideoValues): ImageToVideoErrors {
  const errors: ImageToVideoErrors = {};
  if (!values.prompt.trim()) errors.prompt = 'promptRequired';
  if (!isVideoResolution(values.resolution)) errors.resolution = 'resolutionRequired';
  if (!values.frameFile) {
    const url = values.frameUrl.trim();
    if (!url) errors.frame = 'frameRequired';
    else if (!isHttpUrl(url)) errors.frame = 'frameUrlInvalid';
  }
  return errors;
}

/** The request: the file wins over the URL, so only one of them is sent. */
export function toImageToVideoInput(values: ImageToVideoValues): ImageToVideoInput {
  const base = { prompt: values.prompt.trim(), duration: values.duration, resolution: values.resolution };
  return values.frameFile
    ? { ...base, firstFrame: values.frameFile }
    : { ...base, firstFrameUrl: values.frameUrl.trim() };
}
