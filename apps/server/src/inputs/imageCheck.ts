import sharp, { type Metadata } from 'sharp';
import { invalid } from '../http/httpError';
import { maxImagePixels } from './fileRules';

export interface ImageInfo {
  width: number;
  height: number;
}

/** Decodes the image's header and refuses unreadable images and images over the pixel limit. */
export async function checkImage(path: string): Promise<ImageInfo> {
  let metadata: Metadata;
  try {
    // The header alone: its claimed size is checked before a single pixel is decoded.
    metadata = await sharp(path, { limitInputPixels: false }).metadata();
  } catch {
    throw invalid('The file is not a readable image.');
  }
  const { width, height } = metadata;
  if (!width || !height) throw invalid('The file is not a readable image.');
  if (width * height > maxImagePixels) {
    throw invalid(`The image is too large: at most ${maxImagePixels / 1_000_000} megapixels.`);
  }
  // Decode it once (streamed into a thumbnail, so memory stays small): a header can lie about what follows.
  try {
    await sharp(path, { limitInputPixels: maxImagePixels }).resize(32, 32, { fit: 'inside' }).toBuffer();
  } catch {
    throw invalid('The file is not a readable image.');
  }
  return { width, height };
}
