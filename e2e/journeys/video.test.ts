import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { balance, expectBalance, chromiumPerFile, openProduct, signUpByApi, jobWait } from '../support/browser';
import { fixture } from '../support/files';
import { heldVideoPrompt } from '../support/heldJob';

// Journey 5 of issue #21: image to video on the real ffmpeg engine; a reload mid-job resumes it; a cancel refunds.

const browser = chromiumPerFile();

/** 360p, 5 s: the base 5 plus 1 for 360p (the spec's video cost). */
const videoCost = 6;

async function startVideo(page: Page, prompt = 'the sea moves slowly') {
  await page.goto('/user/video');
  await page.getByLabel('Prompt').fill(prompt);
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
  await page.getByText('Task ID').first().waitFor();
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
    await video.waitFor(jobWait);
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

  it('cancels another job from the page: the server stops it and its credits come back once', async () => {
    const { context, page } = await openProduct(browser(), { account: await signUpByApi() });
    await page.goto('/user/video');
    const before = await balance(page);
    // The server holds this job until it is cancelled: on a fast machine a 5 s clip could otherwise end first.
    await startVideo(page, heldVideoPrompt);
    await expectBalance(page, before - videoCost);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByText('Cancelled. Its credits are back.').waitFor();
    await expectBalance(page, before);
    // The refund is the server's: a reload reads the same balance, and the job does not resume.
    await page.reload();
    await expectBalance(page, before);
    expect(await page.getByRole('button', { name: 'Cancel' }).count()).toBe(0);
    await context.close();
  });
});
