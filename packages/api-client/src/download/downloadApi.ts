import { abortedError, ApiError, isAbortError } from '../errors';
import { readBody } from '../http/readBody';
import type { RequestOptions } from '../http/request';
import { apiErrorFromResponse, toApiError } from '../http/toApiError';
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
  /**
   * Fetches an http(s) URL or a blob: URL of this page (no cache) and resolves with the Blob, e.g. to hand a result
   * to a partner. Rejects with an ApiError: 'unsafe-url', 'network', the HTTP status's kind, or 'aborted'.
   */
  fetchBlob(url: string, options?: RequestOptions): Promise<Blob>;
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
  const get = (url: string, signal: AbortSignal | undefined) => {
    assertSafeUrl(url);
    return fetch(url, { cache: 'no-store', signal: signal ?? null });
  };
  return {
    async save(url, fileName, { signal } = {}) {
      const name = sanitizeFileName(fileName);
      const response = get(url, signal);
      try {
        const answer = await response;
        if (!answer.ok) throw answer;
        saveBlob(await answer.blob(), name);
        return { method: 'saved', fileName: name };
      } catch (error) {
        if (signal?.aborted || isAbortError(error)) throw abortedError(error);
        open(url);
        return { method: 'opened-in-tab', message: downloadFailedMessage };
      }
    },
    async fetchBlob(url, { signal } = {}) {
      const response = get(url, signal);
      try {
        const answer = await response;
        if (!answer.ok) throw apiErrorFromResponse(answer.status, await readBody(answer));
        return await answer.blob();
      } catch (error) {
        throw signal?.aborted ? abortedError(error) : await toApiError(error);
      }
    },
  };
}
