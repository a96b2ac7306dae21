import { ApiError } from '../errors';

/** The answer was larger than the client takes in. */
export function tooLarge(status: number, limitBytes: number): ApiError {
  return new ApiError(
    'malformed-response',
    `The server's answer is larger than ${Math.round(limitBytes / 1048576)} MB.`,
    {
      reason: 'response-too-large',
      status,
    },
  );
}

/**
 * Settles with the promise, or rejects as soon as the signal aborts: a custom `fetch` whose body ignores the signal
 * cannot keep a read alive.
 */
export function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/**
 * Reads a body's bytes while the signal allows, at most `limitBytes` (a larger Content-Length is refused before
 * reading). Every chunk is reported to `onChunk` (downloads restart their stall timer there). Read errors (a reset,
 * an abort) are rethrown as they are: the caller knows why the signal ended.
 */
export async function readBytes(
  response: Response,
  signal: AbortSignal,
  limitBytes = Infinity,
  onChunk?: () => void,
): Promise<Uint8Array<ArrayBuffer>[]> {
  const cancel = () => void response.body?.cancel().catch(() => undefined);
  if (Number(response.headers.get('content-length')) > limitBytes) {
    cancel();
    throw tooLarge(response.status, limitBytes);
  }
  const reader = response.body?.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  if (!reader) return chunks;
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await untilAborted(reader.read(), signal);
      if (done) return chunks;
      size += value.byteLength;
      if (size > limitBytes) throw tooLarge(response.status, limitBytes);
      chunks.push(value as Uint8Array<ArrayBuffer>);
      onChunk?.();
    }
  } catch (error) {
    void reader.cancel().catch(() => undefined);
    throw error;
  }
}

/** A body as JSON when it parses, else as text; an empty body is `undefined`. */
export function parseBody(chunks: readonly Uint8Array<ArrayBuffer>[]): unknown {
  const decoder = new TextDecoder();
  const text = chunks.map((chunk) => decoder.decode(chunk, { stream: true })).join('') + decoder.decode();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
