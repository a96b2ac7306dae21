import { createMediakitClient, type MediakitClient } from '@mediakit/api-client';
import { createFakeMediakitClient } from '@mediakit/api-client/fake';

const apiUrl: string | undefined = import.meta.env.VITE_MEDIAKIT_API_URL;

/** True while the host runs without a backend: it then uses the in-memory fake and says so in a banner. */
export const isDemo = !apiUrl;

export const client: MediakitClient = apiUrl
  ? createMediakitClient({ baseUrl: apiUrl })
  : createFakeMediakitClient({ latencyMs: 400 });
