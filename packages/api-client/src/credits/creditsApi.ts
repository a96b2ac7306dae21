import { ApiError, apiErrorMessages, catalogueError, malformedResponse } from '../errors';
import type { HttpContext } from '../http/httpContext';
import { requestJson } from '../http/request';
import { numberField, objectField } from '../json/fields';
import { creditCapOf } from './creditCap';
import { createCreditsStore } from './creditsStore';
import type { CreditsApi, CreditsBalance, CreditsSync } from './types';
import { startCheckout } from '../billing/checkout';

/** Credits are read from credits, user.credits or data.credits; an answer without them is malformed. */
function readBalance(body: unknown): CreditsBalance {
  for (const holder of [body, objectField(body, 'user'), objectField(body, 'data')]) {
    const credits = numberField(holder, 'credits');
    if (credits !== undefined) {
      const spentThisMonth = numberField(holder, 'credits_spent_this_month');
      const payments = objectField(holder, 'payments');
      return {
        credits,
        cap: creditCapOf(holder),
        ...(spentThisMonth !== undefined ? { spentThisMonth } : {}),
        ...(payments ? { testMode: payments.test_mode === true } : {}),
      };
    }
  }
  throw malformedResponse(body, 'The server sent no credits.');
}

/**
 * The credits resource: the balance calls and the client's balance store, which hears every balance the server
 * reports through this context (the context's `publishCredits` is wrapped here).
 */
export function createCreditsApi(ctx: HttpContext, sync: readonly CreditsSync[] = []): CreditsApi {
  const api: Pick<CreditsApi, 'fetchBalance' | 'checkout'> = {
    async fetchBalance({ signal } = {}) {
      let lastError = catalogueError('network');
      for (const url of ctx.creditsUrls) {
        try {
          return readBalance(await requestJson(ctx, url, { signal, reportsUnauthenticated: true }));
        } catch (error) {
          lastError = error as ApiError;
          // A 402 said the balance (published once, by the request): it is the answer, not a reason to ask elsewhere.
          if (lastError.kind === 'aborted' || lastError.credits) throw lastError;
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
    checkout: (packId, returnUrl, options) => startCheckout(ctx, { pack: packId, returnUrl }, options),
  };
  const store = createCreditsStore(api.fetchBalance, sync);
  const report = ctx.publishCredits;
  ctx.publishCredits = (credits, spentThisMonth) => {
    store.set(credits, spentThisMonth);
    report(credits, spentThisMonth);
  };
  return { ...api, ...store };
}
