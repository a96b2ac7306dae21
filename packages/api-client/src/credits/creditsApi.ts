import { ApiError, apiErrorMessages, malformedResponse } from '../errors';
import type { HttpContext } from '../http/httpContext';
import { readBody } from '../http/readBody';
import { requestJson } from '../http/request';
import { toApiError } from '../http/toApiError';
import { numberField, objectField } from '../json/fields';
import { creditCapOf } from './creditCap';
import type { CreditsApi, CreditsBalance } from './types';

/** Credits are read from credits, user.credits or data.credits. */
function readBalance(body: unknown): CreditsBalance | undefined {
  const holders = [body, objectField(body, 'user'), objectField(body, 'data')];
  for (const holder of holders) {
    const credits = numberField(holder, 'credits');
    if (credits !== undefined) return { credits, cap: creditCapOf(holder) };
  }
  return undefined;
}

export function creditsCandidateUrls(baseUrl: string, pageOrigin = globalThis.location?.origin): string[] {
  const paths = ['/api/v1/user', '/api/user'];
  const urls = [...paths.map((path) => baseUrl + path), ...(pageOrigin ? paths.map((path) => pageOrigin + path) : [])];
  return [...new Set(urls)];
}

export function createCreditsApi(ctx: HttpContext): CreditsApi {
  const http = ctx.http.extend({ prefixUrl: '' });
  return {
    async fetchBalance({ signal } = {}) {
      let lastError: ApiError = new ApiError('network', apiErrorMessages.network);
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
        const body = await readBody(response);
        const balance = readBalance(body);
        if (!balance) throw malformedResponse(body, 'The server sent no credits.');
        return balance;
      }
      throw lastError;
    },
    async topUp(amount, { signal } = {}) {
      const body = await requestJson(ctx, 'api/v1/credits/top-up', {
        method: 'post',
        json: { amount },
        signal,
        publishesCredits: true,
      });
      const balance = readBalance(body);
      if (!balance) throw malformedResponse(body, 'The server sent no credits.');
      return balance;
    },
  };
}
