import { createHash } from 'node:crypto';

/** A deterministic random source from text (a prompt and a seed): the same input draws the same picture. */
export function seededRandom(...parts: (string | number | undefined)[]) {
  const digest = createHash('sha256')
    .update(parts.map((part) => String(part ?? '')).join('\u0000'))
    .digest();
  let state = digest.readUInt32LE(0);
  const next = () => {
    // mulberry32
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    between: (min: number, max: number) => min + (max - min) * next(),
    int: (min: number, max: number) => Math.floor(min + (max - min + 1) * next()),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
  };
}

export type Random = ReturnType<typeof seededRandom>;
