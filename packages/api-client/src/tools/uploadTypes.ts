/** The image types the server takes, by their bytes. */
export const imageTypes = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
/** PNG or JPEG only (OCR, the studio, no-mask edit). */
export const pngOrJpeg = ['image/png', 'image/jpeg'] as const;
/** The video types the server takes, by their bytes. */
export const videoTypes = ['video/mp4', 'video/webm', 'video/quicktime', 'video/x-matroska', 'video/x-m4v'] as const;

/** `count` megabytes (MiB) in bytes. */
export const megabytes = (count: number) => count * 1024 * 1024;

// The definitions' tables (uploads, operations, limits) hold literals and references only: byte caps are written out
// (`10_485_760, // 10 MB`), fields are listed rather than spread. A bundler must keep a top-level value whose making
// might run code, and esbuild counts any arithmetic (`10 * MB` may call valueOf) and any object spread (getters) as
// such: every tool's bundle then carried every tool's upload rules and operations, whichever one it read.
// scripts/size.mjs holds one table read alone to a few hundred bytes.
