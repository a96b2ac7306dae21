import { describe, expect, it } from 'vitest';
import { chromiumPerFile, openProduct, signUpByApi, jobWait } from '../support/browser';
import { downloadedBytes, fixture, pngPixel, pngSize } from '../support/files';

// Journeys 3 and 4 of issue #21 on the real local engines: the background composer and OCR.

const browser = chromiumPerFile();

describe('journey 3: background remover with Add Background', () => {
  it('composes the photo bottom-right with padding 40 on a colour; the PNG has the canvas size and the colour', async () => {
    const { context, page } = await openProduct(browser(), { account: await signUpByApi() });
    await page.goto('/user/image/bg-remover');
    await page
      .locator('input[type="file"]')
      .first()
      .setInputFiles(await fixture('photo.png'));
    await page.getByText('Add Background', { exact: true }).click();
    await page.getByLabel('Background colour', { exact: true }).fill('#22AA44');
    await page.getByLabel('Canvas width').fill('640');
    await page.getByLabel('Canvas height').fill('480');
    await page.getByLabel('Padding').fill('40');
    await page.getByRole('radio', { name: 'Bottom right' }).click();
    await page.getByRole('button', { name: 'Remove background' }).click();
    await page.getByText('Your image is ready.').first().waitFor(jobWait);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PNG' }).click(),
    ]);
    const bytes = await downloadedBytes(download);
    expect(pngSize(bytes)).toEqual({ width: 640, height: 480 });
    // The subject sits bottom-right: the top-left corner is the background colour, opaque.
    const [r, g, b, a] = await pngPixel(page, bytes, 2, 2);
    expect([r, g, b, a]).toEqual([0x22, 0xaa, 0x44, 255]);
    // Padding 40 keeps the bottom-right corner itself on the background too.
    expect(await pngPixel(page, bytes, 637, 477)).toEqual([0x22, 0xaa, 0x44, 255]);
    await context.close();
  });
});

describe('journey 4: OCR', () => {
  it('finds the printed words with boxes, copies two words picked by keyboard and downloads the .txt', async () => {
    const { context, page } = await openProduct(browser(), { account: await signUpByApi() });
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/user/image/text');
    await page
      .locator('input[type="file"]')
      .first()
      .setInputFiles(await fixture('words.png'));
    await page.getByRole('button', { name: 'Extract Text' }).click();

    const words = page.getByRole('listbox', { name: 'Words found: select them to copy' });
    await words.waitFor(jobWait);
    const options = words.getByRole('option');
    expect(await options.evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')))).toEqual([
      'Hello',
      'Mediakit',
    ]);
    // Each word's box lies over the word: inside the image, with a size.
    for (const box of await options.evaluateAll((els) =>
      els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect),
    )) {
      expect(box.width).toBeGreaterThan(10);
      expect(box.height).toBeGreaterThan(10);
    }

    // Keyboard: focus the first word, Space selects it, Shift+ArrowRight extends to the second.
    await options.first().focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('Shift+ArrowRight');
    await page.getByText('2 of 2 words selected').waitFor();
    await page.getByRole('button', { name: 'Copy selected' }).click();
    await page.getByText('Copied.').first().waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('Hello Mediakit');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download .txt' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.txt$/);
    expect((await downloadedBytes(download)).toString('utf8').trim()).toBe('Hello Mediakit');
    await context.close();
  });
});
