import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { chromiumPerFile, openProduct } from '../support/browser';

// The public pages' media on the production build: the output gallery's Download saves a real picture under its
// file name, and the demo video is a real WebM the server sends (loaded only when played: preload="none").

const browser = chromiumPerFile();

describe('public media', () => {
  it('downloads a gallery sample under its name, from the gallery and from its preview', async () => {
    const { context, page } = await openProduct(browser());
    await page.goto('/');
    const gallery = page.getByRole('region', { name: 'Output gallery' });
    await gallery.scrollIntoViewIfNeeded();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      gallery.getByRole('link', { name: 'Download Seahorse spiral' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('mediakit-seahorse-spiral.webp');
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');

    await gallery.getByRole('button', { name: 'Preview Aurora' }).press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Aurora' });
    const [fromPreview] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('link', { name: 'Download' }).click(),
    ]);
    expect(fromPreview.suggestedFilename()).toBe('mediakit-aurora.webp');

    const video = await page.request.get('/samples/demo.webm');
    expect(video.ok()).toBe(true);
    expect(video.headers()['content-type']).toMatch(/^video\/webm/);
    const clip = await video.body();
    expect(clip.length).toBeLessThan(300 * 1024);
    expect(clip.subarray(0, 4).toString('hex')).toBe('1a45dfa3');
    await context.close();
  });
});
