import { createMediakitClient, createMemoryTokenStore, type MediakitClient } from '@mediakit/api-client';
import { inject, vi } from 'vitest';

/**
 * The time limit of a fault server client facing a fault that never ends (a hang, a slow drip): a test runs it on a
 * fake clock (`onFaultClock`), so the limit is exact, whatever the machine's speed.
 */
export const faultTimeoutMs = 800;
/**
 * The limit facing every other fault: a safety net the answer never comes near. A short limit here would turn an
 * answer received on a busy machine (a 500, a huge body) into a timeout, and the test's verdict with it.
 */
const faultAnsweredLimitMs = 60_000;
/** The faults only a client's own time limit ends. */
const faultsThatNeverEnd = ['hang-before-headers', 'hang-after-headers', 'slow-drip'];

/** Timers as they were before any test faked them: the fault server's events are waited for in real time. */
const realSetTimeout = globalThis.setTimeout;

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
    timeoutMs: faultsThatNeverEnd.includes(fault) ? faultTimeoutMs : faultAnsweredLimitMs,
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

/**
 * Waits, in real time and whether or not the test's clock is fake, until the fault server holds `count` requests
 * open: the event itself (the request has arrived, or every client has let go), never a guessed delay.
 */
export async function untilFaultRequestsInFlight(count: number): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const now = await faultRequestsInFlight();
    if (now === count) return;
    if (Date.now() > deadline) throw new Error(`The fault server holds ${now} requests, not ${count}.`);
    await new Promise((resolve) => realSetTimeout(resolve, 20));
  }
}

/**
 * Fakes the clock of the client's time limits (setTimeout) for a fault that never ends; the returned `advance`
 * moves it on. Restore with `vi.useRealTimers()` (afterEach).
 */
export function onFaultClock(): { advance(ms: number): Promise<void> } {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  return {
    advance: async (ms) => {
      await vi.advanceTimersByTimeAsync(ms);
    },
  };
}
