import type { HttpContext } from '../http/httpContext';
import { requestJson, send, type RequestOptions } from '../http/request';
import { numberField, objectField, stringField } from '../json/fields';
import { idOf, readPage, type Page, type PageQuery } from '../json/readPage';
import { resolveMediaUrl } from '../urls/safeUrl';
import { consoleOperations as operations } from '../operations/consoleOperations';

export type MediaType = 'image' | 'video' | 'audio';

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
}

const mediaTypes: readonly MediaType[] = ['image', 'video', 'audio'];

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

export function createMediaApi(ctx: HttpContext): MediaApi {
  return {
    list: async ({ type, search, page, pageSize } = {}, options) =>
      readPage(
        await requestJson(ctx, operations['media.list'], {
          ...options,
          searchParams: { type, search: search?.trim(), page, page_size: pageSize },
        }),
        (value) => readMediaItem(value, ctx.baseUrl),
      ),
    delete: (id, options) =>
      send(ctx, operations['media.delete'], { ...options, params: { id } }).then(() => undefined),
  };
}
