import { join } from 'node:path';
import sharp from 'sharp';
import type { EngineRun } from '../engine';
import { hsl, paletteFor, sceneElements, type SceneElement } from './palette';
import { seededRandom, type Random } from './seededRandom';

export interface GenerateInput {
  prompt: string;
  width: number;
  height: number;
  negativePrompt?: string;
  style?: string;
  seed?: number;
  cfg?: number;
}

type Scene = 'mountains' | 'water' | 'city' | 'space' | 'forest' | 'abstract';

function sceneOf(prompt: string, negative: string): Scene {
  const text = prompt.toLowerCase();
  const avoid = negative.toLowerCase();
  const scenes: [Scene, RegExp][] = [
    ['space', /\b(space|galaxy|planet|stars?|cosmos|nebula|moon)\b/],
    ['water', /\b(ocean|sea|beach|lake|river|water|waves?|surf)\b/],
    ['city', /\b(city|skyline|street|buildings?|town|urban|neon)\b/],
    ['forest', /\b(forest|trees?|woods|jungle|garden|park)\b/],
    ['mountains', /\b(mountains?|hills?|valley|landscape|peaks?|desert|canyon)\b/],
  ];
  return scenes.find(([, words]) => words.test(text) && !words.test(avoid))?.[0] ?? 'abstract';
}

function ridge(random: Random, width: number, height: number, base: number, roughness: number) {
  const points: string[] = [`0,${height}`];
  let y = base;
  for (let x = 0; x <= width; x += width / 24) {
    y = Math.max(height * 0.2, Math.min(height * 0.95, y + random.between(-roughness, roughness)));
    points.push(`${x.toFixed(1)},${y.toFixed(1)}`);
  }
  points.push(`${width},${height}`);
  return points.join(' ');
}

type Hsl = [number, number, number];
const lighter = ([h, s, l]: Hsl, by: number): Hsl => [h, s, Math.min(95, l + by)];
const darker = ([h, s, l]: Hsl, by: number): Hsl => [h, s, Math.max(5, l - by)];

/**
 * A landscape of the elements the prompt names, back to front: mountains, water (a lake or the sea, reflecting the
 * sun), ground, trees. Each element takes the colour the prompt gives it ("green mountains"), else the palette's.
 */
function landscape(
  { width: w, height: h }: GenerateInput,
  random: Random,
  elements: { named: Set<SceneElement>; colours: Partial<Record<SceneElement, Hsl>> },
  colour: (index: number) => string,
  sun: { x: number; r: number },
  stroke: string,
) {
  const parts: string[] = [];
  const { named, colours } = elements;
  const paint = (element: SceneElement, index: number, shade = 0) => {
    const given = colours[element];
    return given ? hsl(shade >= 0 ? darker(given, shade) : lighter(given, -shade)) : colour(index);
  };
  const water = named.has('water');
  const shoreline = water ? h * 0.68 : h;
  if (named.has('mountains') || !(water || named.has('ground') || named.has('trees'))) {
    for (let layer = 0; layer < 3; layer += 1) {
      const base = h * (0.42 + layer * 0.1);
      const ridgeShape = ridge(random, w, shoreline, base, h * (0.06 - layer * 0.012));
      parts.push(
        `<polygon points="${ridgeShape}" fill="${paint('mountains', layer + 1, (layer - 1) * 10)}" opacity="${(0.85 + layer * 0.05).toFixed(2)}" ${stroke}/>`,
      );
    }
  }
  if (water) {
    const deep = colours.water ? hsl(darker(colours.water, 12)) : 'hsl(210, 60%, 28%)';
    const shallow = colours.water ? hsl(lighter(colours.water, 12)) : 'hsl(200, 60%, 52%)';
    parts.push(
      `<defs><linearGradient id="water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shallow}"/><stop offset="1" stop-color="${deep}"/></linearGradient></defs>`,
      `<rect y="${shoreline}" width="${w}" height="${h - shoreline}" fill="url(#water)"/>`,
    );
    // The sun's reflection: broken strokes under it, narrowing toward the shore.
    for (let line = 0; line < 8; line += 1) {
      const y = shoreline + ((h - shoreline) * (line + 0.5)) / 8;
      const half = sun.r * (1.4 - line * 0.12) * random.between(0.6, 1.1);
      parts.push(
        `<rect x="${sun.x - half}" y="${y}" width="${half * 2}" height="${Math.max(1, h / 300)}" fill="#fff" opacity="${(0.55 - line * 0.05).toFixed(2)}"/>`,
      );
    }
  } else if (named.has('ground')) {
    parts.push(
      `<polygon points="${ridge(random, w, h, h * 0.75, h * 0.015)}" fill="${paint('ground', 1)}" ${stroke}/>`,
    );
  }
  if (named.has('trees')) {
    for (let tree = 0; tree < 36; tree += 1) {
      const tx = random.between(0, w);
      const ty = water ? shoreline : random.between(0.7, 0.97) * h;
      const size = random.between(0.03, 0.07) * h;
      parts.push(
        `<polygon points="${tx},${ty - size * 2} ${tx - size * 0.7},${ty} ${tx + size * 0.7},${ty}" fill="${colours.trees ? paint('trees', 2, random.between(-8, 8)) : hsl([random.between(120, 150), 35, random.between(18, 30)])}" ${stroke}/>`,
      );
    }
  }
  return parts;
}

/** Builds the picture as SVG: a sky, the scene's layers in the palette's colours, light, and the style's finish. */
function pictureSvg(input: GenerateInput, random: Random) {
  const { width: w, height: h } = input;
  const cfg = input.cfg ?? 7.5;
  const negative = input.negativePrompt ?? '';
  const palette = paletteFor(input.prompt, negative, random, 0.6 + cfg / 15);
  const colour = (index: number) => palette.colours[index % palette.colours.length]!;
  const scene = sceneOf(input.prompt, negative);
  const elements = sceneElements(input.prompt, negative);
  const style = (input.style ?? '').toLowerCase();
  const stroke =
    style.includes('anime') || style.includes('illustration')
      ? `stroke="#111" stroke-width="${Math.max(2, w / 300)}"`
      : '';
  const parts: string[] = [];
  const sunX = random.between(0.15, 0.85) * w;
  const sunY = random.between(0.12, 0.4) * h;
  const sunR = random.between(0.05, 0.11) * Math.min(w, h);
  const sky = elements.colours.sky;
  const [skyTop, skyBottom] = sky ? [hsl(darker(sky, 10)), hsl(lighter(sky, 18))] : [colour(2), colour(1)];
  // A sun is sunlight-coloured (a moon pale) unless the prompt colours it.
  const moonlit = /\b(moon|night)\b/i.test(input.prompt);
  const sunColour = elements.colours.sun
    ? hsl(elements.colours.sun)
    : moonlit
      ? 'hsl(50, 40%, 92%)'
      : 'hsl(42, 95%, 62%)';
  const noSun = /\b(sun|moon)\b/i.test(negative);
  parts.push(`<defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${skyTop}"/><stop offset="1" stop-color="${skyBottom}"/></linearGradient>
    <radialGradient id="glow"><stop offset="0" stop-color="#fff" stop-opacity="0.9"/><stop offset="1" stop-color="${sunColour}" stop-opacity="0"/></radialGradient>
    <radialGradient id="shade" cx="0.35" cy="0.3"><stop offset="0" stop-color="#fff" stop-opacity="0.55"/><stop offset="1" stop-color="#000" stop-opacity="0.35"/></radialGradient>
  </defs>`);
  parts.push(`<rect width="${w}" height="${h}" fill="url(#sky)"/>`);
  if (scene === 'space' || scene === 'city') {
    for (let star = 0; star < 140; star += 1) {
      parts.push(
        `<circle cx="${random.between(0, w).toFixed(1)}" cy="${random.between(0, h * 0.7).toFixed(1)}" r="${random.between(0.4, 1.8) * (w / 1024)}" fill="#fff" opacity="${random.between(0.3, 1).toFixed(2)}"/>`,
      );
    }
  }
  if (!noSun) {
    parts.push(`<circle cx="${sunX}" cy="${sunY}" r="${sunR * 2.6}" fill="url(#glow)"/>`);
    parts.push(`<circle cx="${sunX}" cy="${sunY}" r="${sunR}" fill="${sunColour}" ${stroke}/>`);
  }
  if (scene === 'space') {
    const r = random.between(0.15, 0.28) * Math.min(w, h);
    const cx = random.between(0.3, 0.7) * w;
    const cy = random.between(0.45, 0.7) * h;
    parts.push(
      `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${colour(0)}" ${stroke}/><circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#shade)"/>`,
    );
    parts.push(
      `<ellipse cx="${cx}" cy="${cy}" rx="${r * 1.7}" ry="${r * 0.35}" fill="none" stroke="${colour(3)}" stroke-width="${r * 0.08}" opacity="0.8"/>`,
    );
  } else if (scene === 'city') {
    let x = 0;
    while (x < w) {
      const bw = random.between(0.04, 0.11) * w;
      const bh = random.between(0.25, 0.7) * h;
      parts.push(
        `<rect x="${x}" y="${h - bh}" width="${bw}" height="${bh}" fill="${colour(random.int(0, 3))}" opacity="0.92" ${stroke}/>`,
      );
      for (let wy = h - bh + bw * 0.2; wy < h - bw * 0.3; wy += bw * 0.35) {
        for (let wx = x + bw * 0.15; wx < x + bw - bw * 0.2; wx += bw * 0.3) {
          if (random.next() > 0.45)
            parts.push(
              `<rect x="${wx}" y="${wy}" width="${bw * 0.14}" height="${bw * 0.18}" fill="#ffe9a8" opacity="0.85"/>`,
            );
        }
      }
      x += bw + random.between(0, 0.015) * w;
    }
  } else if (scene === 'abstract' && !elements.named.size) {
    for (let layer = 0; layer < 4; layer += 1) {
      parts.push(
        `<polygon points="${ridge(random, w, h, h * (0.45 + layer * 0.13), h * (0.06 - layer * 0.01))}" fill="${colour(layer + 1)}" opacity="${(0.75 + layer * 0.08).toFixed(2)}" ${stroke}/>`,
      );
    }
    for (let shape = 0; shape < 14; shape += 1) {
      parts.push(
        `<circle cx="${random.between(0, w)}" cy="${random.between(0, h)}" r="${random.between(0.03, 0.22) * Math.min(w, h)}" fill="${colour(random.int(0, 4))}" opacity="${random.between(0.25, 0.7).toFixed(2)}" ${stroke}/>`,
      );
    }
  } else {
    if (scene === 'forest') elements.named.add('trees');
    if (scene === 'water') elements.named.add('water');
    parts.push(...landscape(input, random, elements, colour, { x: sunX, r: sunR }, stroke));
  }
  if (style.includes('cinematic')) {
    const bar = h * 0.1;
    parts.push(
      `<rect width="${w}" height="${bar}" fill="#000"/><rect y="${h - bar}" width="${w}" height="${bar}" fill="#000"/>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${parts.join('')}</svg>`;
}

/**
 * The local image generator: a picture drawn from the prompt (its scene words choose the composition, its colour
 * words the palette, the seed the details; the style finishes it) at exactly the size asked for. It is no diffusion
 * model, and says so through the engine name 'local'.
 */
export async function localImageGenerate(input: GenerateInput, run: EngineRun) {
  const random = seededRandom(input.prompt, input.negativePrompt, input.seed, input.style);
  let image = sharp(Buffer.from(pictureSvg(input, random)), { limitInputPixels: false }).resize(
    input.width,
    input.height,
  );
  const style = (input.style ?? '').toLowerCase();
  if (style.includes('photo')) image = image.blur(Math.max(0.3, input.width / 2048)).modulate({ saturation: 0.9 });
  if (style.includes('concept')) image = image.blur(Math.max(0.5, input.width / 1500)).sharpen();
  if (style.includes('cinematic')) image = image.tint({ r: 255, g: 225, b: 200 }).modulate({ saturation: 0.85 });
  if (style.includes('3d')) image = image.modulate({ brightness: 1.05 }).sharpen({ sigma: 1.2 });
  const output = join(run.workDir, 'generated.png');
  await image.png({ compressionLevel: 6 }).toFile(output);
  run.progress(1);
  return { engine: 'local', files: [{ path: output, contentType: 'image/png' }] };
}
