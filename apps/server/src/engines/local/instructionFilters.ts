import { join } from 'node:path';
import sharp, { type Sharp } from 'sharp';
import type { EngineFile, EngineRun } from '../engine';
import { removeBackgroundMask } from './matting';
import { seededRandom } from './seededRandom';

/** What a prompt asks of a picture, each from 0 (not asked) to 1 (fully). */
export interface Adjustments {
  brightness: number;
  contrast: number;
  saturation: number;
  grayscale: boolean;
  sepia: boolean;
  warmth: number;
  blur: number;
  sharpen: number;
  invert: boolean;
  background?: string;
}

const namedColours: Record<string, string> = {
  white: '#ffffff',
  black: '#000000',
  red: '#d32f2f',
  green: '#388e3c',
  blue: '#1976d2',
  yellow: '#fbc02d',
  orange: '#f57c00',
  purple: '#7b1fa2',
  pink: '#e91e63',
  gray: '#9e9e9e',
  grey: '#9e9e9e',
  teal: '#00897b',
};

/**
 * Reads the prompt's words as adjustments: brighter/darker, more or less contrast, vivid or muted colour, black and
 * white, sepia, warmer or cooler, blur, sharpen, invert, and "<colour> background". Nothing recognised means a gentle
 * auto-levels (normalise), so an edit always does something real and explainable.
 */
export function adjustmentsFor(prompt: string): Adjustments & { recognised: boolean } {
  const text = prompt.toLowerCase();
  const has = (pattern: RegExp) => pattern.test(text);
  const adjustments: Adjustments = {
    brightness: has(/\b(bright(er|en)?|light(er|en)|sunny|glow)/)
      ? 1
      : has(/\b(dark(er|en)?|dim|moody|night)/)
        ? -1
        : 0,
    contrast: has(/\b(contrast|dramatic|punchy|bold)/) ? 1 : has(/\b(flat|soft contrast|faded)/) ? -1 : 0,
    saturation: has(/\b(vivid|vibrant|saturat|colou?rful|pop)/) ? 1 : has(/\b(muted|desaturat|pastel|washed)/) ? -1 : 0,
    grayscale: has(/black (and|&) white|\bb&w\b|\bgr[ae]yscale|\bmonochrome/),
    sepia: has(/\b(sepia|vintage|old photo|retro|antique)/),
    warmth: has(/\b(warm(er)?|golden|sunset|cozy)/) ? 1 : has(/\b(cool(er)?|cold|icy|winter|blue tone)/) ? -1 : 0,
    blur: has(/\b(blur|soft(en)?|dreamy|bokeh|haz[ey])/) ? 1 : 0,
    sharpen: has(/\b(sharp(en)?|crisp|detail(ed)?|clear(er)?)/) ? 1 : 0,
    invert: has(/\b(invert|negative)\b/),
  };
  const background =
    /\b(\w+)\s+background\b/.exec(text)?.[1] ?? /\bbackground\s+(?:to\s+|in\s+|of\s+)?(\w+)/.exec(text)?.[1];
  const hex = /#([0-9a-f]{6}|[0-9a-f]{3})\b/.exec(text)?.[0];
  if (hex && /background/.test(text)) adjustments.background = hex;
  else if (background && namedColours[background]) adjustments.background = namedColours[background];
  const recognised =
    Object.entries(adjustments).some(([key, value]) => key !== 'background' && value !== 0 && value !== false) ||
    Boolean(adjustments.background);
  return { ...adjustments, recognised };
}

/** Applies the adjustments at `strength` (0..1), with `jitter` (-1..1) making each variation a little different. */
export async function applyAdjustments(
  source: Sharp,
  adjustments: Adjustments & { recognised: boolean },
  strength: number,
  jitter = 0,
): Promise<Sharp> {
  const amount = Math.max(0.05, Math.min(1, strength)) * (1 + jitter * 0.2);
  let image = source;
  if (adjustments.background) {
    const { data, info } = await image.clone().ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const mask = await removeBackgroundMask(data, info.width, info.height);
    const cutout = await sharp(data, { raw: info })
      .joinChannel(mask, { raw: { width: info.width, height: info.height, channels: 1 } })
      .png()
      .toBuffer();
    image = sharp(await sharp(cutout).flatten({ background: adjustments.background }).png().toBuffer());
  }
  if (!adjustments.recognised) return image.normalise({ lower: 1, upper: 99 });
  const brightness = 1 + adjustments.brightness * 0.35 * amount;
  const saturation = adjustments.grayscale ? 1 : Math.max(0, 1 + adjustments.saturation * 0.6 * amount);
  image = image.modulate({ brightness, saturation, hue: Math.round(jitter * 12) });
  if (adjustments.contrast) {
    const a = 1 + adjustments.contrast * 0.45 * amount;
    image = image.linear(a, 128 * (1 - a));
  }
  if (adjustments.warmth) {
    const w = adjustments.warmth * 0.12 * amount;
    image = image.recomb([
      [1 + w, 0, 0],
      [0, 1, 0],
      [0, 0, 1 - w],
    ]);
  }
  if (adjustments.sepia) {
    const s = amount;
    const mix = (sepia: number[], identity: number[]) =>
      sepia.map((value, index) => value * s + identity[index]! * (1 - s));
    image = image.recomb([
      mix([0.393, 0.769, 0.189], [1, 0, 0]),
      mix([0.349, 0.686, 0.168], [0, 1, 0]),
      mix([0.272, 0.534, 0.131], [0, 0, 1]),
    ] as [[number, number, number], [number, number, number], [number, number, number]]);
  }
  if (adjustments.grayscale) image = image.grayscale();
  if (adjustments.blur) image = image.blur(0.5 + 4 * amount);
  if (adjustments.sharpen) image = image.sharpen({ sigma: 0.6 + 1.4 * amount });
  if (adjustments.invert) image = image.negate({ alpha: false });
  return image;
}

async function outputOf(image: Sharp, path: string, format: 'png' | 'jpeg' | 'webp') {
  const encoded =
    format === 'jpeg'
      ? image.flatten({ background: '#ffffff' }).jpeg({ quality: 92 })
      : format === 'webp'
        ? image.webp({ quality: 90 })
        : image.png();
  await encoded.toFile(path);
  return { path, contentType: `image/${format}` } satisfies EngineFile;
}

/** Re-materialises a pipeline so later steps (resize, extra passes) see its result. */
const settle = async (image: Sharp) => sharp(await image.png().toBuffer());

/** The image editor: the prompt's adjustments at `strength` (0..100), output as a `size` square (cover). */
export async function localImageEdit(
  input: { image: EngineFile; prompt: string; strength: number; background?: string; size: string },
  run: EngineRun,
) {
  const side = Number(input.size.split('x')[0]) || 1024;
  const prompt = input.background ? `${input.prompt} ${input.background} background` : input.prompt;
  const edited = await applyAdjustments(sharp(input.image.path).rotate(), adjustmentsFor(prompt), input.strength / 100);
  const file = await outputOf(
    (await settle(edited)).resize(side, side, { fit: 'cover' }),
    join(run.workDir, 'edited.png'),
    'png',
  );
  run.progress(1);
  return { engine: 'local', files: [file] };
}

/** No-mask edit: `variations` different takes on the prompt's adjustments, each a `size` square. */
export async function localNoMaskEdit(
  input: { image: EngineFile; prompt: string; size: number; variations: number },
  run: EngineRun,
) {
  const random = seededRandom(input.prompt, input.image.path);
  const adjustments = adjustmentsFor(input.prompt);
  const files: EngineFile[] = [];
  for (let index = 0; index < input.variations; index += 1) {
    const jitter = input.variations === 1 ? 0 : -1 + (2 * index) / (input.variations - 1) + random.between(-0.1, 0.1);
    const edited = await applyAdjustments(sharp(input.image.path).rotate(), adjustments, 0.75, jitter);
    files.push(
      await outputOf(
        (await settle(edited)).resize(input.size, input.size, { fit: 'cover' }),
        join(run.workDir, `variation-${index + 1}.png`),
        'png',
      ),
    );
    run.progress((index + 1) / input.variations);
  }
  return { engine: 'local', files };
}

/** Single-image edit: the adjustments at `strength` (0..1), the input's size kept, in the asked format. */
export async function localStabilityEdit(
  input: { image: EngineFile; prompt: string; strength: number; outputFormat: 'png' | 'jpeg' | 'webp' },
  run: EngineRun,
) {
  const edited = await applyAdjustments(sharp(input.image.path).rotate(), adjustmentsFor(input.prompt), input.strength);
  const file = await outputOf(
    await settle(edited),
    join(run.workDir, `edited.${input.outputFormat === 'jpeg' ? 'jpg' : input.outputFormat}`),
    input.outputFormat,
  );
  run.progress(1);
  return { engine: 'local', files: [file] };
}
