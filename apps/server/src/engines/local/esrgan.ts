import { createRequire } from 'node:module';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Worker } from 'node:worker_threads';

// ESRGAN "thick" x4 (@upscalerjs/esrgan-thick: MIT code and weights) on TensorFlow.js's WebAssembly backend, in one
// worker thread per process, started on first use and kept warm. The picture goes through in tiles of 128 px with
// 8 px of overlap (the model's memory and time grow with the tile; the overlap hides the seams), and the caller's
// time budget is checked between tiles: a job that would run past it is left to Lanczos.

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

interface Waiting {
  resolve(pixels: Float32Array): void;
  reject(error: Error): void;
}

let thread: { worker: Worker; ready: Promise<void>; waiting: Map<number, Waiting> } | undefined;
let nextId = 0;

function upscaler() {
  if (thread) return thread;
  // Beside this module in the sources; the built server (dist/, one level below apps/server) reads it from src/.
  const workerFile = [
    new URL('./esrganWorker.mjs', import.meta.url),
    new URL('../src/engines/local/esrganWorker.mjs', import.meta.url),
  ].find((candidate) => existsSync(candidate))!;
  const worker = new Worker(workerFile, {
    workerData: { modelDir: join(packageRoot('@upscalerjs/esrgan-thick'), 'models/x4') },
  });
  const waiting = new Map<number, Waiting>();
  let loaded: { resolve(): void; reject(error: Error): void } | undefined;
  const ready = new Promise<void>((resolve, reject) => (loaded = { resolve, reject }));
  ready.catch(() => undefined);
  worker.on('message', (message: { ready?: boolean; id?: number; pixels?: Float32Array; error?: string }) => {
    if (message.ready !== undefined) {
      if (message.ready) loaded?.resolve();
      else loaded?.reject(new Error(`ESRGAN could not load: ${message.error}`));
      return;
    }
    const request = waiting.get(message.id!);
    waiting.delete(message.id!);
    if (message.pixels) request?.resolve(message.pixels);
    else request?.reject(new Error(`ESRGAN failed: ${message.error}`));
  });
  const fail = (error: Error) => {
    loaded?.reject(error);
    for (const request of waiting.values()) request.reject(error);
    waiting.clear();
    thread = undefined;
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`The ESRGAN worker stopped (${code}).`)));
  // The thread keeps the process alive only while a picture is going through it.
  worker.unref();
  thread = { worker, ready, waiting };
  return thread;
}

let users = 0;
/** Runs `work` with the thread held (referenced), so a script awaiting it does not exit under it. */
async function holding<T>(work: () => Promise<T>): Promise<T> {
  const { worker } = upscaler();
  users += 1;
  worker.ref();
  try {
    return await work();
  } finally {
    users -= 1;
    if (!users) worker.unref();
  }
}

/** Loads the model in its thread (once per process); resolves when it can take tiles. */
export function esrganReady(): Promise<void> {
  return holding(() => upscaler().ready);
}

/** One tile (RGB floats in 0..1) through the model: 4x its width and height. */
async function upscaleTile(pixels: Float32Array, width: number, height: number): Promise<Float32Array> {
  const { worker, ready, waiting } = upscaler();
  await ready;
  const id = (nextId += 1);
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    worker.postMessage({ id, pixels, width, height }, [pixels.buffer as ArrayBuffer]);
  });
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
  return holding(() => upscaleInTiles(rgb, width, height, limits));
}

async function upscaleInTiles(rgb: Buffer, width: number, height: number, limits: UpscaleLimits) {
  await upscaler().ready;
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
