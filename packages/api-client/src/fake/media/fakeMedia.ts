import { isSafeUrl } from '../../urls/safeUrl';
import { videoClip } from './clip';
import { textPdf } from './pdf';
import { drawPicture } from './picture';
import { encodeWav } from './wav';

export type FakeMediaKind = 'image' | 'video' | 'audio' | 'pdf';

/** What a fake media file shows: an image's prompt and size, a tune's text, a PDF's lines; by default its id. */
export interface FakeMediaDescription {
  text?: string;
  width?: number;
  height?: number;
}

export interface FakeMediaFile {
  bytes: Uint8Array<ArrayBuffer>;
  type: string;
}

/** A real file for a fake media item: a picture drawn from its text, the sample clip, a tune, or a one-page PDF. */
export function fakeMediaFile(kind: FakeMediaKind, id: string, { text, width, height }: FakeMediaDescription = {}) {
  const about = text ?? id;
  if (kind === 'image') {
    // At most 192 px on the long side: enough for a preview, small enough to make at once.
    const scale = 192 / Math.max(width ?? 4, height ?? 3);
    const size = [Math.max(8, Math.round((width ?? 4) * scale)), Math.max(8, Math.round((height ?? 3) * scale))];
    return { bytes: drawPicture(about, size[0] ?? 192, size[1] ?? 144), type: 'image/png' };
  }
  if (kind === 'video') return { bytes: videoClip(), type: 'video/mp4' };
  if (kind === 'audio') return { bytes: encodeWav(about), type: 'audio/wav' };
  return { bytes: textPdf(['Mediakit', `Invoice ${about}`]), type: 'application/pdf' };
}

const blobUrls = new Map<string, string>();
/** Where the fake's files live when blob: URLs cannot be used. */
const filePath = (origin: string, kind: FakeMediaKind | 'upload', id: string) =>
  `${origin}/fake-media/${kind}/${encodeURIComponent(id)}`;
let pageBlobUrls: boolean | undefined;

/** Whether this environment makes blob: URLs the page can use (a browser does; Node and jsdom make `blob:nodedata:`). */
function canMakePageBlobUrls(): boolean {
  if (pageBlobUrls === undefined) {
    pageBlobUrls = false;
    if (typeof document !== 'undefined' && typeof URL.createObjectURL === 'function') {
      const probe = URL.createObjectURL(new Blob([]));
      pageBlobUrls = isSafeUrl(probe);
      URL.revokeObjectURL(probe);
    }
  }
  return pageBlobUrls;
}

/**
 * The URL of a fake media file. In a browser it is a blob: URL of the generated file (made once per file and page),
 * so stories and demos show real pictures and play real media; where blob: URLs of the page cannot be made (Node,
 * jsdom) it is a path on the fake's origin, which the fake serves with the same bytes.
 */
export function fakeMediaUrl(
  origin: string,
  kind: FakeMediaKind,
  id: string,
  description: FakeMediaDescription = {},
): string {
  const key = `${kind}|${id}|${description.text ?? ''}|${description.width ?? ''}x${description.height ?? ''}`;
  const known = blobUrls.get(key);
  if (known) return known;
  if (canMakePageBlobUrls()) {
    const { bytes, type } = fakeMediaFile(kind, id, description);
    const url = URL.createObjectURL(new Blob([bytes], { type }));
    blobUrls.set(key, url);
    return url;
  }
  const query = new URLSearchParams(
    Object.entries(description).flatMap(([name, value]) => (value === undefined ? [] : [[name, String(value)]])),
  ).toString();
  return `${filePath(origin, kind, id)}${query ? `?${query}` : ''}`;
}

/** The file at one of the fake's own media URLs (`…/fake-media/<kind>/<id>?text=…`), as the fake serves it. */
export function fakeMediaFileAt(url: string): FakeMediaFile | undefined {
  const { pathname, searchParams } = new URL(url);
  const [, kind, id] = /\/fake-media\/(image|video|audio|pdf)\/([^/]+)$/.exec(pathname) ?? [];
  if (!kind || !id) return undefined;
  const size = (name: string) => (searchParams.has(name) ? Number(searchParams.get(name)) : undefined);
  return fakeMediaFile(kind as FakeMediaKind, decodeURIComponent(id), {
    text: searchParams.get('text') ?? undefined,
    width: size('width'),
    height: size('height'),
  });
}

/** The URL of an uploaded file the fake hands back: a blob: URL of it in a browser, else a path the fake serves. */
export function fakeUploadUrl(origin: string, id: string, file: Blob): string {
  return canMakePageBlobUrls() ? URL.createObjectURL(file) : filePath(origin, 'upload', id);
}
