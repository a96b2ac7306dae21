import type { HttpContext } from '../http/httpContext';
import { requestJson } from '../http/request';
import { stringField } from '../json/fields';
import { madeBy } from '../json/madeBy';
import { requireMediaUrl } from '../urls/requireMediaUrl';
import type { TtsApi } from './types';
import { ttsOperations } from '../tools/textToSpeech';

export function createTtsApi(ctx: HttpContext): TtsApi {
  return {
    async speak({ text }, options) {
      const body = await requestJson(ctx, ttsOperations.speak, { ...options, json: { text } });
      return {
        url: requireMediaUrl(stringField(body, 'url'), ctx.baseUrl, body, 'No audio received.'),
        ...madeBy(body),
      };
    },
  };
}
