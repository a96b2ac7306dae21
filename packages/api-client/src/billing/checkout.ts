import { malformedResponse } from '../errors';
import type { HttpContext } from '../http/httpContext';
import { requestJson, type RequestOptions } from '../http/request';
import { stringField } from '../json/fields';
import { sessionOperations } from '../operations/clientOperations';

/** Where the payment engine takes the person to pay (or confirm a change), and whether it is test mode. */
export interface CheckoutStart {
  url: string;
  testMode: boolean;
}

/** POST /api/v1/billing/checkout: shared by the console's billing and the main client's credits (the credits menu). */
export async function startCheckout(
  ctx: HttpContext,
  purchase: { pack: string; returnUrl: string } | { plan: string; returnUrl: string },
  options?: RequestOptions,
): Promise<CheckoutStart> {
  const json =
    'pack' in purchase
      ? { pack: purchase.pack, return_url: purchase.returnUrl }
      : { plan: purchase.plan, return_url: purchase.returnUrl };
  const body = await requestJson(ctx, sessionOperations['billing.checkout'], { ...options, json });
  const url = stringField(body, 'url');
  if (!url || !/^https?:\/\//.test(url)) throw malformedResponse(body, 'The server sent no checkout URL.');
  return { url, testMode: body.test_mode === true };
}
