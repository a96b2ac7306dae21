import type { MadeBy } from '../json/madeBy';
import type { VideoPoster } from '../json/videoPoster';
import type { JobApi } from '../polling/types';

export interface VideoUpscaleInput {
  /** A file wins over `videoUrl`. */
  video?: Blob;
  videoUrl?: string;
}

/** Everything the status call needs to find the job again. */
export interface UpscaleTask {
  taskId: string;
  statusUrl: string | undefined;
  tmpPath: string | undefined;
}

export interface UpscaledVideo extends MadeBy, VideoPoster {
  url: string;
}

/** @deprecated The former name of `UpscaleTask`; kept so consumers can move at their own pace. */
export type UpscaleTicket = UpscaleTask;

/** POST /api/video/upscale (multipart), GET /api/video/upscale/status, polled every 3 s until done with file.url. */
export type VideoUpscaleApi = JobApi<VideoUpscaleInput, UpscaleTask, UpscaleTask, UpscaledVideo>;
