import type { MadeBy } from '../json/madeBy';
import type { HttpContext } from '../http/httpContext';
import { requestJson, type RequestOptions } from '../http/request';
import { malformedResponse } from '../errors';
import { madeBy } from '../json/madeBy';
import { normalizeWords, type OcrWord } from './normalizeWords';
import { ocrOperations } from '../tools/ocr';

export interface OcrResult extends MadeBy {
  text: string;
  words: OcrWord[];
}

export interface OcrApi {
  /** POST /api/image/text (multipart `image`, JPEG or PNG); reads text and words. */
  extract(input: { image: Blob }, options?: RequestOptions): Promise<OcrResult>;
}

export function createOcrApi(ctx: HttpContext): OcrApi {
  return {
    async extract({ image }, options) {
      const body = await requestJson(ctx, ocrOperations.extract, {
        ...options,
        form: { image },
        publishesCredits: true,
      });
      const { text, words = [] } = body;
      // An answer whose text is not a string or whose words are not a list is malformed, never an empty result.
      if (typeof text !== 'string' || !Array.isArray(words)) throw malformedResponse(body);
      return { text, words: normalizeWords(words), ...madeBy(body) };
    },
  };
}
