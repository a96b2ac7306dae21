import { createRequire } from 'node:module';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { modelThread } from './modelThread';

// ESRGAN "thick" x4 (@upscalerjs/esrgan-thick: MIT code and weights) on TensorFlow.js's WebAssembly backend, in one
// worker thread per process (modelThread.ts), started on first use and kept warm. The picture goes through in tiles
// of 128 px with 8 px of overlap (the model's memory and time grow with the tile; the overlap hides the seams), and
// the caller's time budget is checked between tiles: a job that would run past it is left to Lanczos.

export const tileSide = 128;
export const tileOverlap = 8;

/** The folder of an installed package (its exports may not list package.json or the data files we read). */
export function packageRoot(name: string): string {
  let folder = dirname(createRequire(import.meta.url).resolve(name));
  for (;;) {
    const manifest = join(folder, 'package.json');
    if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === name) {
      return folder;
    }
    const parent = dirname(folder);
    if (parent === folder) throw new Error(`${name} is not installed.`);
    folder = parent;
  }
}

/** The model in its own thread (modelThread.ts says why). */
const esrganThread = modelThread<{ pixels: Float32Array; width: number; height: number }, { pixels: Float32Array }>(
  'ESRGAN',
  'esrganWorker',
  async () => ({
    workerData: { modelDir: join(packageRoot('@upscalerjs/esrgan-thick'), 'models/x4') },
  }),
);

/** Loads the model in its thread (once per process); resolves when it can take tiles. */
export function esrganReady(): Promise<void> {
  return esrganThread.ready();
}

/** One tile (RGB floats in 0..1) through the model: 4x its width and height. */
async function upscaleTile(pixels: Float32Array, width: number, height: number): Promise<Float32Array> {
  return (await esrganThread.call({ pixels, width, height }, [pixels.buffer as ArrayBuffer])).pixels;
}

export interface UpscaleLimits {
  signal: AbortSignal;
  /** Epoch ms after which the model gives up (the caller then uses Lanczos). */
  deadline: number;
  progress?(fraction: number): void;
}

/**
 * 4x the RGB picture (one byte per channel) with the model, tile by tile, or `undefined` when its time budget runs
 * out: after the first tile the time of the rest is projected, and the deadline is checked after every tile.
 */
export async function esrganX4(
  rgb: Buffer,
  width: number,
  height: number,
  limits: UpscaleLimits,
): Promise<Buffer | undefined> {
  await esrganReady();
  const outWidth = width * 4;
  const output = Buffer.alloc(outWidth * height * 4 * 3);
  const tiles: { x: number; y: number }[] = [];
  for (let y = 0; y < height; y += tileSide) for (let x = 0; x < width; x += tileSide) tiles.push({ x, y });
  const started = Date.now();
  for (const [index, { x, y }] of tiles.entries()) {
    if (limits.signal.aborted) throw limits.signal.reason;
    const left = Math.max(0, x - tileOverlap);
    const top = Math.max(0, y - tileOverlap);
    const right = Math.min(width, x + tileSide + tileOverlap);
    const bottom = Math.min(height, y + tileSide + tileOverlap);
    const tileWidth = right - left;
    const tileHeight = bottom - top;
    const pixels = new Float32Array(tileWidth * tileHeight * 3);
    for (let row = 0; row < tileHeight; row += 1) {
      const from = ((top + row) * width + left) * 3;
      for (let column = 0; column < tileWidth * 3; column += 1) {
        pixels[row * tileWidth * 3 + column] = rgb[from + column]! / 255;
      }
    }
    const result = await upscaleTile(pixels, tileWidth, tileHeight);
    // Only the tile's own area (without the overlap) goes into the picture.
    const keepWidth = (Math.min(width, x + tileSide) - x) * 4;
    const keepHeight = (Math.min(height, y + tileSide) - y) * 4;
    const offsetX = (x - left) * 4;
    const offsetY = (y - top) * 4;
    for (let row = 0; row < keepHeight; row += 1) {
      const from = ((offsetY + row) * tileWidth * 4 + offsetX) * 3;
      const to = ((y * 4 + row) * outWidth + x * 4) * 3;
      for (let column = 0; column < keepWidth * 3; column += 1) {
        output[to + column] = Math.round(result[from + column]! * 255);
      }
    }
    const now = Date.now();
    const projected = now + ((now - started) / (index + 1)) * (tiles.length - index - 1);
    if (index + 1 < tiles.length && (now >= limits.deadline || projected >= limits.deadline)) return undefined;
    limits.progress?.((index + 1) / tiles.length);
  }
  return output;
}
