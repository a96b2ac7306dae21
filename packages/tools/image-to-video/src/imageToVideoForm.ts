import type { ImageToVideoInput } from '@mediakit/api-client';
import { imageToVideoLimits, imageToVideoUploads, videoResolutionSizes } from '@mediakit/api-client/tools';
import type { UploadRule } from '@mediakit/tool-runtime';
import type { ImageToVideoMessages } from './messages';

export type VideoResolutionId = keyof typeof videoResolutionSizes;

/** The spec's resolutions (the tool's definition), 720p by default. */
export const videoResolutions = imageToVideoLimits.resolutions.map((id) => {
  const [width, height] = videoResolutionSizes[id];
  return { id, width, height };
});

export const defaultResolution: VideoResolutionId = '720p';

export const videoDurations = imageToVideoLimits.durations;

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
export const frameUpload: UploadRule = imageToVideoUploads.first_frame_file;

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
