import { createAdminApi } from './admin/adminApi';
import { createApiKeysApi } from './apiKeys/apiKeysApi';
import { createAuthApi } from './auth/authApi';
import { createLocalStorageTokenStore, type TokenStore } from './auth/tokenStore';
import { createAvatarApi } from './avatar/avatarApi';
import { createBackgroundRemovalApi } from './backgroundRemoval/backgroundRemovalApi';
import { createBillingApi } from './billing/billingApi';
import { createChatApi } from './chat/chatApi';
import { createCreditsApi } from './credits/creditsApi';
import { publishCredits } from './credits/publishCredits';
import { createDownloadApi } from './download/downloadApi';
import { saveBlobWithLink } from './download/saveBlob';
import type { ApiError } from './errors';
import { createHttpContext } from './http/httpContext';
import { createImageEditApi } from './imageEdit/imageEditApi';
import { createImageGenerationApi } from './imageGeneration/imageGenerationApi';
import { createImageToVideoApi } from './imageToVideo/imageToVideoApi';
import { createMediaApi } from './media/mediaApi';
import { createMysticApi } from './mystic/mysticApi';
import { createNoMaskEditApi } from './noMaskEdit/noMaskEditApi';
import { createOcrApi } from './ocr/ocrApi';
import { createProductVideoApi } from './productVideo/productVideoApi';
import { createStabilityEditApi } from './stabilityEdit/stabilityEditApi';
import { createEnhanceApi, createStyleApi } from './studio/studioApis';
import { createTtsApi } from './tts/ttsApi';
import type { MediakitClient } from './types';
import { createUsageApi } from './usage/usageApi';
import { createUserApi } from './user/userApi';
import { createVideoUpscaleApi } from './videoUpscale/videoUpscaleApi';

export const defaultTimeoutMs = 60_000;

export interface MediakitClientOptions {
  /** The backend origin, e.g. 'https://api.example.com'; the spec's paths are appended verbatim. */
  baseUrl: string;
  /** Where the bearer token lives (default: localStorage `token`, falling back to `auth_token`). */
  tokenStore?: TokenStore;
  /** The fetch to use (default: the global one); tests and the fake pass their own. */
  fetch?: typeof globalThis.fetch;
  /** Per-request time limit where the spec gives none (default 60 s; `false` for none). */
  timeoutMs?: number | false;
  /** Called on every 401 outside sign-in, e.g. to clear the session and show the login screen. */
  onUnauthenticated?: (error: ApiError) => void;
  /** Called with every new balance the server reports (default: `credits:update` event + `credits` channel). */
  onCreditsChange?: (credits: number) => void;
  /** Saves a downloaded blob (default: a temporary link with the `download` attribute). */
  saveBlob?: (blob: Blob, fileName: string) => void;
  /** Opens a URL when a download fails (default: `window.open` in a new tab, noopener). */
  openInNewTab?: (url: string) => void;
}

/** Creates the real client for a backend origin, e.g. `createMediakitClient({ baseUrl: 'https://api.example.com' })`. */
export function createMediakitClient(options: MediakitClientOptions): MediakitClient {
  const fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const ctx = createHttpContext({
    baseUrl: options.baseUrl,
    fetch,
    tokenStore: options.tokenStore ?? createLocalStorageTokenStore(),
    timeoutMs: options.timeoutMs ?? defaultTimeoutMs,
    publishCredits: options.onCreditsChange ?? publishCredits,
    onUnauthenticated: options.onUnauthenticated,
  });
  return {
    auth: createAuthApi(ctx),
    user: createUserApi(ctx),
    chat: createChatApi(ctx),
    tts: createTtsApi(ctx),
    avatar: createAvatarApi(ctx),
    productVideo: createProductVideoApi(ctx),
    imageToVideo: createImageToVideoApi(ctx),
    backgroundRemoval: createBackgroundRemovalApi(ctx),
    ocr: createOcrApi(ctx),
    imageGeneration: createImageGenerationApi(ctx),
    mystic: createMysticApi(ctx),
    imageEdit: createImageEditApi(ctx),
    enhance: createEnhanceApi(ctx),
    style: createStyleApi(ctx),
    noMaskEdit: createNoMaskEditApi(ctx),
    stabilityEdit: createStabilityEditApi(ctx),
    videoUpscale: createVideoUpscaleApi(ctx),
    media: createMediaApi(ctx),
    billing: createBillingApi(ctx),
    usage: createUsageApi(ctx),
    credits: createCreditsApi(ctx),
    admin: createAdminApi(ctx),
    apiKeys: createApiKeysApi(ctx),
    downloads: createDownloadApi({
      fetch,
      saveBlob: options.saveBlob ?? saveBlobWithLink,
      openInNewTab: options.openInNewTab,
    }),
  };
}
