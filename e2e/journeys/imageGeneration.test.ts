import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { balance, expectBalance, chromiumPerFile, openProduct, signUpByApi, jobWait } from '../support/browser';
import { downloadedBytes, pngSize } from '../support/files';

// Journeys 2 and 8 of issue #21: generate an image, download it, check its bytes and the balance; then the same
// without the mouse. "It appears in Recent and in the media library": both are checked, and the library's own
// Download gives the same PNG.

const browser = chromiumPerFile();

/** Text to image costs 2 credits (spec's cost table, `text_to_image`). */
const imageCost = 2;

async function expectDownloadedPng(page: Page, trigger: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent('download'), trigger()]);
  const bytes = await downloadedBytes(download);
  // Widescreen (16:9) at 1K: 1024 × 576.
  expect(pngSize(bytes)).toEqual({ width: 1024, height: 576 });
}

describe('journey 2: generate an image', () => {
  it('generates a 16:9 image on the free plan, shows it in Recent and the library, downloads a 1024×576 PNG from both, charges 2 credits', async () => {
    const { context, page } = await openProduct(browser(), { account: await signUpByApi() });
    await page.goto('/user/image/generate');
    const before = await balance(page);
    await page.getByLabel('Prompt').fill('a lighthouse on a cliff at sunset');
    await page.getByLabel('Aspect ratio').selectOption({ label: 'Widescreen (16:9)' });
    // A new account is on the free plan: its images come at the standard size of the aspect (1K's long side).
    await page.getByText('Free plan: images are generated at the standard size for the chosen aspect ratio.').waitFor();
    await page.getByRole('button', { name: 'Generate', exact: true }).click();
    await page.getByText('Your image is ready.').first().waitFor(jobWait);
    await page.getByRole('list', { name: 'Recent images' }).getByRole('listitem').first().waitFor();
    await expectBalance(page, before - imageCost);
    await expectDownloadedPng(page, () => page.getByRole('button', { name: 'Download', exact: true }).click());

    // The media library: the new account's one item, under All and under Images, downloaded from its card.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Media Library' }).click();
    await page.waitForURL('**/user/media');
    const library = page.getByRole('main');
    const downloads = library.getByRole('button', { name: /^Download / });
    await downloads.first().waitFor();
    expect(await downloads.count()).toBe(1);
    await library.getByRole('tab', { name: 'Images' }).click();
    await downloads.first().waitFor();
    expect(await downloads.count()).toBe(1);
    await library.getByRole('tab', { name: 'Videos' }).click();
    await library.getByText('No media found.').waitFor();
    await library.getByRole('tab', { name: 'All' }).click();
    await expectDownloadedPng(page, () => downloads.first().click());
    await context.close();
  });
});

describe('journey 8: journey 2 by keyboard only', () => {
  it('tabs to the prompt, picks the aspect by arrows, generates with Ctrl+Enter and downloads without the mouse', async () => {
    const { context, page } = await openProduct(browser(), { account: await signUpByApi() });
    await page.goto('/user/image/generate');
    const before = await balance(page);
    // Tab from the top of the page to the prompt, as a keyboard user does.
    const prompt = page.getByLabel('Prompt');
    for (let presses = 0; presses < 40 && !(await prompt.evaluate((el) => el === document.activeElement)); presses++) {
      await page.keyboard.press('Tab');
    }
    expect(await prompt.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type('a red kite over green hills');
    await page.keyboard.press('Tab');
    expect(await page.getByLabel('Aspect ratio').evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Home');
    for (let step = 0; step < 1; step++) await page.keyboard.press('ArrowDown');
    expect(
      await page.getByLabel('Aspect ratio').evaluate((el) => (el as HTMLSelectElement).selectedOptions[0]?.text),
    ).toBe('Widescreen (16:9)');
    // Back to the prompt (Shift+Tab) and Ctrl+Enter generates, as the prompt's hint says.
    await page.keyboard.press('Shift+Tab');
    expect(await prompt.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Control+Enter');
    await page.getByText('Your image is ready.').first().waitFor(jobWait);
    await expectBalance(page, before - imageCost);
    // Tab forward to Download and press Enter.
    const download = page.getByRole('button', { name: 'Download', exact: true });
    for (
      let presses = 0;
      presses < 40 && !(await download.evaluate((el) => el === document.activeElement));
      presses++
    ) {
      await page.keyboard.press('Tab');
    }
    await expectDownloadedPng(page, () => page.keyboard.press('Enter'));
    await context.close();
  });
});
