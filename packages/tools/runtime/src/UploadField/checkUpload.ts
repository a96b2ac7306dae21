import { imageTypes, pngOrJpeg, videoTypes } from '@mediakit/api-client/tools';

/**
 * Uploads are judged by their bytes, as the server judges them (apps/server/src/inputs: file-type and sharp): never by
 * the file's name or the type the browser claims, so a text file renamed `.png` is refused before any request.
 */

/** The image types the server takes (the tools' definitions name each upload's). */
export const imageUploadTypes = imageTypes;
/** PNG or JPEG only (OCR, studio, no-mask edit). */
export const pngOrJpegUploadTypes = pngOrJpeg;
/** The video types the server takes. */
export const videoUploadTypes = videoTypes;

/** The server decodes images and refuses more pixels than this (decompression bombs). */
export const maxImagePixels = 50_000_000;

const megabyte = 1024 * 1024;

export function megabytes(count: number): number {
  return count * megabyte;
}

/** What a field takes: the types its bytes may be, and its size cap (the server's for that field). */
export interface UploadRule {
  /** Types by content, e.g. `imageUploadTypes`. */
  types: readonly string[];
  /** Largest accepted size in bytes. */
  maxBytes: number;
}

export type UploadRejection = 'empty' | 'too-large' | 'wrong-type' | 'unreadable' | 'too-many-pixels';

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  signature.every((byte, index) => bytes[at + index] === byte);

/** The type a file's first bytes say it is, among images and videos; undefined for anything else. */
export function typeOfBytes(bytes: Uint8Array): string | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a') return 'image/gif';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'image/webp';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'AVI ') return 'video/x-msvideo';
  if (ascii(bytes, 4, 8) === 'ftyp') {
    const brand = ascii(bytes, 8, 12);
    if (brand === 'qt  ') return 'video/quicktime';
    if (brand.startsWith('M4V')) return 'video/x-m4v';
    if (brand.startsWith('M4A') || brand.startsWith('M4B')) return 'audio/mp4';
    if (['heic', 'heix', 'mif1', 'msf1', 'avif'].includes(brand)) return `image/${brand === 'avif' ? 'avif' : 'heic'}`;
    if (brand.startsWith('3g')) return 'video/3gpp';
    return 'video/mp4';
  }
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) {
    return ascii(bytes, 0, bytes.length).includes('webm') ? 'video/webm' : 'video/x-matroska';
  }
  return undefined;
}

/** The type the file's bytes say it is (undefined when unknown or unreadable). */
export async function sniffUploadType(file: Blob): Promise<string | undefined> {
  try {
    // Blob.arrayBuffer is in every browser the build targets (ES2022) and in the tests' jsdom.
    return typeOfBytes(new Uint8Array(await file.slice(0, 64).arrayBuffer()));
  } catch {
    return undefined;
  }
}

/**
 * Decodes an image where the browser can (not in jsdom): its size in pixels, or 'unreadable' for bytes that start
 * like an image but are not one (a truncated or damaged file).
 */
async function decodeImage(file: Blob): Promise<{ width: number; height: number } | 'unreadable' | undefined> {
  if (typeof createImageBitmap !== 'function') return undefined;
  try {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  } catch {
    return 'unreadable';
  }
}

/**
 * Why a file cannot be uploaded to a field, checked before any request: empty, over the field's cap, bytes of
 * another type, an image that does not decode, or more pixels than the server takes. Undefined when it is fine.
 */
export async function checkUpload(file: Blob, rule: UploadRule): Promise<UploadRejection | undefined> {
  if (file.size === 0) return 'empty';
  if (file.size > rule.maxBytes) return 'too-large';
  const type = await sniffUploadType(file);
  if (!type || !rule.types.includes(type)) return 'wrong-type';
  if (!type.startsWith('image/')) return undefined;
  const decoded = await decodeImage(file);
  if (decoded === 'unreadable') return 'unreadable';
  if (decoded && decoded.width * decoded.height > maxImagePixels) return 'too-many-pixels';
  return undefined;
}

/** True for an absolute http(s) URL, the only kind the server can fetch (an upload field's URL input). */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
