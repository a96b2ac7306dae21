import { createChatApi } from './chat/chatApi';
import { createHttp, type HttpOptions } from './http';
import type { MediakitClient } from './types';

export type MediakitClientOptions = HttpOptions;

/** Creates the real client for a backend origin, e.g. `createMediakitClient({ baseUrl: 'https://api.example.com' })`. */
export function createMediakitClient(options: MediakitClientOptions): MediakitClient {
  const http = createHttp(options);
  return {
    chat: createChatApi(http),
  };
}
