/** The image types the server takes, by their bytes. */
export const imageTypes = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
/** PNG or JPEG only (OCR, the studio, no-mask edit). */
export const pngOrJpeg = ['image/png', 'image/jpeg'] as const;
/** The video types the server takes, by their bytes. */
export const videoTypes = ['video/mp4', 'video/webm', 'video/quicktime', 'video/x-matroska', 'video/x-m4v'] as const;

export const megabytes = (count: number) => count * MB;

/** One megabyte (MiB), for the definitions' upload caps: `5 * MB`, not a call, so that unused caps drop out of bundles. */
export const MB = 1024 * 1024;
