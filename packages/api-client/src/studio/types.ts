import type { MadeBy } from '../json/madeBy';
import type { JobApi } from '../polling/types';

/** Upscale factor: 2, 4 (default), 8 or 16. */
export type StudioScale = 2 | 4 | 8 | 16;

export interface EnhanceInput {
  /** A file wins over `imageUrl`. */
  image?: Blob;
  imageUrl?: string;
  prompt?: string;
  scale?: StudioScale;
}

export interface StyleInput extends EnhanceInput {
  /** The style reference: a file wins over `refImageUrl`. */
  refImage?: Blob;
  refImageUrl?: string;
  /** 0 to 1, default 0.7 (applied by the server when left out). */
  strength?: number;
  /** Sent as 1 or 0; default on. */
  preserveStructure?: boolean;
}

export interface StudioStarted {
  taskId: string;
  status: string | undefined;
  /** `pricing.total`: what the job costs. */
  cost: number | undefined;
  credits: number | undefined;
}

export interface StudioResult extends MadeBy {
  /** Absolute http(s) URLs of the outputs, in order. */
  urls: string[];
}

/** POST /ai/enhance (multipart), GET /ai/enhance/status?task_id=, polled every 2.2 s. */
export type EnhanceApi = JobApi<EnhanceInput, StudioStarted, string, StudioResult>;
/** POST /ai/style (multipart), GET /ai/style/status?task_id=, polled every 2.2 s. */
export type StyleApi = JobApi<StyleInput, StudioStarted, string, StudioResult>;
