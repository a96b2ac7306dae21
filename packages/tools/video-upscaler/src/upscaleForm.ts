import type { VideoUpscaleInput } from '@mediakit/api-client';
import { videoUpscaleUploads } from '@mediakit/api-client/tools';
import { isHttpUrl, type UploadRule } from '@mediakit/tool-runtime';
import type { VideoUpscalerMessages } from './messages';

/** The output size the service upscales to. */
export const upscaleTarget = { width: 3840, height: 2160 } as const;

/** A video of at most 200 MB, as the server takes it. */
export const videoUpload: UploadRule = videoUpscaleUploads.video;

export interface VideoUpscalerValues {
  videoFile: File | null;
  videoUrl: string;
}

export type VideoUpscalerDefaults = Partial<VideoUpscalerValues>;

export function initialUpscalerValues(defaults: VideoUpscalerDefaults = {}): VideoUpscalerValues {
  return {
    videoFile: defaults.videoFile instanceof Blob ? defaults.videoFile : null,
    videoUrl: typeof defaults.videoUrl === 'string' ? defaults.videoUrl : '',
  };
}

/** A video file (the upload field checked its bytes), or else a valid http(s) URL. */
export function validateUpscale(values: VideoUpscalerValues): keyof VideoUpscalerMessages | undefined {
  if (values.videoFile) return undefined;
  return isHttpUrl(values.videoUrl) ? undefined : 'missingVideo';
}

/** A file wins over the URL, so only one of them is sent. */
export function toUpscaleInput(values: VideoUpscalerValues): VideoUpscaleInput {
  return values.videoFile ? { video: values.videoFile } : { videoUrl: values.videoUrl.trim() };
}
