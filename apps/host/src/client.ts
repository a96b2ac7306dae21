import { ApiError, apiErrorMessages, createMediakitClient, type MediakitClient } from '@mediakit/api-client';
import { creditsAcrossTabs, creditsWindowEvents, specCreditsUrls } from '@mediakit/api-client/credits';
import type { createFakeMediakitClient } from '@mediakit/api-client/fake';
import { isDemo, mayBeSignedIn } from './connection';
import { rememberedTokenStore } from './rememberedTokenStore';

/**
 * The host talks to the real backend: `VITE_MEDIAKIT_API_URL`, else the origin it is served from (in development
 * Vite forwards the API's paths to the server; in production the server serves the host). `pnpm start:demo` builds
 * it on the in-memory fake instead (VITE_MEDIAKIT_BACKEND=fake), which it then says in a banner; the fake's code is
 * loaded only in that case, so it is never part of the product's bundle.
 */
export { isDemo };

export const baseUrl = import.meta.env.VITE_MEDIAKIT_API_URL ?? window.location.origin;

/**
 * What the first-party app configures that an embedded tool must not do by default: the spec's storage keys for the
 * token (`token`, with `auth_token` read too; in localStorage or, without "Remember me", sessionStorage), the spec's credits candidates (also `/api/v1/user` and `/api/user` on
 * the page's own origin, which get no token unless the page is the backend), and the balance kept in step with
 * window focus, the `credits:update`/`credits:fetch` events and the other tabs (the `credits` channel).
 */
const firstParty = {
  tokenStore: rememberedTokenStore,
  creditsSync: [creditsWindowEvents(), creditsAcrossTabs()],
};

/** The demo signs its visitor in on the first visit only: after a logout, a reload stays signed out. */
function demoClient(create: typeof createFakeMediakitClient) {
  const firstVisit = localStorage.getItem('mediakit.demo-started') === null;
  localStorage.setItem('mediakit.demo-started', '1');
  return create({ latencyMs: 400, signedIn: firstVisit, ...firstParty });
}

/**
 * A visitor this browser holds no session for (no token, no remembered user: `mayBeSignedIn`) is signed out without
 * asking: the server could only answer 401, a failing request in the console of every anonymous page that shows a
 * studio (issue #29). Signing in stores the token, and from then on the session is asked for as usual.
 */
function signedOutWithoutAsking(real: MediakitClient): MediakitClient {
  const me = real.user.me;
  return {
    ...real,
    user: {
      ...real.user,
      me: (options) =>
        mayBeSignedIn()
          ? me(options)
          : Promise.reject(new ApiError('unauthenticated', apiErrorMessages.unauthenticated, { status: 401 })),
    },
  };
}

export const client: MediakitClient = isDemo
  ? demoClient((await import('@mediakit/api-client/fake')).createFakeMediakitClient)
  : signedOutWithoutAsking(createMediakitClient({ baseUrl, creditsUrls: specCreditsUrls(baseUrl), ...firstParty }));
