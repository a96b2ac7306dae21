import type { MadeBy } from '../json/madeBy';
import type { JobApi } from '../polling/types';

export interface ImageEditInput {
  prompt: string;
  /** A URL wins over a file: it is sent as JSON `image_url`; a file goes as multipart `image`. */
  imageUrl?: string;
  image?: Blob;
  /** 0 to 100. */
  strength?: number;
  background?: string;
  size?: '512x512' | '768x768' | '1024x1024';
}

export interface EditStarted {
  taskId: string;
  status: string | undefined;
}

export interface EditedImage extends MadeBy {
  url: string;
}

/** POST /api/ai/edit (120 s), GET /api/ai/edit-status?task_id=, polled every 3 s. */
export type ImageEditApi = JobApi<ImageEditInput, EditStarted, string, EditedImage>;
