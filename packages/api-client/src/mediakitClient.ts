import type { AuthApi } from './auth/types';
import type { AvatarApi } from './avatar/avatarApi';
import type { BackgroundRemovalApi } from './backgroundRemoval/backgroundRemovalApi';
import type { ChatApi } from './chat/types';
import type { CreditsApi } from './credits/types';
import type { DownloadApi } from './download/downloadApi';
import type { EnginesApi } from './engines/types';
import type { ImageEditApi } from './imageEdit/types';
import type { ImageGenerationApi } from './imageGeneration/types';
import type { ImageToVideoApi } from './imageToVideo/types';
import type { MysticApi } from './mystic/types';
import type { NewsletterApi } from './newsletter/newsletterApi';
import type { NoMaskEditApi } from './noMaskEdit/noMaskEditApi';
import type { OcrApi } from './ocr/ocrApi';
import type { ProductVideoApi } from './productVideo/productVideoApi';
import type { StabilityEditApi } from './stabilityEdit/stabilityEditApi';
import type { EnhanceApi, StyleApi } from './studio/types';
import type { TtsApi } from './tts/types';
import type { UserApi } from './user/types';
import type { VideoUpscaleApi } from './videoUpscale/types';

export type { RequestOptions } from './http/request';

/**
 * The backend contract of the session and the tools, grouped by resource. The real client and the fake implement it
 * alike; the resources of the app's own pages (media library, usage, billing, admin) are in `MediakitConsoleClient`.
 */
export interface MediakitClient {
  auth: AuthApi;
  user: UserApi;
  chat: ChatApi;
  tts: TtsApi;
  avatar: AvatarApi;
  productVideo: ProductVideoApi;
  imageToVideo: ImageToVideoApi;
  backgroundRemoval: BackgroundRemovalApi;
  ocr: OcrApi;
  imageGeneration: ImageGenerationApi;
  mystic: MysticApi;
  imageEdit: ImageEditApi;
  enhance: EnhanceApi;
  style: StyleApi;
  noMaskEdit: NoMaskEditApi;
  stabilityEdit: StabilityEditApi;
  videoUpscale: VideoUpscaleApi;
  credits: CreditsApi;
  /** Which engine answers each tool (read once per client by the tools' forms). */
  engines: EnginesApi;
  downloads: DownloadApi;
  /** The public pages' newsletter subscription. */
  newsletter: NewsletterApi;
}
