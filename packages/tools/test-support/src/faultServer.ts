import { createMediakitClient, createMemoryTokenStore, type MediakitClient } from '@mediakit/api-client';
import { inject } from 'vitest';

/** How long a fault server client waits for an answer: short, so the hanging faults end within a test. */
export const faultTimeoutMs = 800;

let clients = 0;

/**
 * A real client whose every call the fault server (started by the browser project's global setup) answers with
 * `fault`. `id` (unique per client, named after `tool`) is where the server files the requests it received.
 */
export function faultServerClient(tool: string, fault: string): { client: MediakitClient; id: string } {
  clients += 1;
  const id = `tool-${tool}-${fault}-${clients}`;
  const client = createMediakitClient({
    baseUrl: `${inject('faultServer').origin}/f/${fault}/${id}`,
    tokenStore: createMemoryTokenStore('t0k3n'),
    timeoutMs: faultTimeoutMs,
    // Smaller than the server's 4 MB answer (the default cap is 10 MB).
    maxResponseBytes: 1024 * 1024,
    // One try per call: these check how a screen shows one failed call (a job start's retries of a lost answer are
    // the api-client's, tested there).
    idempotencyKeys: false,
  });
  return { client, id };
}

/** How many requests the fault server still holds open (0 once every client gave up or was answered). */
export async function faultRequestsInFlight(): Promise<number> {
  const answer = await fetch(`${inject('faultServer').origin}/__in-flight`);
  return ((await answer.json()) as { inFlight: number }).inFlight;
}
