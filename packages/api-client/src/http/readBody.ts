import { ApiError, apiErrorMessages } from '../errors';

/** The answer was larger than the client takes in. */
const tooLarge = (status: number) =>
  new ApiError('malformed-response', apiErrorMessages.malformed, { reason: 'response-too-large', status });

/**
 * Reads a body's bytes while the signal allows, at most `limitBytes` (a larger Content-Length is refused before
 * reading). Every chunk is reported to `onChunk` (a download restarts its stall timer there). A read fails as soon as
 * the signal aborts, even when a custom `fetch` does not tie its body to the signal; read errors (a reset, an abort)
 * are rethrown as they are: the caller knows why its signal ended.
 */
export async function readBytes(
  response: Response,
  signal: AbortSignal,
  limitBytes: number,
  onChunk?: false | (() => void),
): Promise<Uint8Array<ArrayBuffer>[]> {
  const reader = response.body?.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let size = 0;
  const aborted = new Promise<never>((_, reject) => {
    const onAbort = () => reject(signal.reason);
    if (signal.aborted) onAbort();
    else signal.addEventListener('abort', onAbort, { once: true });
  });
  aborted.catch(() => undefined);
  try {
    if (Number(response.headers.get('content-length')) > limitBytes) throw tooLarge(response.status);
    while (reader) {
      const { done, value } = await Promise.race([reader.read(), aborted]);
      if (done) break;
      size += value.byteLength;
      if (size > limitBytes) throw tooLarge(response.status);
      chunks.push(value as Uint8Array<ArrayBuffer>);
      if (onChunk) onChunk();
    }
    return chunks;
  } catch (error) {
    void (reader ?? response.body)?.cancel().catch(() => undefined);
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
