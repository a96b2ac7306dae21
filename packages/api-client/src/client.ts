import { createAuthApi } from './auth/authApi';
import { createAvatarApi } from './avatar/avatarApi';
import { createBackgroundRemovalApi } from './backgroundRemoval/backgroundRemovalApi';
import { createChatApi } from './chat/chatApi';
import { createCreditsApi } from './credits/creditsApi';
import type { CreditsSync } from './credits/types';
import { createDownloadApi } from './download/downloadApi';
import { saveBlobWithLink } from './download/saveBlob';
import { createEnginesApi } from './engines/enginesApi';
import { createHttpContext, type HttpContext, type MediakitConnectionOptions } from './http/httpContext';
import { createImageEditApi } from './imageEdit/imageEditApi';
import { createImageGenerationApi } from './imageGeneration/imageGenerationApi';
import { createImageToVideoApi } from './imageToVideo/imageToVideoApi';
import { createMysticApi } from './mystic/mysticApi';
import { createNewsletterApi } from './newsletter/newsletterApi';
import { createNoMaskEditApi } from './noMaskEdit/noMaskEditApi';
import { createOcrApi } from './ocr/ocrApi';
import { createProductVideoApi } from './productVideo/productVideoApi';
import { createStabilityEditApi } from './stabilityEdit/stabilityEditApi';
import { createEnhanceApi, createStyleApi } from './studio/studioApis';
import { createTtsApi } from './tts/ttsApi';
import type { MediakitClient } from './mediakitClient';
import { createUserApi } from './user/userApi';
import { createVideoUpscaleApi } from './videoUpscale/videoUpscaleApi';

export { defaultTimeoutMs, type MediakitConnectionOptions } from './http/httpContext';

export interface MediakitClientOptions extends MediakitConnectionOptions {
  /**
   * What keeps `client.credits` in step with the page while mounted (default none): `creditsWindowEvents()` and
   * `creditsAcrossTabs()` from `@mediakit/api-client/credits` for a first-party app.
   */
  creditsSync?: readonly CreditsSync[];
  /** Saves a downloaded blob (default: a temporary link with the `download` attribute). */
  saveBlob?: (blob: Blob, fileName: string) => void;
  /** Opens a URL when a download fails (default: `window.open` in a new tab, noopener). */
  openInNewTab?: (url: string) => void;
}

/** Every resource of the main client on one context; the fake builds the context itself. */
export function createClientResources(
  ctx: HttpContext,
  {
    saveBlob = saveBlobWithLink,
    openInNewTab,
    creditsSync,
  }: Pick<MediakitClientOptions, 'saveBlob' | 'openInNewTab' | 'creditsSync'>,
): MediakitClient {
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
    credits: createCreditsApi(ctx, creditsSync),
    engines: createEnginesApi(ctx),
    downloads: createDownloadApi(ctx, { saveBlob, openInNewTab }),
    newsletter: createNewsletterApi(ctx),
  };
}

/** Creates the real client for a backend origin: `createMediakitClient({ baseUrl: 'https://api.example.com' })`. */
export function createMediakitClient(options: MediakitClientOptions): MediakitClient {
  return createClientResources(createHttpContext(options), options);
}
