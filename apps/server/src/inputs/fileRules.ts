import { imageTypes, pngOrJpeg, videoTypes } from './sniff';

const MB = 1024 * 1024;

/** How a field's file is checked: by size while it streams in, then by its bytes' type. */
export interface FileRule {
  maxBytes: number;
  accept: readonly string[];
  tooLarge: string;
  wrongType: string;
}

const image = (maxMb: number, wrongType: string, tooLarge = `The image must be at most ${maxMb} MB.`): FileRule => ({
  maxBytes: maxMb * MB,
  accept: imageTypes,
  tooLarge,
  wrongType,
});

/** Upload caps by tool: the spec's 5, 8, 10 and 12 MB; 10 MB where it gives none; 200 MB for a video to upscale. */
export const fileRules = {
  firstFrame: image(5, 'Only image files are allowed.', 'Max file size is 5 MB.'),
  productImage: image(10, 'Please select an image.'),
  bgSubject: image(10, 'Please select an image file.'),
  bgBackground: image(10, 'Please select an image file for background.'),
  ocrImage: { ...image(10, 'Please upload a JPEG or PNG image.'), accept: pngOrJpeg },
  editorImage: image(8, 'Please upload an image.', 'The image must be at most 8 MB.'),
  studioImage: { ...image(8, 'PNG or JPG only.', 'File too large. Max 8MB'), accept: pngOrJpeg },
  noMaskImage: { ...image(10, 'Please select an image (PNG/JPG).'), accept: pngOrJpeg },
  stabilityImage: {
    maxBytes: 12 * MB,
    accept: ['image/png', 'image/jpeg', 'image/webp'],
    tooLarge: 'Please choose a PNG/JPEG/WEBP under 12MB.',
    wrongType: 'Please choose a PNG/JPEG/WEBP under 12MB.',
  },
  upscaleVideo: {
    maxBytes: 200 * MB,
    accept: videoTypes,
    tooLarge: 'The video must be at most 200 MB.',
    wrongType: 'Please select a video file.',
  },
  avatar: image(5, 'Please select an image.', 'The image must be at most 5 MB.'),
  cover: image(10, 'Please select an image.'),
} satisfies Record<string, FileRule>;

/** The largest upload any route takes: the multipart parser's own hard limit. */
export const largestUpload = Math.max(...Object.values(fileRules).map((rule) => rule.maxBytes));

/** Images are decoded before use: more pixels than this is refused (decompression bombs). */
export const maxImagePixels = 50_000_000;
