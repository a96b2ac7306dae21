import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import type { Page } from 'playwright';
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

/**
 * Every comparison's count of differing pixels, one JSON line each, appended to this file when
 * MEDIAKIT_VISUAL_NOISE_FILE names it: how the threshold above was chosen (docs/testing.md, "Visual noise").
 */
const noiseFile = process.env['MEDIAKIT_VISUAL_NOISE_FILE'];

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
  const result = baseline.equals(screenshot)
    ? { different: 0, total: 0, sizeChanged: false, diff: undefined }
    : compare(baseline, screenshot);
  if (noiseFile) {
    // Also the pixels that differ at all (colour threshold 0), to see what the colour threshold absorbs.
    const exact = result.different ? compare(baseline, screenshot, 0) : undefined;
    appendFileSync(
      noiseFile,
      `${JSON.stringify({ name, different: result.different, exact: exact?.different ?? 0, total: result.total })}\n`,
    );
    if (exact?.diff) {
      const noisePath = join(failuresDir, 'noise', name);
      mkdirSync(dirname(noisePath), { recursive: true });
      writeFileSync(`${noisePath}.actual.png`, screenshot);
      writeFileSync(`${noisePath}.diff.png`, PNG.sync.write(exact.diff));
    }
  }
  if (!result.sizeChanged && result.different <= result.total * maxDifferentShare) return { status: 'same' };
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

function compare(baselineBytes: Buffer, screenshotBytes: Buffer, threshold = colourThreshold) {
  const baseline = PNG.sync.read(baselineBytes);
  const actual = PNG.sync.read(screenshotBytes);
  const total = actual.width * actual.height;
  if (baseline.width !== actual.width || baseline.height !== actual.height) {
    return { different: total, total, sizeChanged: true, diff: undefined };
  }
  const diff = new PNG({ width: actual.width, height: actual.height });
  const different = pixelmatch(baseline.data, actual.data, diff.data, actual.width, actual.height, { threshold });
  return { different, total, sizeChanged: false, diff };
}

/**
 * Waits until what the page shows has settled, by events rather than a guessed delay: web fonts loaded, the images in
 * view decoded, finite animations and transitions finished (infinite ones, spinners, are frozen by the screenshot's
 * `animations: 'disabled'`), and then two frames in a row painted alike. A screenshot taken while a lazy chunk or an
 * answer is still arriving would otherwise depend on the machine's speed.
 */
export async function settledScreenshot(
  page: Page,
  { timers, ...options }: Parameters<Page['screenshot']>[0] & { timers?: boolean } = {},
): Promise<Buffer> {
  // Pages that count their short timers (the stories' preview, `countShortTimers`): the fake client's latencies and a
  // state's own timers (a 'Copied!' that reverts after 2 s) have run out, or only a steady cycle is left (a job polled
  // every few seconds that changes nothing on screen). Skipped when only the theme changed since the last shot.
  if (timers !== false) {
    await page.evaluate(() => (window as { mediakitTimersSettled?: () => Promise<void> }).mediakitTimersSettled?.());
  }
  await page.evaluate(async () => {
    await document.fonts.ready;
    const inView = [...document.images].filter((image) => {
      const box = image.getBoundingClientRect();
      return box.bottom > 0 && box.right > 0 && box.top < innerHeight && box.left < innerWidth;
    });
    const loaded = (image: HTMLImageElement) =>
      image.complete
        ? Promise.resolve()
        : new Promise((resolve) => {
            image.addEventListener('load', resolve, { once: true });
            image.addEventListener('error', resolve, { once: true });
          });
    await Promise.all(inView.map((image) => loaded(image).then(() => image.decode().catch(() => undefined))));
    // A video's box takes its size from its metadata: wait for its first frame (or its error).
    const videos = [...document.querySelectorAll('video')].filter(
      (video) => (video.currentSrc || video.src) && video.preload !== 'none',
    );
    await Promise.all(
      videos.map((video) =>
        video.readyState >= 2 || video.error
          ? undefined
          : new Promise((resolve) => {
              video.addEventListener('loadeddata', resolve, { once: true });
              video.addEventListener('error', resolve, { once: true });
            }),
      ),
    );
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
  // A video's frame is the decoder's, painted when the compositor gets to it (a spinner, a black box or the frame, by
  // the machine's speed, even after 'loadeddata'): masked, like the dates, while its box and our controls are compared.
  const mask = [page.locator('video'), ...(options.mask ?? [])];
  const shot = () => page.screenshot({ animations: 'disabled', caret: 'hide', ...options, mask });
  let previous = await shot();
  // Until two shots in a row are the same (a late answer or a lazy chunk changes the page between them).
  for (let attempt = 0; attempt < 20; attempt += 1) {
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const next = await shot();
    if (next.equals(previous)) return next;
    previous = next;
  }
  return previous;
}

/**
 * An init script for a page whose content waits on short timers (the fake client's latency, a story's delays): keeps
 * the timeouts of five seconds or less still pending (Storybook's own excepted), and `window.mediakitTimersSettled()`
 * resolves, by events only, when none is left or when a round of them has run without changing the page and left the
 * same timers behind (a poll that keeps polling). Its rounds are bounded (a clock ticking on screen would never settle).
 */
export function countShortTimers() {
  const pending = new Map<number, number>();
  const onChange = new Set<() => void>();
  let mutations = 0;
  const setTimer = window.setTimeout.bind(window);
  const clearTimer = window.clearTimeout.bind(window);
  const done = (id: number) => {
    pending.delete(id);
    for (const listener of [...onChange]) listener();
  };
  // Storybook's own preview (its assets/iframe-*.js chunks) races every render's wait for animations against a 5 s
  // timer it never clears: not the page's content, so not waited for.
  const storybookOwn = (stack = '') => /\/assets\/iframe-[\w-]+\.js/.test(stack.split('\n')[2] ?? '');
  window.setTimeout = ((handler: TimerHandler, delay?: number, ...rest: unknown[]) => {
    const ms = Number(delay) || 0;
    if (typeof handler !== 'function' || ms > 5000 || storybookOwn(new Error().stack)) {
      return setTimer(handler, delay, ...rest);
    }
    const id: number = setTimer(
      (...args: unknown[]) => {
        try {
          (handler as (...args: unknown[]) => void)(...args);
        } finally {
          done(id);
        }
      },
      delay,
      ...rest,
    );
    pending.set(id, ms);
    return id;
  }) as typeof window.setTimeout;
  window.clearTimeout = ((id?: number) => {
    clearTimer(id);
    if (id !== undefined && pending.has(id)) done(id);
  }) as typeof window.clearTimeout;
  new MutationObserver(() => (mutations += 1)).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    characterData: true,
  });
  const delays = () => [...pending.values()].sort((a, b) => a - b).join(',');
  const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  (window as { mediakitTimersSettled?: () => Promise<void> }).mediakitTimersSettled = async () => {
    for (let round = 0; round < 20 && pending.size; round += 1) {
      const ids = [...pending.keys()];
      const before = { mutations, delays: delays() };
      await new Promise<void>((resolve) => {
        const check = () => {
          if (ids.some((id) => pending.has(id))) return;
          onChange.delete(check);
          resolve();
        };
        onChange.add(check);
        check();
      });
      // What the timers started (an answer, a render) lands within a frame or two, or in timers of its own.
      await frames();
      if (mutations === before.mutations && delays() === before.delays) return;
    }
  };
}
