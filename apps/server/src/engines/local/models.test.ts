// The local models measured on real photos (scikit-image's public-domain and CC0 sample photos, in
// apps/server/fixtures/photos with their sources and licences). One ISNet session and one ESRGAN thread serve the
// whole file; inputs are small so that the file stays within the suite's time (bigger ones: `bench:engines`).
import { mkdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EngineFile, EngineRun } from '../engine';
import { mattingBackgroundRemove } from './backgroundCompose';
import { esrganX4 } from './esrgan';
import { modelBackgroundRemove, modelEngineNames, modelEnhance } from './models';

const photos = new URL('../../../fixtures/photos/', import.meta.url).pathname;
/** A model job takes seconds on two idle cores and minutes on a crowded machine: the limit only stops a hang. */
const modelTimeout = 600_000;
let workDir: string;
let runs = 0;
const engineRun = (): EngineRun => {
  const folder = join(workDir, `run-${(runs += 1)}`);
  mkdirSync(folder, { recursive: true });
  return { workDir: folder, signal: new AbortController().signal, progress: () => undefined };
};

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'mediakit-models-'));
});
afterAll(async () => {
  await rm(workDir, { recursive: true, force: true });
});

/** The subject pasted onto the background photo through its true mask; the composite's file and the mask. */
async function composite(subject: string, background: string) {
  const { data: rgb, info } = await sharp(join(photos, `${subject}.jpg`))
    .raw()
    .toBuffer({ resolveWithObject: true });
  const mask = await sharp(join(photos, `${subject}-mask.png`))
    .extractChannel(0)
    .raw()
    .toBuffer();
  const behind = await sharp(join(photos, `background-${background}.jpg`))
    .resize(info.width, info.height, { fit: 'cover' })
    .toColourspace('srgb')
    .raw()
    .toBuffer();
  const pixels = Buffer.alloc(info.width * info.height * 3);
  for (let pixel = 0; pixel < info.width * info.height; pixel += 1) {
    const alpha = mask[pixel]! / 255;
    for (let channel = 0; channel < 3; channel += 1) {
      const index = pixel * 3 + channel;
      pixels[index] = Math.round(rgb[index]! * alpha + behind[index]! * (1 - alpha));
    }
  }
  const path = join(workDir, `${subject}-on-${background}.png`);
  await sharp(pixels, { raw: { width: info.width, height: info.height, channels: 3 } })
    .png()
    .toFile(path);
  return { image: { path, contentType: 'image/png' } satisfies EngineFile, mask };
}

/** Intersection over union of two masks, each pixel counted as subject at half opacity or more. */
function iou(alpha: Buffer, truth: Buffer) {
  let both = 0;
  let either = 0;
  for (let pixel = 0; pixel < truth.length; pixel += 1) {
    const a = alpha[pixel]! >= 128;
    const b = truth[pixel]! >= 128;
    if (a && b) both += 1;
    if (a || b) either += 1;
  }
  return both / either;
}

const alphaOf = (path: string) => sharp(path).ensureAlpha().extractChannel(3).raw().toBuffer();

describe('background removal on composites of real photos (true masks: fixtures/photos/annotate.py)', () => {
  const cases = ['coffee', 'astronaut'].flatMap((subject) =>
    ['grass', 'brick', 'gravel'].map((background) => [subject, background] as const),
  );

  it.each(cases)(
    'ISNet cuts %s out of %s with IoU >= 0.90 (classical matting printed beside)',
    async (subject, background) => {
      const { image, mask } = await composite(subject, background);
      const model = await modelBackgroundRemove({ image, mode: 'transparent' }, engineRun());
      const classical = await mattingBackgroundRemove({ image, mode: 'transparent' }, engineRun());
      const modelIou = iou(await alphaOf(model.files[0]!.path), mask);
      const classicalIou = iou(await alphaOf(classical.files[0]!.path), mask);
      console.log(
        `IoU ${subject} on ${background}: ISNet ${modelIou.toFixed(3)}, classical matting ${classicalIou.toFixed(3)}`,
      );
      expect(model.engine).toBe(modelEngineNames.isnet);
      expect(classical.engine).toBe('local:matting');
      expect(modelIou).toBeGreaterThanOrEqual(0.9);
    },
    modelTimeout,
  );
});

describe('the models run beside the event loop', () => {
  it(
    'ISNet works in its own thread: while it cuts a photo out, no stall of the event loop lasts a third of the job',
    async () => {
      const { image } = await composite('coffee', 'grass');
      // The session first: its load is part of no job after the first.
      await modelBackgroundRemove({ image, mode: 'transparent' }, engineRun());
      const stalls = monitorEventLoopDelay({ resolution: 10 });
      stalls.enable();
      const started = performance.now();
      await modelBackgroundRemove({ image, mode: 'transparent' }, engineRun());
      const jobMs = performance.now() - started;
      stalls.disable();
      // The inference is most of the job: on the main thread, one stall would last nearly the whole job, and every
      // request to the process (and its own time limits) would wait for it.
      expect(stalls.max / 1e6).toBeLessThan(jobMs / 3);
    },
    modelTimeout,
  );
});

describe('enhance by ESRGAN x4', () => {
  const psnr = (a: Buffer, b: Buffer) => {
    let sum = 0;
    for (let index = 0; index < a.length; index += 1) sum += (a[index]! - b[index]!) ** 2;
    return 10 * Math.log10((255 * 255) / (sum / a.length));
  };

  it(
    "restores a real photo's detail at least 0.5 dB better than Lanczos (PSNR against the original)",
    async () => {
      // The astronaut's face, 256 px, made 64 px (bicubic) and brought back to 256 px by each.
      const original = await sharp(join(photos, 'astronaut.jpg'))
        .extract({ left: 128, top: 0, width: 256, height: 256 })
        .raw()
        .toBuffer();
      const small = await sharp(original, { raw: { width: 256, height: 256, channels: 3 } })
        .resize(64, 64, { kernel: 'cubic' })
        .raw()
        .toBuffer();
      const lanczos = await sharp(small, { raw: { width: 64, height: 64, channels: 3 } })
        .resize(256, 256, { kernel: 'lanczos3' })
        .raw()
        .toBuffer();
      const model = await esrganX4(small, 64, 64, { signal: new AbortController().signal, deadline: Infinity });
      const [modelDb, lanczosDb] = [psnr(model!, original), psnr(lanczos, original)];
      console.log(`PSNR 64 -> 256 px: ESRGAN x4 ${modelDb.toFixed(2)} dB, Lanczos ${lanczosDb.toFixed(2)} dB`);
      expect(modelDb).toBeGreaterThanOrEqual(lanczosDb + 0.5);
    },
    modelTimeout,
  );

  it(
    'makes the size asked (the model x4, then Lanczos for 8x) and says which engine made it',
    async () => {
      const path = join(workDir, 'small.png');
      await sharp(join(photos, 'coffee.jpg')).resize(48, 32).png().toFile(path);
      // No time budget: what the budget does is the next test's subject; a crowded machine must not turn this one's
      // ESRGAN into Lanczos.
      const { engine, files } = await modelEnhance(Number.POSITIVE_INFINITY)(
        { image: { path, contentType: 'image/png' }, scale: 8 },
        engineRun(),
      );
      expect(engine).toBe(modelEngineNames.esrganThenLanczos);
      const metadata = await sharp(files[0]!.path).metadata();
      expect([metadata.width, metadata.height]).toEqual([384, 256]);
    },
    modelTimeout,
  );

  it(
    'leaves a job that would pass its time budget to Lanczos, and says so',
    async () => {
      // Two tiles (a small first one) and no time at all: the first tile's time projects past the budget.
      const path = join(workDir, 'two-tiles.png');
      await sharp(join(photos, 'coffee.jpg')).resize(200, 24, { fit: 'fill' }).png().toFile(path);
      const { engine, files } = await modelEnhance(0)(
        { image: { path, contentType: 'image/png' }, scale: 2 },
        engineRun(),
      );
      expect(engine).toBe(modelEngineNames.lanczosOverBudget);
      expect((await sharp(files[0]!.path).metadata()).width).toBe(400);
    },
    modelTimeout,
  );
});
