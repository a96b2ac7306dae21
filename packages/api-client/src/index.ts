// `@mediakit/api-client`: the session, the tools, jobs, credits and downloads. The resources of the app's own pages
// are in `/console`, the fake backend in `/fake`, the credits store's sync adapters in `/credits`, costs in `/costs`.

// The client
export { createMediakitClient, defaultTimeoutMs, type MediakitClientOptions } from './client';
export type { MediakitClient } from './mediakitClient';
export type { MediakitConnectionOptions } from './http/httpContext';
export type { RequestOptions } from './http/request';
export type { MadeBy } from './json/madeBy';
export type { VideoPoster } from './json/videoPoster';

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
  createSessionStorageTokenStore,
  defaultTokenKey,
  type LocalStorageTokenStoreOptions,
  type TokenStore,
} from './http/tokenStore';
export type { AuthApi, AuthSession, Credentials, PasswordReset, Registration } from './auth/types';
export type { NewsletterApi } from './newsletter/newsletterApi';
export type { ProfileUpdate, User, UserApi, UserRole } from './user/types';

// Tools
export type { ChatApi, ChatReply, ChatRequest } from './chat/types';
export type { Speech, SpeechRequest, TtsApi } from './tts/types';
export { type AvatarApi, type AvatarVideo } from './avatar/avatarApi';
export type { ProductVideoApi, ProductVideoInput } from './productVideo/productVideoApi';
export type {
  ImageToVideoApi,
  ImageToVideoInput,
  ImageToVideoStarted,
  VideoResolution,
  VideoResult,
  VideoSize,
} from './imageToVideo/types';
export type {
  BackgroundAlign,
  BackgroundRemovalApi,
  BackgroundRemovalInput,
  BackgroundRemovalResult,
  BackgroundSettings,
} from './backgroundRemoval/backgroundRemovalApi';
export type { OcrApi, OcrResult } from './ocr/ocrApi';
export { normalizeWordBox, type OcrWord, type WordBox } from './ocr/normalizeWords';
export type { ClassicImageInput, ImageAspect, ImageGenerationApi, SavedImage } from './imageGeneration/types';
export { planHeaderName, type ImagePlan } from './imageGeneration/planHeader';
export type { MysticApi, MysticInput, MysticStarted } from './mystic/types';
export type { EditedImage, EditStarted, ImageEditApi, ImageEditInput } from './imageEdit/types';
export type {
  EnhanceApi,
  EnhanceInput,
  StudioResult,
  StudioScale,
  StudioStarted,
  StyleApi,
  StyleInput,
} from './studio/types';
export type { NoMaskEditApi, NoMaskEditInput, NoMaskEditResult } from './noMaskEdit/noMaskEditApi';
export type { StabilityEditApi, StabilityEditInput } from './stabilityEdit/stabilityEditApi';
export type {
  UpscaledVideo,
  UpscaleTask,
  UpscaleTicket,
  VideoUpscaleApi,
  VideoUpscaleInput,
} from './videoUpscale/types';

// Engines
export type { EngineKind, EngineLine, EnginesApi, EngineTool } from './engines/types';
export { localEngines } from './engines/localEngines';

// Jobs
export { pollJob, pollErrorDelayMs, type PollJobOptions } from './polling/pollJob';
export type { JobApi, JobState, WaitOptions } from './polling/types';
export type { CancelledJob } from './jobs/cancelJob';

// The contract
export type { BodyKind, Operation, OperationContract, PollSchedule } from './operations/contractTable';

// Credits
export type { CreditsApi, CreditsBalance, CreditsState, CreditsStore, CreditsSync } from './credits/types';

// Downloads and URLs
export { sanitizeFileName } from './download/sanitizeFileName';
export { downloadFailedMessage, type DownloadApi, type DownloadOutcome } from './download/downloadApi';
export { isSafeUrl } from './urls/safeUrl';
