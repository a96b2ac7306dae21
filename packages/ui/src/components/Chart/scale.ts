/**
 * Round tick values for a value axis: 0 is always on it, steps of 1, 2 or 5 times a power of ten, and never finer
 * than `smallestStep` (1 for counts: no "0.5 credits" between 0 and 1).
 */
export function niceTicks(min: number, max: number, targetCount = 4, smallestStep = 0): number[] {
  const low = Math.min(0, min);
  const high = Math.max(0, max);
  if (low === high) return [0, 1];
  const rough = (high - low) / targetCount;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = Math.max(smallestStep, ([1, 2, 5, 10].find((factor) => factor * power >= rough) ?? 10) * power);
  const first = Math.floor(low / step) * step;
  const last = Math.ceil(high / step) * step;
  const ticks: number[] = [];
  // Integer counting avoids 0.1 + 0.2 drift in the labels.
  for (let index = 0; first + index * step <= last + step / 2; index += 1) {
    ticks.push(Number((first + index * step).toPrecision(12)));
  }
  return ticks;
}

/**
 * The value axis' ticks with their labels, all different: a formatter that rounds (whole counts, compact notation)
 * would label 0, 0.5, 1, 1.5, 2 as 0, 1, 1, 2, 2, so fewer, wider steps are taken until no two labels are alike.
 */
export function labelledTicks(
  min: number,
  max: number,
  format: (value: number) => string,
  smallestStep = 0,
): { ticks: number[]; labels: string[] } {
  let ticks: number[] = [];
  let labels: string[] = [];
  for (let count = 4; count >= 1; count -= 1) {
    ticks = niceTicks(min, max, count, smallestStep);
    labels = ticks.map(format);
    if (new Set(labels).size === labels.length) break;
  }
  return { ticks, labels };
}

/** Every how-many-th category label fits on an axis of `width` pixels with `minSpacing` pixels per label. */
export function labelStride(count: number, width: number, minSpacing: number): number {
  if (count <= 1 || width <= 0) return 1;
  return Math.max(1, Math.ceil((count * minSpacing) / width));
}
