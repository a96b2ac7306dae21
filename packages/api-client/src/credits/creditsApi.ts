import { ApiError, apiErrorMessages, catalogueError, malformedResponse } from '../errors';
import type { HttpContext } from '../http/httpContext';
import { readBody } from '../http/readBody';
import { requestJson } from '../http/request';
import { toApiError } from '../http/toApiError';
import { numberField, objectField } from '../json/fields';
import { creditCapOf } from './creditCap';
import type { CreditsApi, CreditsBalance } from './types';

/** Credits are read from credits, user.credits or data.credits; an answer without them is malformed. */
function readBalance(body: unknown): CreditsBalance {
  for (const holder of [body, objectField(body, 'user'), objectField(body, 'data')]) {
    const credits = numberField(holder, 'credits');
    if (credits !== undefined) return { credits, cap: creditCapOf(holder) };
  }
  throw malformedResponse(body, 'The server sent no credits.');
}

export function creditsCandidateUrls(baseUrl: string, pageOrigin = globalThis.location?.origin): string[] {
  const paths = ['/api/v1/user', '/api/user'];
  const urls = [...paths.map((path) => baseUrl + path), ...(pageOrigin ? paths.map((path) => pageOrigin + path) : [])];
  return [...new Set(urls)];
}

export function createCreditsApi(ctx: HttpContext): CreditsApi {
  const http = ctx.http.extend({ prefix: '' });
  return {
    async fetchBalance({ signal } = {}) {
      let lastError = catalogueError('network');
      for (const url of creditsCandidateUrls(ctx.baseUrl)) {
        let response: Response;
        try {
          response = await http.get(url, { signal });
        } catch (error) {
          lastError = await toApiError(error);
          if (lastError.kind === 'aborted') throw lastError;
          if (lastError.kind === 'unauthenticated') {
            throw new ApiError('unauthenticated', apiErrorMessages.creditsUnauthenticated, { status: 401 });
          }
          continue;
        }
        return readBalance(await readBody(response));
      }
      throw lastError;
    },
    async topUp(amount, { signal } = {}) {
      return readBalance(
        await requestJson(ctx, 'api/v1/credits/top-up', {
          json: { amount },
          signal,
          publishesCredits: true,
        }),
      );
    },
  };
}
