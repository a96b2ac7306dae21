import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { inject } from 'vitest';

const repoRoot = new URL('../..', import.meta.url).pathname;
export const baselinesDir = join(repoRoot, 'e2e', 'visual', 'baselines');
/** Where a failed comparison leaves the new screenshot and the difference, to look at. */
export const failuresDir = join(repoRoot, 'node_modules', '.cache', 'mediakit-visual');

/**
 * Per-pixel colour distance pixelmatch tolerates (0..1; 0.1 is its default), and the share of pixels that may still
 * differ: font anti-aliasing and subpixel positioning move a few edge pixels between runs, never a whole glyph.
 */
const colourThreshold = 0.1;
const maxDifferentShare = 0.002;

export type Comparison = { status: 'same' | 'written' } | { status: 'different'; message: string };

/**
 * Compares a screenshot with its committed baseline (`<name>.png` under e2e/visual/baselines), or writes the
 * baseline with `pnpm test:visual --update`. A missing baseline is a failure, not a silent pass.
 */
export function compareWithBaseline(name: string, screenshot: Buffer): Comparison {
  const baselinePath = join(baselinesDir, `${name}.png`);
  if (inject('updateBaselines')) {
    mkdirSync(dirname(baselinePath), { recursive: true });
    // Within the tolerance the old baseline stays: updates do not churn files over anti-aliasing.
    const unchanged = existsSync(baselinePath) && withinTolerance(readFileSync(baselinePath), screenshot);
    if (!unchanged) writeFileSync(baselinePath, screenshot);
    return { status: unchanged ? 'same' : 'written' };
  }
  if (!existsSync(baselinePath)) {
    return { status: 'different', message: `No baseline ${name}.png: run \`pnpm test:visual --update\`.` };
  }
  const baseline = readFileSync(baselinePath);
  if (withinTolerance(baseline, screenshot)) return { status: 'same' };
  const result = compare(baseline, screenshot);
  const actualPath = join(failuresDir, `${name}.actual.png`);
  mkdirSync(dirname(actualPath), { recursive: true });
  writeFileSync(actualPath, screenshot);
  if (result.diff) writeFileSync(join(failuresDir, `${name}.diff.png`), PNG.sync.write(result.diff));
  return {
    status: 'different',
    message:
      `${name}: ${result.sizeChanged ? 'the size changed' : `${result.different} of ${result.total} pixels differ`}; ` +
      `see ${actualPath} (and .diff.png). If the change is intended: pnpm test:visual --update`,
  };
}

function withinTolerance(baseline: Buffer, screenshot: Buffer): boolean {
  // Chromium encodes the same pixels to the same bytes: most screenshots need no decoding at all.
  if (baseline.equals(screenshot)) return true;
  const result = compare(baseline, screenshot);
  return !result.sizeChanged && result.different <= result.total * maxDifferentShare;
}

function compare(baselineBytes: Buffer, screenshotBytes: Buffer) {
  const baseline = PNG.sync.read(baselineBytes);
  const actual = PNG.sync.read(screenshotBytes);
  const total = actual.width * actual.height;
  if (baseline.width !== actual.width || baseline.height !== actual.height) {
    return { different: total, total, sizeChanged: true, diff: undefined };
  }
  const diff = new PNG({ width: actual.width, height: actual.height });
  const different = pixelmatch(baseline.data, actual.data, diff.data, actual.width, actual.height, {
    threshold: colourThreshold,
  });
  return { different, total, sizeChanged: false, diff };
}
