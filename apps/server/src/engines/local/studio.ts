import { join } from 'node:path';
import sharp, { type Sharp } from 'sharp';
import type { EngineFile, EngineRun } from '../engine';

/** The largest output the studio makes: 36 megapixels (6000x6000); larger scales stop there and keep the aspect. */
export const studioPixelLimit = 36_000_000;

/** Output size for a scale, capped at the pixel limit. */
export function scaledSize(width: number, height: number, scale: number) {
  const wanted = width * height * scale * scale;
  const factor = wanted > studioPixelLimit ? Math.sqrt(studioPixelLimit / (width * height)) : scale;
  return { width: Math.max(1, Math.round(width * factor)), height: Math.max(1, Math.round(height * factor)) };
}

/** PNG up to 16 megapixels, JPEG above (a 36 MP PNG would be over 100 MB). */
export async function saveStudioImage(
  image: Sharp,
  pixels: number,
  workDir: string,
  name: string,
): Promise<EngineFile> {
  if (pixels > 16_000_000) {
    const path = join(workDir, `${name}.jpg`);
    await image.flatten({ background: '#ffffff' }).jpeg({ quality: 92, mozjpeg: true }).toFile(path);
    return { path, contentType: 'image/jpeg' };
  }
  const path = join(workDir, `${name}.png`);
  await image.png().toFile(path);
  return { path, contentType: 'image/png' };
}

/** Enhance: upscaled by the factor with Lanczos resampling, then sharpened, up to the pixel limit. */
export async function localEnhance(input: { image: EngineFile; scale: number }, run: EngineRun) {
  const source = sharp(input.image.path).rotate();
  const { width = 1, height = 1 } = await source.metadata();
  const size = scaledSize(width, height, input.scale);
  const image = source.resize(size.width, size.height, { kernel: 'lanczos3' }).sharpen({ sigma: 0.8, m1: 0.8, m2: 2 });
  const file = await saveStudioImage(image, size.width * size.height, run.workDir, `enhanced-${input.scale}x`);
  run.progress(1);
  return { engine: 'local:lanczos', files: [file] };
}

/**
 * Style transfer by colour statistics (Reinhard): each channel of the source is shifted and stretched toward the
 * reference's mean and spread, weighted by strength; the source's structure stays. Without `preserveStructure`,
 * a blurred copy of the reference is also blended in, so its shapes bleed into the result. Then scaled.
 */
export async function localStyle(
  input: { image: EngineFile; reference: EngineFile; strength: number; preserveStructure: boolean; scale: number },
  run: EngineRun,
) {
  const source = sharp(input.image.path).rotate().removeAlpha();
  const [sourceStats, referenceStats, { width = 1, height = 1 }] = await Promise.all([
    source.clone().stats(),
    sharp(input.reference.path).rotate().removeAlpha().stats(),
    source.clone().metadata(),
  ]);
  const strength = Math.max(0, Math.min(1, input.strength));
  const a: number[] = [];
  const b: number[] = [];
  for (let channel = 0; channel < 3; channel += 1) {
    const s = sourceStats.channels[channel]!;
    const r = referenceStats.channels[channel]!;
    const stretch = s.stdev > 1 ? r.stdev / s.stdev : 1;
    const fullA = stretch;
    const fullB = r.mean - s.mean * stretch;
    a.push(1 + strength * (fullA - 1));
    b.push(strength * fullB);
  }
  let styled = source.clone().linear(a, b);
  if (!input.preserveStructure) {
    const texture = await sharp(input.reference.path)
      .rotate()
      .removeAlpha()
      .resize(width, height, { fit: 'cover' })
      .blur(3)
      .ensureAlpha(strength * 0.35)
      .png()
      .toBuffer();
    styled = sharp(await styled.png().toBuffer()).composite([{ input: texture, blend: 'over' }]);
  }
  const size = scaledSize(width, height, input.scale);
  const settled = sharp(await styled.png().toBuffer()).resize(size.width, size.height, { kernel: 'lanczos3' });
  const file = await saveStudioImage(settled, size.width * size.height, run.workDir, 'styled');
  run.progress(1);
  return { engine: 'local', files: [file] };
}
