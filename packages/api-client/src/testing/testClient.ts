import { createMemoryTokenStore } from '../http/tokenStore';
import { createMediakitClient, type MediakitClientOptions } from '../client';
import { createMediakitConsoleClient } from '../console/consoleClient';
import { recordingFetch, type Answer } from './recordingFetch';

export const baseUrl = 'https://api.example.test';

/** The real client and console client over one recording fetch, signed in with token 't0k3n'. */
export function testClient(answers: Answer[], options: Partial<MediakitClientOptions> = {}) {
  const recorder = recordingFetch(...answers);
  const published: number[] = [];
  const clientOptions: MediakitClientOptions = {
    baseUrl,
    fetch: recorder.fetch,
    tokenStore: createMemoryTokenStore('t0k3n'),
    onCreditsChange: (credits) => published.push(credits),
    ...options,
  };
  const client = { ...createMediakitClient(clientOptions), ...createMediakitConsoleClient(clientOptions) };
  return { client, requests: recorder.requests, published };
}
