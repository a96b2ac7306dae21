import type { MadeBy } from '../json/madeBy';
import type { HttpContext } from '../http/httpContext';
import { requestJson, type RequestOptions } from '../http/request';
import { stringField } from '../json/fields';
import { madeBy } from '../json/madeBy';
import { videoPoster, type VideoPoster } from '../json/videoPoster';
import { requireMediaUrl } from '../urls/requireMediaUrl';
import { avatarOperations } from '../tools/avatar';

export interface AvatarVideo extends MadeBy, VideoPoster {
  url: string;
}

export interface AvatarApi {
  /** POST /api/v1/avatar `{ script }` (JSON); reads `url`. */
  generate(input: { script: string }, options?: RequestOptions): Promise<AvatarVideo>;
}

export function createAvatarApi(ctx: HttpContext): AvatarApi {
  return {
    async generate({ script }, options) {
      const body = await requestJson(ctx, avatarOperations.generate, {
        ...options,
        json: { script },
        publishesCredits: true,
      });
      return {
        url: requireMediaUrl(stringField(body, 'url'), ctx.baseUrl, body, 'No output received.'),
        ...madeBy(body),
        ...videoPoster(body, ctx.baseUrl),
      };
    },
  };
}
