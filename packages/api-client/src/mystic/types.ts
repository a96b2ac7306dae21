import type { ImageAspect, SavedImage } from '../imageGeneration/types';
import type { ImagePlan } from '../imageGeneration/planHeader';
import type { JobApi } from '../polling/types';

export interface MysticInput {
  prompt: string;
  size: ImageAspect | (string & {});
  /** 1k, 2k or 4k, as the plan allows (a 403 lists what it allows). */
  resolution: string;
  plan?: ImagePlan | (string & {});
}

export interface MysticStarted {
  taskId: string;
}

/** POST /ai/mystic/generate, GET /ai/mystic/status/{taskId}: 2.5 s, 3.5 s on AWAITING_ASSET, 5-minute limit. */
export type MysticApi = JobApi<MysticInput, MysticStarted, string, SavedImage>;
