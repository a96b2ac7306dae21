import { abortedError, ApiError, isAbortError } from '../errors';
import type { RequestOptions } from '../http/request';
import { isSafeUrl } from '../urls/safeUrl';
import { sanitizeFileName } from './sanitizeFileName';

export const downloadFailedMessage = 'Download failed';

export type DownloadOutcome =
  | { method: 'saved'; fileName: string }
  /** The blob could not be fetched: the media was opened in a new tab instead. */
  | { method: 'opened-in-tab'; message: typeof downloadFailedMessage };

export interface DownloadApi {
  /**
   * Fetches the URL as a blob (no cache) and saves it under a sanitised name; on failure opens it in a new tab.
   * Rejects with an 'unsafe-url' ApiError for anything but http(s) or a blob: URL of this page.
   */
  save(url: string, fileName: string, options?: RequestOptions): Promise<DownloadOutcome>;
}

export interface DownloadDeps {
  fetch: typeof globalThis.fetch;
  saveBlob: (blob: Blob, fileName: string) => void;
  openInNewTab?: (url: string) => void;
}

export function assertSafeUrl(url: string): void {
  if (!isSafeUrl(url)) throw new ApiError('unsafe-url', 'This link cannot be opened.');
}

export function createDownloadApi({ fetch, saveBlob, openInNewTab }: DownloadDeps): DownloadApi {
  const open = openInNewTab ?? ((url: string) => void globalThis.open?.(url, '_blank', 'noopener,noreferrer'));
  return {
    async save(url, fileName, { signal } = {}) {
      assertSafeUrl(url);
      const name = sanitizeFileName(fileName);
      try {
        const response = await fetch(url, { cache: 'no-store', signal: signal ?? null });
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        saveBlob(await response.blob(), name);
        return { method: 'saved', fileName: name };
      } catch (error) {
        if (signal?.aborted || isAbortError(error)) throw abortedError(error);
        open(url);
        return { method: 'opened-in-tab', message: downloadFailedMessage };
      }
    },
  };
}
