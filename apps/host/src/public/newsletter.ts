import type { MediakitClient } from '@mediakit/api-client';

// The footer's subscription goes through the client's `newsletter.subscribe`. The client (api-client, ky) is not
// part of the public pages' first load: it is imported when someone submits (or is the injected one).

/** A plain, permissive e-mail check (something@something.tld, no spaces); the server has the last word. */
export function isEmailAddress(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
}

/** Subscribes `email` and resolves with the server's answer; rejects with the client's ApiError when it refuses. */
export async function subscribeNewsletter(email: string, injected?: MediakitClient): Promise<string> {
  const client = injected ?? (await import('../client')).client;
  return client.newsletter.subscribe(email.trim());
}
