import { fileTypeFromFile } from 'file-type';

/** The type a file's bytes say it is (never its name or the browser's claim); undefined when unknown. */
export async function sniffFile(path: string): Promise<string | undefined> {
  const detected = await fileTypeFromFile(path);
  return detected?.mime;
}

/** A text output's type (OCR's .txt), as stored and served. */
export const textContentType = 'text/plain; charset=utf-8';

/** What the library lists an output as: a picture, a video, a sound, or a text (OCR's words, as a .txt). */
export type MediaKind = 'image' | 'video' | 'audio' | 'text';

export const mediaKindOf = (contentType: string): MediaKind | undefined =>
  contentType.startsWith('image/')
    ? 'image'
    : contentType.startsWith('video/')
      ? 'video'
      : contentType.startsWith('audio/')
        ? 'audio'
        : contentType.startsWith('text/plain')
          ? 'text'
          : undefined;

export const extensionFor = (contentType: string): string =>
  ({
    'image/png': 'png',
    'image/jpeg': 'jpg',
    'image/webp': 'webp',
    'image/gif': 'gif',
    'video/mp4': 'mp4',
    'video/webm': 'webm',
    'video/quicktime': 'mov',
    'video/x-matroska': 'mkv',
    'video/x-m4v': 'm4v',
    'audio/mpeg': 'mp3',
    'audio/wav': 'wav',
    'audio/x-wav': 'wav',
    'application/pdf': 'pdf',
    'text/plain; charset=utf-8': 'txt',
  })[contentType] ?? 'bin';
