import type { Random } from './seededRandom';

/** Colour words a prompt may use, as hues (degrees) with a saturation and lightness hint. */
export const colourWords: Record<string, [number, number, number]> = {
  red: [0, 75, 50],
  crimson: [348, 80, 42],
  orange: [28, 90, 55],
  amber: [40, 95, 55],
  gold: [45, 85, 55],
  golden: [45, 85, 55],
  yellow: [54, 90, 60],
  lime: [90, 70, 55],
  green: [125, 55, 40],
  emerald: [145, 65, 40],
  teal: [178, 60, 40],
  cyan: [188, 75, 55],
  turquoise: [174, 65, 50],
  blue: [215, 70, 50],
  navy: [225, 60, 25],
  indigo: [250, 55, 40],
  purple: [275, 55, 45],
  violet: [285, 60, 55],
  magenta: [310, 70, 50],
  pink: [335, 75, 70],
  brown: [25, 45, 32],
  beige: [40, 45, 80],
  white: [0, 0, 96],
  black: [0, 0, 8],
  gray: [0, 0, 50],
  grey: [0, 0, 50],
  silver: [210, 10, 75],
};

/** Scenes carry their own colours when the prompt names no colour. */
const sceneColours: Record<string, [number, number, number][]> = {
  sunset: [
    [18, 85, 55],
    [330, 60, 45],
    [260, 45, 30],
  ],
  sunrise: [
    [30, 90, 60],
    [200, 60, 70],
    [50, 90, 65],
  ],
  ocean: [
    [200, 75, 45],
    [185, 70, 55],
    [215, 60, 25],
  ],
  sea: [
    [200, 75, 45],
    [185, 70, 55],
    [215, 60, 25],
  ],
  forest: [
    [130, 45, 30],
    [95, 45, 45],
    [150, 35, 20],
  ],
  desert: [
    [35, 65, 60],
    [20, 60, 50],
    [45, 70, 75],
  ],
  night: [
    [235, 50, 15],
    [260, 45, 25],
    [210, 30, 45],
  ],
  space: [
    [250, 55, 10],
    [280, 50, 25],
    [200, 60, 40],
  ],
  fire: [
    [10, 90, 50],
    [35, 95, 55],
    [0, 80, 25],
  ],
  ice: [
    [195, 60, 85],
    [205, 55, 65],
    [190, 25, 95],
  ],
  snow: [
    [205, 30, 92],
    [210, 25, 75],
    [215, 20, 60],
  ],
  autumn: [
    [25, 80, 45],
    [40, 85, 55],
    [10, 60, 35],
  ],
  spring: [
    [100, 55, 60],
    [330, 55, 80],
    [55, 80, 70],
  ],
  city: [
    [220, 20, 30],
    [35, 80, 60],
    [200, 30, 50],
  ],
};

export interface Palette {
  colours: string[];
  /** The words that chose it, for the image's metadata. */
  from: string[];
}

export const hsl = ([h, s, l]: [number, number, number]) =>
  `hsl(${Math.round(h)}, ${Math.round(s)}%, ${Math.round(l)}%)`;

/** Colours for a picture: the prompt's colour words, else its scene words, else hues drawn from the prompt. */
export function paletteFor(prompt: string, negative: string, random: Random, saturation = 1): Palette {
  const words = prompt.toLowerCase().match(/[a-z]+/g) ?? [];
  const avoided = new Set(negative.toLowerCase().match(/[a-z]+/g) ?? []);
  const scale = ([h, s, l]: [number, number, number]): [number, number, number] => [
    h,
    Math.min(100, s * saturation),
    l,
  ];
  const named = words.filter((word) => colourWords[word] && !avoided.has(word));
  if (named.length) {
    const base = named.map((word) => colourWords[word]!);
    const variants = base.flatMap(
      ([h, s, l]) =>
        [
          [h, s, l],
          [h + random.between(-15, 15), s * 0.8, Math.min(92, l + 18)],
          [h + random.between(-15, 15), s, Math.max(10, l - 20)],
        ] as [number, number, number][],
    );
    return { colours: variants.map(scale).map(hsl), from: named };
  }
  const scene = words.find((word) => sceneColours[word] && !avoided.has(word));
  if (scene) return { colours: sceneColours[scene]!.map(scale).map(hsl), from: [scene] };
  const hue = random.between(0, 360);
  const spread = random.between(25, 70);
  return {
    colours: [
      [hue, 65, 55],
      [hue + spread, 60, 45],
      [hue - spread, 55, 30],
      [hue + 180, 50, 70],
    ].map((colour) => hsl(scale(colour as [number, number, number]))),
    from: [],
  };
}

/** The parts of a landscape a colour word can name ("green mountains", "an orange sky"). */
export type SceneElement = 'sky' | 'sun' | 'mountains' | 'water' | 'ground' | 'trees';

export const elementWords: Record<SceneElement, RegExp> = {
  sky: /^(sky|skies|clouds?|horizon)$/,
  sun: /^(sun|moon)$/,
  mountains: /^(mountains?|hills?|peaks?|valley|canyon|cliffs?|dunes?)$/,
  water: /^(lake|lakes|sea|ocean|river|water|waves?|pond|bay|beach)$/,
  ground: /^(ground|fields?|grass|meadow|desert|sand|land|shore)$/,
  trees: /^(trees?|forest|woods|jungle|pines?)$/,
};

/** The elements a prompt names (and its negative prompt does not), and the colour it gives each. */
export function sceneElements(prompt: string, negative: string) {
  const words = prompt.toLowerCase().match(/[a-z]+/g) ?? [];
  const avoided = negative.toLowerCase().match(/[a-z]+/g) ?? [];
  const kinds = Object.keys(elementWords) as SceneElement[];
  const kindOf = (word: string) => kinds.find((kind) => elementWords[kind].test(word));
  const named = new Set(words.map(kindOf).filter((kind): kind is SceneElement => Boolean(kind)));
  for (const word of avoided) {
    const kind = kindOf(word);
    if (kind) named.delete(kind);
  }
  const colours: Partial<Record<SceneElement, [number, number, number]>> = {};
  words.forEach((word, index) => {
    const colour = colourWords[word];
    if (!colour) return;
    // The colour names the next element within two words: "green mountains", "orange evening sky".
    const target = words
      .slice(index + 1, index + 3)
      .map(kindOf)
      .find(Boolean);
    if (target && !colours[target]) colours[target] = colour;
  });
  return { named, colours };
}
