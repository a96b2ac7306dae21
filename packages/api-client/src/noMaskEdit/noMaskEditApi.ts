import type { MadeBy } from '../json/madeBy';
import { ApiError } from '../errors';
import type { HttpContext } from '../http/httpContext';
import { requestJson, type RequestOptions } from '../http/request';
import { arrayField, objectField, stringField } from '../json/fields';
import { madeBy } from '../json/madeBy';
import { statusWord } from '../polling/statusWord';
import { resolveMediaUrl } from '../urls/safeUrl';
import { noMaskEditOperations } from '../tools/noMaskEdit';

export interface NoMaskEditInput {
  prompt: string;
  image: Blob;
  size?: '256x256' | '512x512' | '1024x1024';
  /** Variations, clamped to 1..4. */
  n?: number;
}

export interface NoMaskEditResult extends MadeBy {
  inputUrl: string | undefined;
  items: { url: string; filename: string | undefined }[];
}

export interface NoMaskEditApi {
  /** POST /api/openai/image-edit-simple (multipart, 180 s); reads status, input_url, items, message. */
  edit(input: NoMaskEditInput, options?: RequestOptions): Promise<NoMaskEditResult>;
}

export function createNoMaskEditApi(ctx: HttpContext): NoMaskEditApi {
  return {
    async edit({ prompt, image, size, n = 1 }, options) {
      const body = await requestJson(ctx, noMaskEditOperations.edit, {
        ...options,
        form: { prompt, image, size, n: Math.min(4, Math.max(1, Math.round(n))) },
        fallback: 'Edit failed.',
        publishesCredits: true,
      });
      if (statusWord(body).upper !== 'OK') {
        const serverMessage = stringField(body, 'message') ?? stringField(objectField(body, 'details'), 'body');
        throw new ApiError('job-failed', serverMessage ?? 'Edit failed.', { serverMessage, body });
      }
      const items = arrayField(body, 'items').flatMap((item) => {
        const url = resolveMediaUrl(stringField(item, 'url'), ctx.baseUrl);
        return url ? [{ url, filename: stringField(item, 'filename') }] : [];
      });
      if (!items.length) throw new ApiError('job-failed', 'No output received.', { reason: 'no-output', body });
      return { inputUrl: resolveMediaUrl(stringField(body, 'input_url'), ctx.baseUrl), items, ...madeBy(body) };
    },
  };
}
