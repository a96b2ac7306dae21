import { encodePng } from './png';

type Rgb = readonly [number, number, number];

/** A deterministic generator seeded from text (FNV-1a, then mulberry32). */
export function seededRandom(text: string): () => number {
  let seed = 0x811c9dc5;
  for (const char of text) seed = Math.imul(seed ^ char.charCodeAt(0), 0x01000193);
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const colourWords: Record<string, Rgb> = {
  red: [214, 48, 49],
  orange: [240, 140, 40],
  yellow: [250, 210, 60],
  gold: [230, 180, 60],
  green: [60, 160, 80],
  teal: [30, 150, 150],
  blue: [50, 110, 220],
  purple: [140, 80, 200],
  violet: [140, 80, 200],
  pink: [240, 120, 170],
  brown: [140, 90, 50],
  white: [240, 240, 240],
  grey: [130, 130, 140],
  gray: [130, 130, 140],
  black: [25, 25, 30],
};

const mix = (a: Rgb, b: Rgb, t: number): Rgb => [
  a[0] + (b[0] - a[0]) * t,
  a[1] + (b[1] - a[1]) * t,
  a[2] + (b[2] - a[2]) * t,
];

/**
 * A picture drawn from a prompt, as a PNG: its scene words choose the sky and the land (night, sunset, sea, mountains,
 * forest, else rolling hills), its colour words tint them, and the prompt's hash places the sun or moon and shapes
 * the land. The same prompt and size always give the same picture.
 */
export function drawPicture(prompt: string, width: number, height: number): Uint8Array<ArrayBuffer> {
  const text = prompt.toLowerCase();
  const has = (...words: string[]) => words.some((word) => text.includes(word));
  const random = seededRandom(`${prompt}|${width}x${height}`);
  const tint = Object.entries(colourWords).find(([word]) => has(word))?.[1];
  const night = has('night', 'moon', 'star', 'dark', 'space');
  const sunset = !night && has('sunset', 'sunrise', 'dawn', 'dusk', 'golden', 'warm');
  let skyTop: Rgb = night ? [8, 12, 40] : sunset ? [245, 110, 80] : [90, 160, 235];
  let skyBottom: Rgb = night ? [40, 50, 100] : sunset ? [255, 214, 140] : [205, 230, 250];
  if (tint) {
    skyTop = mix(skyTop, tint, 0.45);
    skyBottom = mix(skyBottom, tint, 0.2);
  }
  const sea = has('sea', 'ocean', 'beach', 'wave', 'lake', 'water');
  const peaks = has('mountain', 'peak', 'alps', 'snow');
  const forest = has('forest', 'tree', 'wood', 'jungle');
  const land: Rgb = tint && !sea ? mix([70, 150, 80], tint, 0.5) : sea ? [30, 90, 160] : [70, 150, 80];
  const horizon = height * (0.55 + random() * 0.15);
  const orb = { x: width * (0.15 + random() * 0.7), y: height * (0.12 + random() * 0.25), r: height * 0.1 };
  const orbColour: Rgb = night ? [235, 235, 210] : [255, 235, 120];
  const phase = random() * Math.PI * 2;
  const stars = new Set(Array.from({ length: night ? 60 : 0 }, () => Math.floor(random() * width * horizon)));
  const trees = Array.from({ length: forest ? 12 : 0 }, () => ({
    x: random() * width,
    h: height * (0.15 + random() * 0.2),
  }));

  const rgb = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      let colour = mix(skyTop, skyBottom, y / horizon);
      if (stars.has(y * width + x)) colour = [255, 255, 240];
      const distance = Math.hypot(x - orb.x, y - orb.y);
      if (distance < orb.r) colour = orbColour;
      else if (distance < orb.r * 1.6) colour = mix(orbColour, colour, (distance - orb.r) / (orb.r * 0.6));
      const ridge = peaks
        ? horizon - height * 0.3 * Math.max(0, 1 - Math.abs((((x / width) * 3 + phase) % 2) - 1) * 1.6)
        : horizon + Math.sin(x / (width * 0.12) + phase) * height * (sea ? 0.01 : 0.05);
      if (y > ridge) {
        const depth = (y - ridge) / (height - ridge + 1);
        colour = mix(peaks && y < horizon - height * 0.18 ? [245, 245, 250] : land, [20, 40, 30], depth * 0.6);
        if (sea && Math.sin(y * 0.9 + Math.sin(x * 0.2 + phase) * 2) > 0.92) colour = mix(colour, [255, 255, 255], 0.5);
      }
      for (const tree of trees) {
        const top = horizon - tree.h;
        if (y > top && y < horizon + 4 && Math.abs(x - tree.x) < ((y - top) / tree.h) * tree.h * 0.25) {
          colour = [30, 90 + (tree.x % 40), 45];
        }
      }
      rgb.set(colour.map(Math.round), (y * width + x) * 3);
    }
  }
  return encodePng(width, height, rgb);
}
