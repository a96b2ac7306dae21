import type { MadeBy } from '../json/madeBy';
import type { HttpContext } from '../http/httpContext';
import { requestJson, type RequestOptions } from '../http/request';
import { stringField } from '../json/fields';
import { madeBy } from '../json/madeBy';
import { videoPoster, type VideoPoster } from '../json/videoPoster';
import { requireMediaUrl } from '../urls/requireMediaUrl';
import { productVideoOperations } from '../tools/productVideo';

export interface ProductVideoInput {
  image: Blob;
  prompt: string;
  /** 2 to 12 seconds (default 5). */
  duration: number;
  resolution: '480p' | '720p' | '1080p' | (string & {});
  /** 12 to 30 (default 25). */
  fps: number;
  motion: 'rotate' | 'zoom' | 'pan' | (string & {});
  /** The style model, e.g. 'Kling 1.0 Pro'. */
  style: string;
  aspect?: 'auto' | '1:1' | '16:9' | '9:16' | (string & {});
}

export interface ProductVideoApi {
  /** POST /api/v1/api/video/generate (multipart); reads `video_url`. */
  generate(input: ProductVideoInput, options?: RequestOptions): Promise<{ videoUrl: string } & MadeBy & VideoPoster>;
}

export function createProductVideoApi(ctx: HttpContext): ProductVideoApi {
  return {
    async generate(input, options) {
      const body = await requestJson(ctx, productVideoOperations.generate, {
        ...options,
        form: { ...input },
        publishesCredits: true,
      });
      return {
        videoUrl: requireMediaUrl(stringField(body, 'video_url'), ctx.baseUrl, body, 'No output received.'),
        ...madeBy(body),
        ...videoPoster(body, ctx.baseUrl),
      };
    },
  };
}
