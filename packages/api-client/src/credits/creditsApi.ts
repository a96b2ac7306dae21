import { ApiError, apiErrorMessages, catalogueError, malformedResponse } from '../errors';
import type { HttpContext } from '../http/httpContext';
import { requestJson } from '../http/request';
import { numberField, objectField } from '../json/fields';
import { creditCapOf } from './creditCap';
import type { CreditsApi, CreditsBalance } from './types';
import { clientOperations as operations } from '../operations/clientOperations';

/** Credits are read from credits, user.credits or data.credits; an answer without them is malformed. */
function readBalance(body: unknown): CreditsBalance {
  for (const holder of [body, objectField(body, 'user'), objectField(body, 'data')]) {
    const credits = numberField(holder, 'credits');
    if (credits !== undefined) return { credits, cap: creditCapOf(holder) };
  }
  throw malformedResponse(body, 'The server sent no credits.');
}

/**
 * The spec's candidates for the credits refresh: `{backend}/api/v1/user`, `{backend}/api/user`, then `/api/v1/user`
 * and `/api/user` on the page's own origin. For a first-party host (the `creditsUrls` option); the default tries the
 * backend's two only.
 */
export function specCreditsUrls(baseUrl: string, pageOrigin = globalThis.location?.origin): string[] {
  const paths = ['/api/v1/user', '/api/user'];
  const urls = [...paths.map((path) => baseUrl + path), ...(pageOrigin ? paths.map((path) => pageOrigin + path) : [])];
  return [...new Set(urls)];
}

export function createCreditsApi(ctx: HttpContext): CreditsApi {
  return {
    async fetchBalance({ signal } = {}) {
      let lastError = catalogueError('network');
      for (const url of ctx.creditsUrls) {
        try {
          return readBalance(await requestJson(ctx, url, { signal, reportsUnauthenticated: true }));
        } catch (error) {
          lastError = error as ApiError;
          if (lastError.kind === 'aborted') throw lastError;
          if (lastError.kind === 'unauthenticated') {
            const unauthenticated = new ApiError('unauthenticated', apiErrorMessages.creditsUnauthenticated, {
              status: 401,
              body: lastError.body,
            });
            ctx.onUnauthenticated?.(unauthenticated);
            throw unauthenticated;
          }
        }
      }
      throw lastError;
    },
    async topUp(amount, { signal } = {}) {
      return readBalance(
        await requestJson(ctx, operations['credits.topUp'], {
          json: { amount },
          signal,
          publishesCredits: true,
        }),
      );
    },
  };
}
