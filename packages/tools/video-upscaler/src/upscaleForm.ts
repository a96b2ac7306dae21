import type { VideoUpscaleInput } from '@mediakit/api-client';
import type { VideoUpscalerMessages } from './messages';

/** The output size the service upscales to. */
export const upscaleTarget = { width: 3840, height: 2160 } as const;

export interface VideoUpscalerValues {
  videoFile: File | null;
  videoUrl: string;
}

export type VideoUpscalerDefaults = Partial<VideoUpscalerValues>;

type ErrorKey = keyof VideoUpscalerMessages;

export function isVideoFile(file: Pick<File, 'type'>): boolean {
  return file.type.startsWith('video/');
}

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

export function initialUpscalerValues(defaults: VideoUpscalerDefaults = {}): VideoUpscalerValues {
  return {
    videoFile: defaults.videoFile && isVideoFile(defaults.videoFile) ? defaults.videoFile : null,
    videoUrl: typeof defaults.videoUrl === 'string' ? defaults.videoUrl : '',
  };
}

/** A video file, or else a valid http(s) URL. */
export function validateUpscale(values: VideoUpscalerValues): ErrorKey | undefined {
  if (values.videoFile) return isVideoFile(values.videoFile) ? undefined : 'notVideo';
  return isHttpUrl(values.videoUrl) ? undefined : 'missingVideo';
}

/** A file wins over the URL, so only one of them is sent. */
export function toUpscaleInput(values: VideoUpscalerValues): VideoUpscaleInput {
  return values.videoFile ? { video: values.videoFile } : { videoUrl: values.videoUrl.trim() };
}
