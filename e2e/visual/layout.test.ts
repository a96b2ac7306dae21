import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, openProduct } from '../support/browser';
import type { ProductAccount } from '../support/globalSetup';
import { adminPages, publicPages, userPages } from '../support/hostPages';

// Nothing overflows sideways: every host page at a phone's width (390 px) and a laptop's (1280 px) keeps its content
// within the viewport. With MEDIAKIT_SCREENS_DIR set it also saves full-page screenshots of both widths in light and
// dark there, for a person to look at (`MEDIAKIT_SCREENS_DIR=/tmp/screens pnpm test:visual layout`).

const screensDir = process.env['MEDIAKIT_SCREENS_DIR'];
const widths = [390, 1280] as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

async function check(paths: string[], account?: ProductAccount) {
  const overflowing: string[] = [];
  for (const width of widths) {
    const { context, page } = await openProduct(browser, { account, viewport: { width, height: 844 } });
    for (const path of paths) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await page
        .waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, { timeout: 10_000 })
        .catch(() => undefined);
      // Scroll through once so sections that load when they come near the screen are there to be measured.
      await page.evaluate(async () => {
        for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 60));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForLoadState('networkidle');
      const wide = await page.evaluate(() => {
        const limit = document.documentElement.clientWidth;
        if (document.documentElement.scrollWidth <= limit + 1) return [];
        // Name the widest culprits: elements whose right edge passes the viewport and that are not clipped away.
        return [...document.querySelectorAll('body *')]
          .filter((element) => element.getBoundingClientRect().right > limit + 1)
          .slice(0, 3)
          .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`);
      });
      if (wide.length > 0) overflowing.push(`${path} at ${width} px: ${wide.join(', ')}`);
      if (screensDir) {
        mkdirSync(screensDir, { recursive: true });
        for (const theme of ['light', 'dark'] as const) {
          await page.evaluate((dark) => document.documentElement.classList.toggle('dark', dark), theme === 'dark');
          const name = `${path === '/' ? 'home' : path.slice(1).replace(/\//g, '-')}-${width}-${theme}.png`;
          writeFileSync(join(screensDir, name), await page.screenshot({ fullPage: true, animations: 'disabled' }));
        }
        await page.evaluate(() => document.documentElement.classList.remove('dark'));
      }
    }
    await context.close();
  }
  expect(overflowing).toEqual([]);
}

describe('no host page overflows sideways at 390 and 1280 px', () => {
  it('public pages', () => check(publicPages), 180_000);
  it('user pages', () => check(userPages, inject('visualUser')), 180_000);
  it('admin pages', () => check(adminPages, inject('adminUser')), 180_000);
});
