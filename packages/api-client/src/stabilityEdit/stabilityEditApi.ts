import type { MadeBy } from '../json/madeBy';
import { jobFailed } from '../errors';
import type { HttpContext } from '../http/httpContext';
import { requestJson, type RequestOptions } from '../http/request';
import { stringField } from '../json/fields';
import { madeBy } from '../json/madeBy';
import { requireMediaUrl } from '../urls/requireMediaUrl';
import { stabilityEditOperations } from '../tools/stabilityEdit';

export interface StabilityEditInput {
  image: Blob;
  prompt: string;
  /** 0 to 1 (default 0.35). */
  strength?: number;
  outputFormat?: 'png' | 'jpeg' | 'webp';
}

export interface StabilityEditApi {
  /** POST /api/stability/single (multipart); reads ok, url, error. */
  edit(input: StabilityEditInput, options?: RequestOptions): Promise<{ url: string } & MadeBy>;
}

export function createStabilityEditApi(ctx: HttpContext): StabilityEditApi {
  return {
    async edit({ image, prompt, strength = 0.35, outputFormat = 'png' }, options) {
      const body = await requestJson(ctx, stabilityEditOperations.edit, {
        ...options,
        form: { image, prompt, strength, output_format: outputFormat },
        fallback: 'Edit failed.',
        publishesCredits: true,
      });
      if (body.ok === false) throw jobFailed(body, 'Edit failed.', 'error');
      return {
        url: requireMediaUrl(stringField(body, 'url'), ctx.baseUrl, body, 'No output received.'),
        ...madeBy(body),
      };
    },
  };
}
