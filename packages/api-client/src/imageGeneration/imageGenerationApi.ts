import type { HttpContext } from '../http/httpContext';
import { requestJson } from '../http/request';
import { stringField } from '../json/fields';
import { madeBy } from '../json/madeBy';
import { requireMediaUrl } from '../urls/requireMediaUrl';
import { planHeader } from './planHeader';
import type { ImageGenerationApi } from './types';
import { imageGenerationOperations } from '../tools/imageGenerator';

export const imageUnauthenticatedMessage = 'Unauthenticated. Please login again.';
export const missingSavedUrlMessage = 'Server did not return a saved_url.';

export function createImageGenerationApi(ctx: HttpContext): ImageGenerationApi {
  return {
    async generate({ prompt, size, plan, width, height, negativePrompt, style, seed, cfg }, options) {
      const settings = { width, height, negative_prompt: negativePrompt, style, seed, cfg };
      const sent = Object.fromEntries(Object.entries(settings).filter(([, value]) => value !== undefined));
      const body = await requestJson(ctx, imageGenerationOperations.generate, {
        ...options,
        json: { prompt, size, ...sent },
        headers: planHeader(plan),
        unauthenticated: imageUnauthenticatedMessage,
        publishesCredits: true,
      });
      return {
        savedUrl: requireMediaUrl(stringField(body, 'saved_url'), ctx.baseUrl, body, missingSavedUrlMessage),
        ...madeBy(body),
      };
    },
  };
}
