import type { MadeBy } from '../json/madeBy';
import type { HttpContext } from '../http/httpContext';
import { requestJson, type RequestOptions } from '../http/request';
import { arrayField } from '../json/fields';
import { madeBy } from '../json/madeBy';
import { normalizeWords, type OcrWord } from './normalizeWords';

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
      const body = await requestJson(ctx, 'api/image/text', { ...options, form: { image }, publishesCredits: true });
      const text = typeof body.text === 'string' ? body.text : '';
      return { text, words: normalizeWords(arrayField(body, 'words')), ...madeBy(body) };
    },
  };
}
