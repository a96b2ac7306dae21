import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { balance, expectBalance, chromiumPerFile, openProduct, signUpByApi } from '../support/browser';
import { fixture } from '../support/files';

// Journey 5 of issue #21: image to video on the real ffmpeg engine; a reload mid-job resumes it; a cancel refunds.

const browser = chromiumPerFile();

/** 360p, 5 s: the base 5 plus 1 for 360p (the spec's video cost). */
const videoCost = 6;

async function startVideo(page: Page) {
  await page.goto('/user/video');
  await page.getByLabel('Prompt').fill('the sea moves slowly');
  await page
    .locator('input[type="file"]')
    .first()
    .setInputFiles(await fixture('photo.png'));
  await page.getByText('5 s', { exact: true }).click();
  const resolution = page.getByLabel('Resolution');
  const value = await resolution.evaluate(
    (select) => [...(select as HTMLSelectElement).options].find((option) => option.text.startsWith('360p'))?.value,
  );
  await resolution.selectOption(value!);
  await page.getByRole('button', { name: 'Generate video' }).click();
  await page.getByText('Task ID').first().waitFor({ timeout: 30_000 });
}

describe('journey 5: image to video', () => {
  it('resumes a 5 s job after a reload and plays a video of about 5 s', async () => {
    const { context, page } = await openProduct(browser(), { account: await signUpByApi() });
    await page.goto('/user/video');
    const before = await balance(page);
    await startVideo(page);
    await expectBalance(page, before - videoCost);
    await page.reload();
    const video = page.locator('video').first();
    await video.waitFor({ timeout: 60_000 });
    const duration = await video.evaluate(
      (element: HTMLVideoElement) =>
        new Promise<number>((resolve, reject) => {
          if (element.readyState >= 1) resolve(element.duration);
          element.addEventListener('loadedmetadata', () => resolve(element.duration));
          element.addEventListener('error', () => reject(new Error('The video did not load.')));
        }),
    );
    expect(duration).toBeGreaterThan(4.5);
    expect(duration).toBeLessThan(5.5);
    await context.close();
  });

  // The tool's Cancel stops waiting on the page only (useToolRun's cancel: "the server may still finish it"); the
  // server's job cancel with its refund has no control in the host yet. Reported on issue #21's hand-over.
  it.todo('cancels another job from the page and sees it refunded (needs a Cancel that cancels the server job)');
});
