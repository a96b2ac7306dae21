import { isAbortError, type MediakitClient } from '@mediakit/api-client';
import { useCallback, useEffect, useRef } from 'react';

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
  onResult?: (result: DeliveredResult<Result>) => void;
  /** Also fetch the output and pass it as `blob`, e.g. to save it to the partner's own storage. */
  includeBlob?: boolean;
}

export interface UseResultDeliveryOptions<Result> extends ResultDeliveryProps<Result> {
  client: MediakitClient;
}

/**
 * Hands finished results to `onResult`. With `includeBlob`, the output URL is first fetched through the client's
 * download API (which refuses non-http(s) URLs); a failed fetch still delivers the result, with `blobError`.
 * A fetch still running when the tool unmounts or the next result arrives is dropped, not delivered late.
 */
export function useResultDelivery<Result>(options: UseResultDeliveryOptions<Result>) {
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const pending = useRef<AbortController | null>(null);
  useEffect(() => () => pending.current?.abort(), []);

  return useCallback(async (result: Result): Promise<void> => {
    pending.current?.abort();
    pending.current = null;
    const { client, onResult, includeBlob } = latest.current;
    if (!onResult) return;
    const url = (result as { url?: unknown }).url;
    // A result without an output file at a URL (OCR's text) has nothing to fetch.
    if (!includeBlob || typeof url !== 'string') {
      onResult(result as DeliveredResult<Result>);
      return;
    }
    const controller = new AbortController();
    pending.current = controller;
    let delivered: DeliveredResult<Result>;
    try {
      const blob = await client.downloads.fetchBlob(url, { signal: controller.signal });
      delivered = { ...result, blob };
    } catch (error) {
      if (controller.signal.aborted || isAbortError(error)) return;
      delivered = { ...result, blobError: error };
    }
    if (controller.signal.aborted) return;
    pending.current = null;
    latest.current.onResult?.(delivered);
  }, []);
}
