import { createDownloadApi, type DownloadDeps, type DownloadOutcome } from '../download/downloadApi';
import type { HttpContext } from '../http/httpContext';
import { requestJson, send, type RequestOptions } from '../http/request';
import { numberField, objectField, stringField } from '../json/fields';
import { idOf, readPage, type Page, type PageQuery } from '../json/readPage';
import { resolveMediaUrl } from '../urls/safeUrl';
import { consoleOperations as operations } from '../operations/consoleOperations';

/** A picture, a video, a sound, or a text (OCR's words, kept as a .txt). */
export type MediaType = 'image' | 'video' | 'audio' | 'text';

export interface MediaItem {
  id: string;
  type: MediaType;
  title: string;
  /** Absolute http(s) URL of the file. */
  src: string;
  thumb: string | undefined;
  /** Poster frame of a video. */
  poster: string | undefined;
  sizeBytes: number | undefined;
  width: number | undefined;
  height: number | undefined;
  createdAt: string | undefined;
}

export interface MediaQuery extends PageQuery {
  type?: MediaType;
  /** Case-insensitive substring of the title (trimmed). */
  search?: string;
}

export interface MediaApi {
  /** GET /api/v1/media?type=&search=&page=&page_size= */
  list(query?: MediaQuery, options?: RequestOptions): Promise<Page<MediaItem>>;
  /** DELETE /api/v1/media/{id} */
  delete(id: string, options?: RequestOptions): Promise<void>;
  // console-b (tool-media-library)
  /**
   * Saves the item's file as `mediaFileName(item)` (the download rules: sanitised, at most 120 characters); when the
   * file cannot be fetched, opens it in a new tab and resolves with 'Download failed' (see `DownloadApi.save`).
   */
  download(item: Pick<MediaItem, 'id' | 'type' | 'title' | 'src'>, options?: RequestOptions): Promise<DownloadOutcome>;
  /** A text item's words (its .txt, fetched with no cache), for a preview. */
  readText(item: Pick<MediaItem, 'src'>, options?: RequestOptions): Promise<string>;
}

const defaultExtensions: Record<MediaType, string> = { image: 'png', video: 'mp4', audio: 'mp3', text: 'txt' };

/**
 * The name a library item saves under: its trimmed title (else `media-{id}`) with the extension of its URL's file name
 * (else png, mp4, mp3 or txt by type); `DownloadApi.save` then applies the spec's character and length rules.
 */
export function mediaFileName({ id, type, title, src }: Pick<MediaItem, 'id' | 'type' | 'title' | 'src'>): string {
  let path = '';
  try {
    path = new URL(src).pathname;
  } catch {
    // A relative or broken URL: the type's extension.
  }
  const extension = /\.([a-z0-9]{1,5})$/i.exec(path)?.[1]?.toLowerCase() ?? defaultExtensions[type];
  const base = title.trim() || `media-${id}`;
  return base.toLowerCase().endsWith(`.${extension}`) ? base : `${base}.${extension}`;
}

const mediaTypes: readonly MediaType[] = ['image', 'video', 'audio', 'text'];

export function readMediaItem(value: unknown, baseUrl: string): MediaItem | undefined {
  const id = idOf(value);
  const type = mediaTypes.find((known) => known === stringField(value, 'type'));
  const src = resolveMediaUrl(stringField(value, 'src', 'url'), baseUrl);
  if (!id || !type || !src) return undefined;
  const meta = objectField(value, 'meta');
  return {
    id,
    type,
    title: stringField(value, 'title') ?? '',
    src,
    thumb: resolveMediaUrl(stringField(value, 'thumb'), baseUrl),
    poster: resolveMediaUrl(stringField(value, 'poster_preview', 'poster'), baseUrl),
    sizeBytes: numberField(value, 'size_bytes', 'size'),
    width: numberField(meta, 'w', 'width'),
    height: numberField(meta, 'h', 'height'),
    createdAt: stringField(value, 'created_at'),
  };
}

/** The list's query string (the admin's all-users list takes the same). */
export function mediaSearchParams({ type, search, page, pageSize }: MediaQuery = {}) {
  return { type, search: search?.trim(), page, page_size: pageSize };
}

export function createMediaApi(ctx: HttpContext, downloadDeps: DownloadDeps): MediaApi {
  const downloads = createDownloadApi(ctx, downloadDeps);
  return {
    list: async (query, options) =>
      readPage(
        await requestJson(ctx, operations['media.list'], { ...options, searchParams: mediaSearchParams(query) }),
        (value) => readMediaItem(value, ctx.baseUrl),
      ),
    delete: (id, options) =>
      send(ctx, operations['media.delete'], { ...options, params: { id } }).then(() => undefined),
    download: (item, options) => downloads.save(item.src, mediaFileName(item), options),
    readText: (item, options) => downloads.fetchBlob(item.src, options).then((blob) => blob.text()),
  };
}
