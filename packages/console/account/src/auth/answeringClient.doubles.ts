import { createMediakitClient, type MediakitClient } from '@mediakit/api-client';

/** For the forms' tests: a real client whose backend answers every POST with `body` and `status` (the CSRF cookie always works). */
export function clientAnswering(body: unknown, status = 200): MediakitClient {
  return createMediakitClient({
    baseUrl: 'https://api.test',
    fetch: async (input) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.includes('csrf-cookie')) return new Response(null, { status: 204 });
      return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    },
  });
}
