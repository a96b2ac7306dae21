import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import type { EngineFile } from '../engine';

// Inputs made to fit a provider's documented limits before they are sent, where that keeps what the user asked:
// another format, fewer pixels, fewer bytes, or a border that brings the aspect into range (removed again from the
// result). What cannot be made to fit is refused by the tool's checks before any credit is taken.

export interface ImageRules {
  /** MIME types the provider takes; anything else is sent as PNG. */
  types: readonly string[];
  maxPixels?: number;
  maxBytes?: number;
  /** The shortest side it takes: a smaller picture is scaled up to it. */
  minSide?: number;
  /** The widest and tallest aspects it takes (width / height), e.g. [1 / 2.5, 2.5]. */
  aspect?: readonly [number, number];
}

export interface Conformed {
  file: EngineFile;
  /** Where the original picture sits in the sent one (in the sent one's pixels), to cut the result back to it. */
  region: { left: number; top: number; width: number; height: number };
  sentWidth: number;
  sentHeight: number;
  changed: boolean;
}

export async function conformImage(image: EngineFile, rules: ImageRules, workDir: string): Promise<Conformed> {
  const { width: originalWidth = 1, height: originalHeight = 1 } = await sharp(image.path).rotate().metadata();
  const oriented = (await sharp(image.path).metadata()).orientation ?? 1;
  let [width, height] = oriented >= 5 ? [originalHeight, originalWidth] : [originalWidth, originalHeight];
  let scale = 1;
  if (rules.maxPixels && width * height > rules.maxPixels) scale = Math.sqrt(rules.maxPixels / (width * height));
  if (rules.minSide && Math.min(width, height) * scale < rules.minSide) scale = rules.minSide / Math.min(width, height);
  width = Math.max(1, Math.floor(width * scale));
  height = Math.max(1, Math.floor(height * scale));
  let [padX, padY] = [0, 0];
  if (rules.aspect) {
    const [widest, tallest] = [rules.aspect[1], rules.aspect[0]];
    if (width / height > widest) padY = Math.ceil(width / widest - height);
    if (width / height < tallest) padX = Math.ceil(height * tallest - width);
  }
  const left = Math.floor(padX / 2);
  const top = Math.floor(padY / 2);
  const region = { left, top, width, height };
  const sentWidth = width + padX;
  const sentHeight = height + padY;
  const size = (await stat(image.path)).size;
  const typeOk = rules.types.includes(image.contentType);
  const fits = typeOk && scale === 1 && !padX && !padY && oriented === 1 && (!rules.maxBytes || size <= rules.maxBytes);
  if (fits) return { file: image, region, sentWidth, sentHeight, changed: false };
  let picture = sharp(image.path).rotate().resize(width, height, { fit: 'fill', kernel: 'lanczos3' });
  if (padX || padY) {
    picture = picture.extend({
      left,
      right: padX - left,
      top,
      bottom: padY - top,
      background: '#ffffff',
    });
  }
  const keep = typeOk && image.contentType !== 'image/gif' ? image.contentType : 'image/png';
  const asType = async (type: string, quality: number) => {
    const path = join(workDir, `conformed-${quality}.${type.split('/')[1]}`);
    const encoder = sharp(await picture.clone().toBuffer());
    if (type === 'image/jpeg') await encoder.flatten({ background: '#ffffff' }).jpeg({ quality }).toFile(path);
    else if (type === 'image/webp') await encoder.webp({ quality }).toFile(path);
    else await encoder.png({ compressionLevel: 9 }).toFile(path);
    return { path, contentType: type };
  };
  let file = await asType(keep, 92);
  // Still too many bytes (a detailed PNG): JPEG, then lower qualities.
  for (const quality of [90, 80, 70]) {
    if (!rules.maxBytes || (await stat(file.path)).size <= rules.maxBytes) break;
    if (!rules.types.includes('image/jpeg')) break;
    file = await asType('image/jpeg', quality);
  }
  return { file, region, sentWidth, sentHeight, changed: true };
}

/** A provider's result for a conformed input, cut back to the original picture and its size. */
export async function restoreRegion(
  result: string,
  conformed: Conformed,
  size: { width: number; height: number },
  output: string,
) {
  const { width = 1, height = 1 } = await sharp(result).metadata();
  const [scaleX, scaleY] = [width / conformed.sentWidth, height / conformed.sentHeight];
  await sharp(result)
    .extract({
      left: Math.round(conformed.region.left * scaleX),
      top: Math.round(conformed.region.top * scaleY),
      width: Math.max(1, Math.min(width, Math.round(conformed.region.width * scaleX))),
      height: Math.max(1, Math.min(height, Math.round(conformed.region.height * scaleY))),
    })
    .resize(size.width, size.height, { fit: 'fill' })
    .png()
    .toFile(output);
  return output;
}
