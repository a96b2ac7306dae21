import { join } from 'node:path';
import sharp from 'sharp';
import type { Align, EngineFile, EngineRun, Engines, Fit } from '../engine';
import { removeBackgroundMask } from './matting';

export interface CutOut {
  png: Buffer;
  width: number;
  height: number;
  /** Which engine made this cut-out, when it is not the remover's own (the model's fallback says so). */
  engine?: string;
}

/** Alpha for a picture: one byte per pixel at its size, from its RGBA bytes. */
export type MaskMaker = (rgba: Buffer, width: number, height: number) => Promise<Buffer>;

/** The subject cut out as a PNG with alpha, by a mask maker (the model, or classical matting: see matting.ts). */
export async function cutOutWith(image: EngineFile, makeMask: MaskMaker = removeBackgroundMask): Promise<CutOut> {
  const { data, info } = await sharp(image.path).rotate().ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const mask = await makeMask(data, info.width, info.height);
  const rgb = await sharp(data, { raw: info }).removeAlpha().raw().toBuffer();
  const png = await sharp(rgb, { raw: { width: info.width, height: info.height, channels: 3 } })
    .joinChannel(mask, { raw: { width: info.width, height: info.height, channels: 1 } })
    .png()
    .toBuffer();
  return { png, width: info.width, height: info.height };
}

/** Left/top offset of a box of `size` inside `space` for one axis of an alignment. */
function offset(align: Align, axis: 'x' | 'y', space: number, size: number) {
  const start = axis === 'x' ? /left/.test(align) : /^top/.test(align);
  const end = axis === 'x' ? /right/.test(align) : /^bottom/.test(align);
  return start ? 0 : end ? space - size : Math.round((space - size) / 2);
}

export interface Composition {
  width: number;
  height: number;
  fit: Fit;
  align: Align;
  padding: number;
}

/**
 * Transparent Only: the cut-out alone. Add Background: the cut-out on a canvas (its size, or the subject's), on the
 * background picture (covering the canvas) or colour, fitted (contain, cover or none) into the canvas less its
 * padding and placed at one of nine positions.
 */
export function backgroundRemover(
  engine: string,
  cutOut: (image: EngineFile, run: EngineRun) => Promise<CutOut>,
): Engines['backgroundRemove'] {
  return (input, run) => removeAndCompose(engine, cutOut, input, run);
}

async function removeAndCompose(
  engine: string,
  cutOut: (image: EngineFile, run: EngineRun) => Promise<CutOut>,
  input: Parameters<Engines['backgroundRemove']>[0],
  run: EngineRun,
) {
  const subject = await cutOut(input.image, run);
  const output = join(run.workDir, 'result.png');
  if (input.mode === 'transparent') {
    await sharp(subject.png).toFile(output);
    run.progress(1);
    return { engine: subject.engine ?? engine, files: [{ path: output, contentType: 'image/png' }] };
  }
  const canvas: Composition = input.canvas ?? {
    width: subject.width,
    height: subject.height,
    fit: 'contain',
    align: 'center',
    padding: 0,
  };
  const padding = Math.min(canvas.padding, Math.floor((Math.min(canvas.width, canvas.height) - 1) / 2));
  const boxWidth = canvas.width - padding * 2;
  const boxHeight = canvas.height - padding * 2;
  let placed = sharp(subject.png);
  let placedWidth = subject.width;
  let placedHeight = subject.height;
  if (canvas.fit !== 'none') {
    const scale = (canvas.fit === 'contain' ? Math.min : Math.max)(
      boxWidth / subject.width,
      boxHeight / subject.height,
    );
    placedWidth = Math.max(1, Math.round(subject.width * scale));
    placedHeight = Math.max(1, Math.round(subject.height * scale));
    placed = placed.resize(placedWidth, placedHeight);
  }
  // Anything that would fall outside the box (cover, or none with a large subject) is cropped at the alignment.
  const cropWidth = Math.min(placedWidth, boxWidth);
  const cropHeight = Math.min(placedHeight, boxHeight);
  if (cropWidth < placedWidth || cropHeight < placedHeight) {
    placed = sharp(await placed.png().toBuffer()).extract({
      left: offset(canvas.align, 'x', placedWidth, cropWidth),
      top: offset(canvas.align, 'y', placedHeight, cropHeight),
      width: cropWidth,
      height: cropHeight,
    });
  }
  const layer = await placed.png().toBuffer();
  const backdrop = input.background?.file
    ? sharp(input.background.file.path).rotate().resize(canvas.width, canvas.height, { fit: 'cover' })
    : sharp({
        create: {
          width: canvas.width,
          height: canvas.height,
          channels: 4,
          background: input.background?.color ?? '#FFFFFF',
        },
      });
  await backdrop
    .composite([
      {
        input: layer,
        left: padding + offset(canvas.align, 'x', boxWidth, cropWidth),
        top: padding + offset(canvas.align, 'y', boxHeight, cropHeight),
      },
    ])
    .png()
    .toFile(output);
  run.progress(1);
  return { engine: subject.engine ?? engine, files: [{ path: output, contentType: 'image/png' }] };
}

/** Classical matting alone: what runs when the local models are turned off (MEDIAKIT_LOCAL_MODELS=0). */
export const mattingBackgroundRemove = backgroundRemover('local:matting', (image) => cutOutWith(image));

/** A provider's cut-out (a PNG with alpha on disk) read for composition. */
export async function cutOutFromFile(path: string): Promise<CutOut> {
  const png = await sharp(path).ensureAlpha().png().toBuffer();
  const { width = 1, height = 1 } = await sharp(png).metadata();
  return { png, width, height };
}
