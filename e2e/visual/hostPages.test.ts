import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { launchChromium, openProduct } from '../support/browser';
import { compareWithBaseline } from '../support/screenshots';
import type { ProductAccount } from '../support/globalSetup';
import { adminPages, publicPages, userPages } from '../support/hostPages';

// Every page of the host's production build, light and dark, against committed baselines (viewport-sized PNGs).
// Signed-in pages use a fixed account (ada, pro, 500 credits) so names and balances do not move.

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
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  // The lazy route's page replaces the loading state: wait until no "Loading" status is left.
  await page
    .waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, { timeout: 10_000 })
    .catch(() => undefined);
}

function nameOf(path: string) {
  return path === '/' ? 'home' : path.slice(1).replace(/\//g, '-');
}

/**
 * One visit per page, both themes: the light screenshot, then the root's `dark` class (what the theme toggle and the
 * stored theme set before the first paint) and the dark one.
 */
async function shoot(paths: string[], account?: ProductAccount) {
  const { context, page } = await openProduct(browser, { account, viewport: { width: 1024, height: 640 } });
  const failures: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    await settle(page);
    await page.addStyleTag({ content: stillCss });
    for (const theme of ['light', 'dark'] as const) {
      await page.evaluate((dark) => document.documentElement.classList.toggle('dark', dark), theme === 'dark');
      // Dates the server stamps at run time (sign-ups, member since, renewals, chart periods) are masked: a baseline
      // must not change with the day it was taken.
      const dates = page
        .getByRole('main')
        .getByText(/\b(19|20)\d\d\b|\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d/);
      const shot = await page.screenshot({ animations: 'disabled', caret: 'hide', mask: [dates] });
      const result = compareWithBaseline(`host/${nameOf(path)}-${theme}`, shot);
      if (result.status === 'different') failures.push(result.message);
    }
  }
  await context.close();
  expect(failures).toEqual([]);
}

describe('host pages in light and dark', () => {
  it('public pages', () => shoot(publicPages));
  it('user pages', () => shoot(userPages, inject('visualUser')));
  it('admin pages', () => shoot(adminPages, inject('adminUser')));
});
