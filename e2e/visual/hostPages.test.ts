import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { inject } from 'vitest';
import { launchChromium, openProduct } from '../support/browser';
import { baselinesDir, compareWithBaseline, settledScreenshot } from '../support/screenshots';
import type { ProductAccount } from '../support/globalSetup';
import { adminPages, publicPages, userPages } from '../support/hostPages';

// Every page of the host's production build, light and dark, against committed baselines (viewport-sized PNGs),
// and nothing on it overflowing sideways at a phone's width (390 px) or a laptop's (1280 px). Signed-in pages use a
// fixed account (ada, pro, 500 credits) so names and balances do not move. With MEDIAKIT_SCREENS_DIR set, full-page
// screenshots of both widths in light and dark go there for a person to look at
// (`MEDIAKIT_SCREENS_DIR=/tmp/screens pnpm test:visual hostPages`).

const screensDir = process.env['MEDIAKIT_SCREENS_DIR'];
const baselineViewport = { width: 1024, height: 640 };
const wideLayout = 1280;
const layoutWidths = [390, wideLayout] as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** Caret blink, animations and transitions off, so two runs paint the same frame. */
const stillCss = '*, *::before, *::after { caret-color: transparent !important; }';

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await notLoading(page);
}

/** What `watchLoading` gives each visited page. */
interface LoadingWatch {
  /** Whether something is busy, or a status or spinner says it is loading ("Loading…", "Checking authentication…"). */
  mediakitLoading(): boolean;
  /** How many times a part of the page has started loading since the page opened. */
  mediakitLoadingStarts(): number;
}

/**
 * An init script: says whether a part of the page is loading, and counts the times one starts to, so that a shot
 * during which a part went back to loading and finished again (a remount when the session's details arrive) is seen
 * and taken again: checking before and after the shot alone misses it.
 */
function watchLoading() {
  // A lazy page's spinner (PageLoading) is a progressbar labelled "Loading…", the site's own fallback a status.
  const loadingNow = () =>
    Boolean(document.querySelector('[aria-busy="true"]')) ||
    [...document.querySelectorAll('[role="status"], [role="progressbar"]')].some((status) =>
      /^(Loading|Checking)/.test(status.textContent?.trim() ?? ''),
    );
  let starts = 0;
  let loading = false;
  new MutationObserver(() => {
    const now = loadingNow();
    if (now && !loading) starts += 1;
    loading = now;
  }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  const watch: LoadingWatch = { mediakitLoading: loadingNow, mediakitLoadingStarts: () => starts };
  Object.assign(window, watch);
}

/** Runs in the page: whether it is loading, compared with `expected`. */
const loadingIs = (expected: boolean) => (window as unknown as LoadingWatch).mediakitLoading() === expected;

const loadingStarts = (page: Page) => page.evaluate(() => (window as unknown as LoadingWatch).mediakitLoadingStarts());

/**
 * The lazy route's page replaces the loading state: wait until nothing is busy and no status says "Loading…" or
 * "Checking authentication…" (the site's own fallback has no aria-busy). The limit is a hang guard (a lazy page and
 * its data took over 10 s on a loaded machine); a page still busy after it fails as such.
 */
async function notLoading(page: Page) {
  await page.waitForFunction(loadingIs, false, { timeout: 120_000 }).catch(() => {
    throw new Error(`${page.url()} was still loading (aria-busy) after two minutes.`);
  });
  await page.waitForLoadState('networkidle');
}

/** The attribute `placeholderDates` puts on the elements whose dates it replaced: the shots mask them. */
const dateMark = 'data-visual-date';

/**
 * Runs in the page. Dates the server stamps at run time (sign-ups, member since, renewals, the charts' months) are
 * masked so that a baseline does not change with the day it was taken. A mask covers the text's box, and the box's
 * width follows the text ("May" is narrower than "Dec"): each new month moved the masks and what stands beside them
 * (1,797 pixels on 1 December, near the 0.2 % tolerance). So each date's month names become "Mmm" and its numbers a
 * fixed width of zeros before the shot, and the masked boxes are the same on every day. Only a date a person can see
 * is masked: a visually hidden one (a chart's table for screen readers) has a box of its own over other content, and
 * its mask hid part of the heading below the chart.
 */
function placeholderDates(mark: string) {
  const months =
    /\b(January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\b/g;
  const date = /\b(19|20)\d\d\b|\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d/;
  /** Whether some of the element's box is left once every ancestor that clips has clipped it. */
  const seen = (element: Element) => {
    let { left, top, right, bottom } = element.getBoundingClientRect();
    for (let clipper = element.parentElement; clipper; clipper = clipper.parentElement) {
      const style = getComputedStyle(clipper);
      if (style.clip !== 'auto') return false;
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      const box = clipper.getBoundingClientRect();
      left = Math.max(left, box.left);
      top = Math.max(top, box.top);
      right = Math.min(right, box.right);
      bottom = Math.min(bottom, box.bottom);
    }
    return right - left > 1 && bottom - top > 1;
  };
  const main = document.querySelector('main');
  if (!main) return;
  const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.nodeValue ?? '';
    if (!date.test(text)) continue;
    node.nodeValue = text.replace(months, 'Mmm').replace(/\d+/g, (digits) => (digits.length <= 2 ? '00' : '0000'));
    if (node.parentElement && seen(node.parentElement)) node.parentElement.setAttribute(mark, '');
  }
}

function nameOf(path: string) {
  return path === '/' ? 'home' : path.slice(1).replace(/\//g, '-');
}

/** The elements passing the viewport's right edge when the page is wider than the viewport (none when it fits). */
async function overflowing(page: Page, path: string): Promise<string[]> {
  if (path === '/') {
    // The landing's sections below the fold load when they come near the screen: scroll through once to measure them.
    await page.evaluate(async () => {
      // At most 50 screens: a page that kept growing as it was scrolled would otherwise never end the loop.
      for (let y = 0, step = 0; y < document.documentElement.scrollHeight && step < 50; y += innerHeight, step += 1) {
        window.scrollTo(0, y);
        // Two frames: the intersection observers of what came into view have run (then networkidle below).
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      }
      window.scrollTo(0, 0);
    });
    await page.waitForLoadState('networkidle');
  }
  return page.evaluate(() => {
    const limit = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= limit + 1) return [];
    return [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > limit + 1)
      .slice(0, 3)
      .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`);
  });
}

/**
 * The boxes inside the page that scroll sideways (a table wider than its panel): on a wide screen every table fits,
 * and a clipped column is a defect a person sees (the dashboard's activity times were cut at the panel's edge).
 */
function scrollingSideways(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((element) => {
        const { overflowX, display } = getComputedStyle(element);
        // Visually hidden text (a 1 px clipped box) is not a box a person sees.
        return (
          display !== 'none' &&
          ['auto', 'scroll'].includes(overflowX) &&
          element.clientWidth > 2 &&
          element.scrollWidth > element.clientWidth + 1
        );
      })
      .slice(0, 3)
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} (${element.scrollWidth} px in ${element.clientWidth})`,
      ),
  );
}

/** At each layout width: no sideways overflow, and the full-page screenshots a person asked for. */
async function checkLayout(page: Page, path: string, failures: string[]) {
  for (const width of layoutWidths) {
    await page.setViewportSize({ width, height: 844 });
    const wide = await overflowing(page, path);
    if (wide.length > 0) failures.push(`${path} overflows at ${width} px: ${wide.join(', ')}`);
    // On a phone a table scrolls sideways by design; on a wide screen nothing should.
    const scrolling = width === wideLayout ? await scrollingSideways(page) : [];
    if (scrolling.length > 0) failures.push(`${path} scrolls sideways inside at ${width} px: ${scrolling.join(', ')}`);
    if (!screensDir) continue;
    mkdirSync(screensDir, { recursive: true });
    for (const theme of ['light', 'dark'] as const) {
      await page.evaluate((dark) => document.documentElement.classList.toggle('dark', dark), theme === 'dark');
      const shot = await page.screenshot({ fullPage: true, animations: 'disabled' });
      writeFileSync(join(screensDir, `${nameOf(path)}-${width}-${theme}.png`), shot);
    }
  }
  await page.evaluate(() => document.documentElement.classList.remove('dark'));
  await page.setViewportSize(baselineViewport);
}

/**
 * Runs in the page: what is still loading on it (busy parts, loading statuses, images and videos without their data,
 * running animations), for a test that ran out of time.
 */
function pendingOnPage() {
  const text = (element: Element) => element.outerHTML.slice(0, 160);
  return {
    readyState: document.readyState,
    busy: [...document.querySelectorAll('[aria-busy="true"]')].map(text),
    statuses: [...document.querySelectorAll('[role="status"], [role="progressbar"]')]
      .map((status) => status.textContent?.trim() ?? '')
      .filter(Boolean),
    images: [...document.images].filter((image) => !image.complete).map((image) => image.currentSrc || image.src),
    videos: [...document.querySelectorAll('video')].map(
      (video) => `${video.currentSrc} readyState ${video.readyState}`,
    ),
    animations: document
      .getAnimations()
      .filter((animation) => animation.playState !== 'finished')
      .map(String),
  };
}

/**
 * One visit per page, both themes: the light screenshot, then the root's `dark` class (what the theme toggle and the
 * stored theme set before the first paint) and the dark one; then the layout widths.
 */
async function shoot(page: Page, path: string) {
  const failures: string[] = [];
  // A test that runs out of time says which wait it was in and what the page was still loading (once, 2026-12-01,
  // the landing page's ran out on a machine with a load of 6 on 2 cores, with nothing to tell why).
  let waitingFor = 'the page to open';
  onTestFailed(async () => {
    const pending = await Promise.race([
      page.evaluate(pendingOnPage).catch((error: unknown) => String(error)),
      new Promise((resolve) => setTimeout(resolve, 10_000, 'the page did not answer within 10 s')),
    ]);
    console.error(`${path}: while waiting for ${waitingFor}, the page had ${JSON.stringify(pending)}`);
  });
  // At the baselines' size, whatever the last test left (one stopped by its time limit mid-way through the widths).
  await page.setViewportSize(baselineViewport);
  await page.goto(path);
  waitingFor = 'the network to go quiet and every part to load';
  await settle(page);
  await page.addStyleTag({ content: stillCss });
  for (const theme of ['light', 'dark'] as const) {
    waitingFor = `a settled ${theme} screenshot`;
    await page.evaluate((dark) => document.documentElement.classList.toggle('dark', dark), theme === 'dark');
    const dates = page.locator(`main [${dateMark}]`);
    // Again before each shot, and once more if a part went back to loading while it was taken: a part the page
    // mounts again (the session's details arriving) loads its data again, whatever the first wait saw.
    await notLoading(page);
    let starts = await loadingStarts(page);
    await page.evaluate(placeholderDates, dateMark);
    let shot = await settledScreenshot(page, { mask: [dates] });
    // Bounded: a page that keeps reloading fails its comparison with what it showed last.
    for (let again = 0; again < 3 && (await loadingStarts(page)) !== starts; again += 1) {
      await notLoading(page);
      starts = await loadingStarts(page);
      await page.evaluate(placeholderDates, dateMark);
      shot = await settledScreenshot(page, { mask: [dates] });
    }
    const result = compareWithBaseline(`host/${nameOf(path)}-${theme}`, shot);
    if (result.status === 'different') failures.push(result.message);
  }
  // At the baselines' laptop width too: there the shell's sidebar gives way to icons so that every table fits.
  const scrolling = await scrollingSideways(page);
  if (scrolling.length > 0) {
    failures.push(`${path} scrolls sideways inside at ${baselineViewport.width} px: ${scrolling.join(', ')}`);
  }
  waitingFor = 'the layout checks at 390 and 1280 px';
  await checkLayout(page, path, failures);
  expect(failures).toEqual([]);
}

/**
 * One test per page (a page takes about 2 s on a quiet machine: the tests' 60 s limit is far above it), the pages of
 * one visitor in one browser profile, one after the other.
 */
function describePages(who: string, paths: string[], account: () => ProductAccount | undefined) {
  describe(who, () => {
    let context: BrowserContext;
    let page: Page;
    beforeAll(async () => {
      ({ context, page } = await openProduct(browser, { account: account(), viewport: baselineViewport }));
      await page.addInitScript(watchLoading);
    });
    afterAll(async () => {
      await context?.close();
    });
    it.each(paths)('%s in light and dark, and within 390 and 1280 px', (path) => shoot(page, path));
  });
}

describePages('public pages', publicPages, () => undefined);
describePages('user pages (ada)', userPages, () => inject('visualUser'));
describePages('admin pages', adminPages, () => inject('adminUser'));

// A baseline whose page was renamed or removed would never be compared again, and stay in git unnoticed.
it('keeps no baseline of a page that is gone', () => {
  const pages = [...publicPages, ...userPages, ...adminPages].map(nameOf);
  const shot = new Set(pages.flatMap((name) => [`${name}-light.png`, `${name}-dark.png`]));
  expect(readdirSync(join(baselinesDir, 'host')).filter((file) => !shot.has(file))).toEqual([]);
});
