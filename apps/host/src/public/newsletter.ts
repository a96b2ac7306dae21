// The footer's subscription. The API client has no newsletter operation yet: this is the host side of the contract
// the server is adding (operation `subscribeNewsletter`, POST /api/v1/newsletter {email}), to be replaced by
// `client.newsletter.subscribe` when the client carries it.

const apiBase = import.meta.env.VITE_MEDIAKIT_API_URL ?? window.location.origin;

/** A plain, permissive e-mail check (something@something.tld, no spaces); the server has the last word. */
export function isEmailAddress(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
}

export class NewsletterError extends Error {}

/** Subscribes `email`; throws a NewsletterError with the server's message (or a clear one) when it refuses. */
export async function subscribeNewsletter(email: string, fetchImpl: typeof fetch = fetch): Promise<void> {
  let response: Response;
  try {
    response = await fetchImpl(new URL('/api/v1/newsletter', apiBase), {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      credentials: 'include',
      body: JSON.stringify({ email: email.trim() }),
    });
  } catch {
    throw new NewsletterError('Could not reach the server. Check your connection and try again.');
  }
  if (response.ok) return;
  const body: unknown = await response.json().catch(() => undefined);
  const message =
    body && typeof body === 'object'
      ? [(body as { message?: unknown }).message, (body as { error?: unknown }).error].find(
          (value): value is string => typeof value === 'string' && value !== '',
        )
      : undefined;
  throw new NewsletterError(message ?? 'Subscription failed. Please try again.');
}
