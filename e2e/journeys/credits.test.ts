import { describe, expect, inject, it } from 'vitest';
import { balance, chromiumPerFile, expectBalance, openProduct, jobWait } from '../support/browser';

// Journey 6 of issue #21: not enough credits, then a top-up from the top bar's credits dropdown; the job starts and a
// second tab of the same browser hears the new balance (the `credits` BroadcastChannel), and the bell tells of the job.

const browser = chromiumPerFile();

describe('journey 6: not enough credits', () => {
  it("says the spec's message with 'Buy credits' when the balance is short", async () => {
    const { context, page } = await openProduct(browser(), { account: inject('poorUser') });
    await page.goto('/user/image/generate');
    await page.getByLabel('Prompt').fill('a quiet harbour');
    // The tool knows the balance: it says so before anything is sent, and Generate stays disabled.
    await page.getByText('Not enough credits. Need 2, you have 1.').first().waitFor();
    expect(await page.getByRole('button', { name: 'Generate', exact: true }).isDisabled()).toBe(true);
    await page.getByRole('link', { name: 'Buy credits' }).first().waitFor();
    await context.close();
  });

  it('tops up +10 from the credits dropdown, the job then starts, and a second tab shows the new balance', async () => {
    const { context, page } = await openProduct(browser(), { account: inject('poorUser') });
    await page.goto('/user/image/generate');
    // The second tab: same browser profile, so the same session and the same BroadcastChannel.
    const second = await context.newPage();
    await second.goto('/user/dashboard');
    const start = await balance(second);
    expect(await balance(page)).toBe(start);
    expect(start).toBeLessThan(2);

    await page.getByLabel('Prompt').fill('a quiet harbour');
    await page.getByText(`Not enough credits. Need 2, you have ${start}.`).first().waitFor();
    await page.getByRole('button', { name: /^Credits: / }).click();
    const menu = page.getByRole('dialog', { name: 'Credits' });
    await menu.getByRole('button', { name: 'Add 10 credits' }).click();
    await menu.getByText(`Added 10 credits. New balance: ${start + 10}.`).waitFor();
    await page.keyboard.press('Escape');
    await expectBalance(page, start + 10);
    // The other tab never asked: the balance came over the channel.
    await expectBalance(second, start + 10);

    const generate = page.getByRole('button', { name: 'Generate', exact: true });
    // Playwright's click waits until the button is enabled: the tool saw the new balance.
    await generate.click();
    await page.getByText('Your image is ready.').first().waitFor(jobWait);
    await expectBalance(page, start + 10 - 2);
    await expectBalance(second, start + 10 - 2);

    // The server wrote a notification in the job's last transaction: the bell shows it when opened.
    await page.getByRole('button', { name: /^Notifications, / }).click();
    const bell = page.getByRole('dialog', { name: 'Notifications' });
    await bell.getByRole('button', { name: /^Unread: Text to Image.* finished/ }).waitFor();
    await context.close();
  });
});
