import type { AdminApi } from './admin/adminApi';
import type { ApiKeysApi } from './apiKeys/apiKeysApi';
import type { AuthApi } from './auth/types';
import type { AvatarApi } from './avatar/avatarApi';
import type { BackgroundRemovalApi } from './backgroundRemoval/backgroundRemovalApi';
import type { BillingApi } from './billing/billingApi';
import type { ChatApi } from './chat/types';
import type { CreditsApi } from './credits/types';
import type { DownloadApi } from './download/downloadApi';
import type { ImageEditApi } from './imageEdit/types';
import type { ImageGenerationApi } from './imageGeneration/types';
import type { ImageToVideoApi } from './imageToVideo/types';
import type { MediaApi } from './media/mediaApi';
import type { MysticApi } from './mystic/types';
import type { NoMaskEditApi } from './noMaskEdit/noMaskEditApi';
import type { OcrApi } from './ocr/ocrApi';
import type { ProductVideoApi } from './productVideo/productVideoApi';
import type { StabilityEditApi } from './stabilityEdit/stabilityEditApi';
import type { EnhanceApi, StyleApi } from './studio/types';
import type { TtsApi } from './tts/types';
import type { UsageApi } from './usage/usageApi';
import type { UserApi } from './user/types';
import type { VideoUpscaleApi } from './videoUpscale/types';

export type { RequestOptions } from './http/request';

/** The whole backend contract, grouped by resource. The real client and the fake implement it alike. */
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
  media: MediaApi;
  billing: BillingApi;
  usage: UsageApi;
  credits: CreditsApi;
  admin: AdminApi;
  apiKeys: ApiKeysApi;
  downloads: DownloadApi;
}
