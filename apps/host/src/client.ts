import { createMediakitClient, type MediakitClient } from '@mediakit/api-client';

/**
 * The host talks to the real backend: `VITE_MEDIAKIT_API_URL`, else the origin it is served from (in development
 * Vite forwards the API's paths to the server; in production the server serves the host). `pnpm start:demo` builds
 * it on the in-memory fake instead (VITE_MEDIAKIT_BACKEND=fake), which it then says in a banner; the fake's code is
 * loaded only in that case, so it is never part of the product's bundle.
 */
export const isDemo = import.meta.env.VITE_MEDIAKIT_BACKEND === 'fake';

export const client: MediakitClient = isDemo
  ? (await import('@mediakit/api-client/fake')).createFakeMediakitClient({ latencyMs: 400 })
  : createMediakitClient({ baseUrl: import.meta.env.VITE_MEDIAKIT_API_URL ?? window.location.origin });
