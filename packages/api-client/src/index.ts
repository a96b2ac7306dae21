export {
  createMediakitClient,
  defaultTimeoutMs,
  type MediakitClientOptions,
  type MediakitConnectionOptions,
} from './client';
export type * from './types';
export type { MadeBy } from './json/madeBy';

// Errors
export {
  ApiError,
  apiErrorMessages,
  isAbortError,
  isApiError,
  type ApiErrorKind,
  type ApiErrorOptions,
  type ApiErrorReason,
  type CreditShortfall,
  type PlanLimit,
} from './errors';
export { apiErrorFromResponse } from './http/toApiError';

// Auth and users
export {
  createLocalStorageTokenStore,
  createMemoryTokenStore,
  defaultTokenKey,
  type LocalStorageTokenStoreOptions,
  type TokenStore,
} from './http/tokenStore';
export type * from './auth/types';
export type * from './user/types';
export type * from './chat/types';
export type * from './tts/types';

// Tools
export type { AvatarApi, AvatarVideo } from './avatar/avatarApi';
export type { ProductVideoApi, ProductVideoInput } from './productVideo/productVideoApi';
export type * from './imageToVideo/types';
export type * from './backgroundRemoval/backgroundRemovalApi';
export type { OcrApi, OcrResult } from './ocr/ocrApi';
export { normalizeWordBox, type OcrWord, type WordBox } from './ocr/normalizeWords';
export type * from './imageGeneration/types';
export { planHeaderName, type ImagePlan } from './imageGeneration/planHeader';
export type * from './mystic/types';
export type * from './imageEdit/types';
export type * from './studio/types';
export type * from './noMaskEdit/noMaskEditApi';
export type * from './stabilityEdit/stabilityEditApi';
export type * from './videoUpscale/types';

// Jobs
export { pollJob, pollErrorDelayMs, type PollJobOptions } from './polling/pollJob';
export type { JobApi, JobState, WaitOptions } from './polling/types';

// The media library, usage, billing, admin and API keys live in `@mediakit/api-client/console`.

// Credits
export type * from './credits/types';
// `specCreditsUrls`, the sync adapters of `client.credits` and the cost estimates: `/credits` and `/costs`.

// Downloads and URLs
export { sanitizeFileName } from './download/sanitizeFileName';
export { downloadFailedMessage, type DownloadApi, type DownloadOutcome } from './download/downloadApi';
export { isSafeUrl } from './urls/safeUrl';
