import type { MadeBy } from '../json/madeBy';
import type { VideoPoster } from '../json/videoPoster';
import type { JobApi } from '../polling/types';

export type VideoResolution = '360p' | '480p' | '560p' | '720p' | '1080p';

export interface ImageToVideoInput {
  prompt: string;
  /** 5 or 8 seconds; anything else is sent as 8. */
  duration: number;
  resolution: VideoResolution | (string & {});
  /** The first frame as a file; it wins over `firstFrameUrl`. */
  firstFrame?: Blob;
  firstFrameUrl?: string;
  /**
   * Mediakit extension: the output size, e.g. one of the spec's presets (Square 768x768, Landscape 1024x576, Portrait
   * 576x1024, Instagram Story 1080x1920, YouTube HD 1280x720), sent as `custom_width` and `custom_height`. Whole,
   * positive pixels only: anything else is refused with an 'invalid-input' ApiError before the request.
   */
  customSize?: VideoSize;
}

export interface VideoSize {
  width: number;
  height: number;
}

export interface ImageToVideoStarted {
  taskId: string;
  status: string | undefined;
  /** The balance after the charge, when the server sends it (also published to the credits store). */
  credits: number | undefined;
}

export interface VideoResult extends MadeBy, VideoPoster {
  videoUrl: string;
}

/** POST /ai/video/generate (multipart), GET /ai/video/status/{taskId}, polled every 5 s. */
export type ImageToVideoApi = JobApi<ImageToVideoInput, ImageToVideoStarted, string, VideoResult>;
