import sharp from 'sharp';
import type { EngineFile, EngineRun, Engines } from '../engine';
import { withHeavySlot } from '../processes';
import { backgroundRemover, cutOutWith } from './backgroundCompose';
import { esrganX4 } from './esrgan';
import { isnetAlpha, isnetSession, isnetState } from './isnet';
import { removeBackgroundMask } from './matting';
import { localEnhance, saveStudioImage, scaledSize, studioPixelLimit } from './studio';

// The local engines that run real models on this machine: background removal by ISNet, enhance by ESRGAN x4. Each
// answer names what made it: `local:isnet` or, when the model cannot load, `local:matting-fallback`;
// `local:esrgan-thick` (`+lanczos` past the model's x4), or `local:lanczos-over-budget`.

export const modelEngineNames = {
  isnet: 'local:isnet',
  mattingFallback: 'local:matting-fallback',
  esrgan: 'local:esrgan-thick',
  esrganThenLanczos: 'local:esrgan-thick+lanczos',
  lanczosOverBudget: 'local:lanczos-over-budget',
} as const;

/** Background removal by ISNet; classical matting when the model cannot load (said in the answer's engine). */
export const modelBackgroundRemove: Engines['backgroundRemove'] = backgroundRemover(
  modelEngineNames.isnet,
  async (image, run) => {
    try {
      await isnetSession();
    } catch {
      return { ...(await cutOutWith(image, removeBackgroundMask)), engine: modelEngineNames.mattingFallback };
    }
    // One picture at a time through the model per process (it takes 2 GB and both cores while it runs).
    return withHeavySlot(run.signal, () => cutOutWith(image, isnetAlpha));
  },
);

/** Seconds a job may spend in the upscaling model before it is left to Lanczos (MEDIAKIT_ENHANCE_BUDGET_SECONDS). */
export function enhanceBudgetMs(env: Record<string, string | undefined> = process.env) {
  const seconds = Number(env.MEDIAKIT_ENHANCE_BUDGET_SECONDS ?? 120);
  return (Number.isFinite(seconds) && seconds >= 0 ? seconds : 120) * 1000;
}

/**
 * Enhance by ESRGAN x4 within a time budget: the picture (made smaller first only when four times it would pass the
 * studio's pixel limit) goes through the model in tiles; the result is then scaled to the size asked by Lanczos (down
 * for 2x, up for 8x and 16x). When the model's projected time passes the budget, the job is Lanczos alone.
 */
export function modelEnhance(budgetMs: number): Engines['enhance'] {
  return async ({ image, scale }: { image: EngineFile; scale: number }, run: EngineRun) => {
    const deadline = Date.now() + budgetMs;
    const source = sharp(image.path).rotate();
    const { data, info } = await source
      .clone()
      .removeAlpha()
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    const target = scaledSize(info.width, info.height, scale);
    const shrink = Math.min(1, Math.sqrt(studioPixelLimit / (info.width * info.height * 16)));
    let [width, height, rgb] = [info.width, info.height, data];
    if (shrink < 1) {
      width = Math.max(1, Math.floor(info.width * shrink));
      height = Math.max(1, Math.floor(info.height * shrink));
      rgb = await sharp(data, { raw: info }).resize(width, height, { kernel: 'lanczos3' }).raw().toBuffer();
    }
    const upscaled = await withHeavySlot(run.signal, () =>
      esrganX4(rgb, width, height, { signal: run.signal, deadline, progress: (done) => run.progress(done * 0.95) }),
    );
    if (!upscaled) {
      const fallback = await localEnhance({ image, scale }, run);
      return { ...fallback, engine: modelEngineNames.lanczosOverBudget };
    }
    let picture = sharp(upscaled, { raw: { width: width * 4, height: height * 4, channels: 3 } });
    const { hasAlpha } = await source.clone().metadata();
    if (hasAlpha) {
      const alpha = await source
        .clone()
        .extractChannel('alpha')
        .resize(width * 4, height * 4, { kernel: 'lanczos3' })
        .raw()
        .toBuffer();
      picture = sharp(
        await picture
          .joinChannel(alpha, { raw: { width: width * 4, height: height * 4, channels: 1 } })
          .png()
          .toBuffer(),
      );
    }
    if (target.width !== width * 4 || target.height !== height * 4) {
      picture = sharp(await picture.png().toBuffer()).resize(target.width, target.height, { kernel: 'lanczos3' });
    }
    const file = await saveStudioImage(picture, target.width * target.height, run.workDir, `enhanced-${scale}x`);
    run.progress(1);
    return { engine: scale > 4 ? modelEngineNames.esrganThenLanczos : modelEngineNames.esrgan, files: [file] };
  };
}

/** What the admin engines page says about the local models in this process. */
export function localModelStatus() {
  const isnet = isnetState();
  return {
    backgroundRemove:
      isnet.state === 'failed'
        ? `ISNet could not load (${isnet.reason}): classical matting answers instead (local:matting-fallback).`
        : `ISNet (DIS) segmentation on onnxruntime-node, ${isnet.state === 'ready' ? 'loaded' : 'loaded on first use'}.`,
  };
}
