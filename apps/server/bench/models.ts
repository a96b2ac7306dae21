// The local models' time per job (part of bench:engines): ISNet background removal and ESRGAN x4 enhance, at 256²
// and 512² input, on a real photo (fixtures/photos). Wall time, the process's CPU seconds (all threads) and the peak
// resident memory. The first job of each model also pays its load, reported apart.
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import type { EngineRun } from '../src/engines/engine';
import { modelBackgroundRemove, modelEnhance } from '../src/engines/local/models';

const photos = new URL('../fixtures/photos/', import.meta.url).pathname;

export async function measureModels(root: string) {
  const rows: Record<string, { wallSeconds: number; cpuSeconds: number; engine: string }> = {};
  let runs = 0;
  const engineRun = async (): Promise<EngineRun> => {
    const workDir = join(root, `model-run-${(runs += 1)}`);
    await mkdir(workDir);
    return { workDir, signal: new AbortController().signal, progress: () => undefined };
  };
  const measure = async (label: string, work: () => Promise<{ engine: string }>) => {
    const cpu = process.cpuUsage();
    const started = performance.now();
    const { engine } = await work();
    const used = process.cpuUsage(cpu);
    rows[label] = {
      wallSeconds: Math.round((performance.now() - started) / 100) / 10,
      cpuSeconds: Math.round((used.user + used.system) / 100_000) / 10,
      engine,
    };
  };
  const square = async (side: number) => {
    const path = join(root, `astronaut-${side}.png`);
    await sharp(join(photos, 'astronaut.jpg')).resize(side, side, { fit: 'cover' }).png().toFile(path);
    return { path, contentType: 'image/png' };
  };
  const [small, large] = [await square(256), await square(512)];
  await measure('ISNet load + first job 256²', async () =>
    modelBackgroundRemove({ image: small, mode: 'transparent' }, await engineRun()),
  );
  for (const [label, image] of [
    ['256²', small],
    ['512²', large],
  ] as const) {
    await measure(`ISNet background removal ${label} (warm)`, async () =>
      modelBackgroundRemove({ image, mode: 'transparent' }, await engineRun()),
    );
  }
  // No time budget here: the model's own time at each size.
  const enhance = modelEnhance(Number.POSITIVE_INFINITY);
  for (const [label, image] of [
    ['256² → 1024²', small],
    ['512² → 2048²', large],
  ] as const) {
    await measure(`ESRGAN x4 enhance ${label}`, async () => enhance({ image, scale: 4 }, await engineRun()));
  }
  return { rows, peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024) };
}
