import { ApiError } from '../errors';
import type { HttpContext } from '../http/httpContext';
import { send, type RequestOptions } from '../http/request';
import { isSafeUrl } from '../urls/safeUrl';
import { sanitizeFileName } from './sanitizeFileName';

export const downloadFailedMessage = 'Download failed';

export type DownloadOutcome =
  | { method: 'saved'; fileName: string }
  /** The blob could not be fetched: the media was opened in a new tab instead. */
  | { method: 'opened-in-tab'; message: typeof downloadFailedMessage };

export interface DownloadApi {
  /**
   * Fetches the URL as a blob (no cache) and saves it under a sanitised name; on failure (also a timeout) opens it in a
   * new tab. Rejects with an 'unsafe-url' ApiError for anything but http(s) or a blob: URL of this page, and with an
   * 'aborted' one when the signal aborts.
   */
  save(url: string, fileName: string, options?: RequestOptions): Promise<DownloadOutcome>;
  /**
   * Fetches an http(s) URL or a blob: URL of this page (no cache) and resolves with the Blob, e.g. to hand a result
   * to a partner. Rejects with an ApiError: 'unsafe-url', 'network', 'timeout', the HTTP status's reason, or 'aborted'.
   */
  fetchBlob(url: string, options?: RequestOptions): Promise<Blob>;
}

export interface DownloadDeps {
  saveBlob: (blob: Blob, fileName: string) => void;
  openInNewTab?: ((url: string) => void) | undefined;
}

export function assertSafeUrl(url: string): void {
  if (!isSafeUrl(url)) throw new ApiError('unsafe-url', 'This link cannot be opened.');
}

export function createDownloadApi(ctx: HttpContext, { saveBlob, openInNewTab }: DownloadDeps): DownloadApi {
  const open = openInNewTab ?? ((url: string) => void globalThis.open?.(url, '_blank', 'noopener,noreferrer'));
  const fetchBlob: DownloadApi['fetchBlob'] = async (url, { signal } = {}) => {
    assertSafeUrl(url);
    return send(ctx, url, { signal }, true);
  };
  return {
    async save(url, fileName, { signal } = {}) {
      const name = sanitizeFileName(fileName);
      assertSafeUrl(url);
      try {
        saveBlob(await send(ctx, url, { signal }, true), name);
        return { method: 'saved', fileName: name };
      } catch (error) {
        if ((error as ApiError).kind === 'aborted') throw error;
        open(url);
        return { method: 'opened-in-tab', message: downloadFailedMessage };
      }
    },
    fetchBlob,
  };
}
