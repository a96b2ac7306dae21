import { isAbortError, type MediakitClient } from '@mediakit/api-client';

/** What a tool's `onResult` receives: its result, plus the output file when `includeBlob` asked for it. */
export type DeliveredResult<Result> = Result & {
  /** The output, fetched with no cache (only with `includeBlob`). */
  blob?: Blob;
  /** Why the output could not be fetched (only with `includeBlob`); the URL is still delivered. */
  blobError?: unknown;
};

/** The props every tool takes to hand its output to the host page. */
export interface ResultDeliveryProps<Result> {
  /** Called once per finished run with the output URL (and the Blob when `includeBlob` is set). */
  onResult?: ((result: DeliveredResult<Result>) => void) | undefined;
  /** Also fetch the output and pass it as `blob`, e.g. to save it to the partner's own storage. */
  includeBlob?: boolean | undefined;
}

export interface ResultDeliveryOptions<Result> extends ResultDeliveryProps<Result> {
  /** Fetches the output with `includeBlob`. */
  client?: MediakitClient | undefined;
}

/**
 * Hands finished results to `onResult` (read when each result arrives, so the latest one is called). With
 * `includeBlob`, the output URL is first fetched through the client's download API (which refuses non-http(s) URLs);
 * a failed fetch still delivers the result, with `blobError`. A fetch still running when `abort` is called (the tool
 * unmounts) or the next result arrives is dropped, not delivered late.
 */
export function createResultDelivery<Result>(options: () => ResultDeliveryOptions<Result>) {
  let pending: AbortController | undefined;
  const abort = () => {
    pending?.abort();
    pending = undefined;
  };
  const deliver = async (result: Result): Promise<void> => {
    abort();
    const { client, onResult, includeBlob } = options();
    if (!onResult) return;
    const url = (result as { url?: unknown }).url;
    // A result without an output file at a URL (OCR's text) has nothing to fetch.
    if (!includeBlob || typeof url !== 'string' || !client) {
      onResult(result as DeliveredResult<Result>);
      return;
    }
    const controller = new AbortController();
    pending = controller;
    let delivered: DeliveredResult<Result>;
    try {
      const blob = await client.downloads.fetchBlob(url, { signal: controller.signal });
      delivered = { ...result, blob };
    } catch (error) {
      if (controller.signal.aborted || isAbortError(error)) return;
      delivered = { ...result, blobError: error };
    }
    if (controller.signal.aborted) return;
    pending = undefined;
    options().onResult?.(delivered);
  };
  return { deliver, abort };
}
