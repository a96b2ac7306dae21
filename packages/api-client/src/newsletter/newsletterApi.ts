import type { HttpContext } from '../http/httpContext';
import { requestJson, type RequestOptions } from '../http/request';
import { sessionOperations as operations } from '../operations/clientOperations';

export interface NewsletterApi {
  /** POST /api/v1/newsletter `{ email }` (public): resolves with the server's answer ('Thanks for subscribing!'). */
  subscribe(email: string, options?: RequestOptions): Promise<string>;
}

export function createNewsletterApi(ctx: HttpContext): NewsletterApi {
  return {
    async subscribe(email, { signal } = {}) {
      const body = await requestJson(ctx, operations['newsletter.subscribe'], {
        json: { email: email.trim() },
        signal,
        serverMessageFirst: true,
        fallback: 'Subscription failed. Please try again.',
      });
      return typeof body.message === 'string' && body.message !== '' ? body.message : 'Thanks for subscribing!';
    },
  };
}
