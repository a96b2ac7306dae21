/**
 * Asks `check` until it gives a value (anything but undefined or false) and returns it: a test waits for the event
 * itself, never for a guessed time. The limit only ends a test that would otherwise hang, with `what` in its
 * message: it stays under the server tests' own timeout (300 s) and far above what these waits take on a quiet
 * machine (milliseconds to a few seconds for a real engine's job), so a busy machine gives the same verdict
 * (docs/testing.md).
 */
export async function eventually<T>(
  check: () => Promise<T | undefined | false> | T | undefined | false,
  what: string,
  { limitMs = 240_000, everyMs = 50 }: { limitMs?: number; everyMs?: number } = {},
): Promise<T> {
  const deadline = Date.now() + limitMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`Waited ${limitMs / 1000} s for ${what}: it did not happen.`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
