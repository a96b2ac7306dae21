/**
 * Small real media files for tests and stories: uploads are checked by their bytes (and images decoded in the
 * browser) before any request, so a file must be what it says it is.
 */

const bytesOf = (base64: string): Uint8Array<ArrayBuffer> =>
  Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));

/** A 1x1 PNG. */
export const pixelPng = bytesOf(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
);

const pixels: Record<string, Uint8Array<ArrayBuffer>> = {
  'image/png': pixelPng,
  'image/jpeg': bytesOf(
    '/9j/4AAQSkZJRgABAgAAAQABAAD//gAQTGF2YzU5LjM3LjEwMAD/2wBDAAgEBAQEBAUFBQUFBQYGBgYGBgYGBgYGBgYHBwcICAgHBwcGBgcHCAgICAkJCQgICAgJCQoKCgwMCwsODg4RERT/xABMAAEBAAAAAAAAAAAAAAAAAAAABgEBAQAAAAAAAAAAAAAAAAAABgcQAQAAAAAAAAAAAAAAAAAAAAARAQAAAAAAAAAAAAAAAAAAAAD/wAARCAACAAIDASIAAhEAAxEA/9oADAMBAAIRAxEAPwCLAFF/f//Z',
  ),
  'image/webp': bytesOf('UklGRjwAAABXRUJQVlA4IDAAAADQAQCdASoCAAIAAgA0JaACdLoB+AADsAD+8Oj3/yC5YXXI1/8gP+QH/ID/+PIAAAA='),
  'image/gif': bytesOf('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw=='),
};

const typeByExtension: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
};

/** A tiny real image named `name`, of the type its extension says (PNG, JPEG, WebP or GIF). */
export function imageFile(name = 'photo.png'): File {
  const type = typeByExtension[name.split('.').pop()?.toLowerCase() ?? ''] ?? 'image/png';
  return new File([pixels[type] ?? pixelPng], name, { type });
}

/** The first bytes of an MP4 (an `ftyp` box): what the upload check reads of a video. */
export function videoFile(name = 'clip.mp4'): File {
  const header = Uint8Array.from(
    [0, 0, 0, 32, ...'ftypisom'].map((byte) => (typeof byte === 'number' ? byte : byte.charCodeAt(0))),
  );
  return new File([header, new Uint8Array(24)], name, { type: 'video/mp4' });
}

/** A text file dressed up as an image or a video: its name and claimed type lie, its bytes do not. */
export function renamedTextFile(name = 'notes.png', type = 'image/png'): File {
  return new File(['These are my notes, not a picture.'], name, { type });
}
