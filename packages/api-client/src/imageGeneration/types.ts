import type { MadeBy } from '../json/madeBy';
import type { RequestOptions } from '../http/request';
import type { ImagePlan } from './planHeader';

export type ImageAspect =
  | 'square_1_1'
  | 'widescreen_16_9'
  | 'social_story_9_16'
  | 'portrait_2_3'
  | 'standard_3_2'
  | 'social_post_4_5'
  | 'classic_4_3'
  | 'traditional_3_4'
  | 'vertical_1_2';

export interface ClassicImageInput {
  prompt: string;
  size: ImageAspect | (string & {});
  /** Sent as the plan header. */
  plan?: ImagePlan | (string & {});
  /** Exact pixel size (64–2048 each, both or neither); wins over the aspect's standard size. */
  width?: number;
  height?: number;
  /** What the picture should not show. */
  negativePrompt?: string;
  /** A style word, e.g. 'Cinematic'. */
  style?: string;
  /** The same seed, prompt and settings give the same picture. */
  seed?: number;
  /** Prompt guidance, 1–15. */
  cfg?: number;
}

export interface SavedImage extends MadeBy {
  /** Absolute http(s) URL of the stored image. */
  savedUrl: string;
}

export interface ImageGenerationApi {
  /** POST /ai/image/generate `{ prompt, size }` (and the optional studio settings) with the plan header: the free plan's one-shot call. */
  generate(input: ClassicImageInput, options?: RequestOptions): Promise<SavedImage>;
}
