import { describe, expect, inject, it } from 'vitest';
import { balance, chromiumPerFile, expectBalance, openProduct, jobWait } from '../support/browser';

// Journey 6 of issue #21: not enough credits, then a top-up from the top bar's credits dropdown, paid on the test
// payment engine's checkout page with the test card (issue #30: nothing is granted without a payment); the job starts,
// a second tab of the same browser hears the new balance (the `credits` BroadcastChannel), and the bell keeps the job's note.

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

  it('buys +10 from the credits dropdown with the test card, the job then starts, and a second tab shows it', async () => {
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
    await menu.getByRole('button', { name: '+10: buy 10 credits for $0.50' }).click();
    // The menu adds nothing: the test engine's checkout page opens, and the card must be typed and confirmed there.
    await page.waitForURL(/\/checkout\/cs_test_/);
    await page.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
    await page.getByRole('textbox', { name: 'Expiry (MM / YY)' }).fill('12 / 40');
    await page.getByRole('textbox', { name: 'CVC' }).fill('123');
    await page.getByRole('button', { name: 'Pay $0.50' }).click();
    await page.waitForURL(/\/user\/image\/generate\?checkout=success$/);
    await expectBalance(page, start + 10);
    await page.getByLabel('Prompt').fill('a quiet harbour');
    // The other tab never asked: the balance came over the channel.
    await expectBalance(second, start + 10);

    const generate = page.getByRole('button', { name: 'Generate', exact: true });
    // Playwright's click waits until the button is enabled: the tool saw the new balance.
    await generate.click();
    await page.getByText('Your image is ready.').first().waitFor(jobWait);
    await expectBalance(page, start + 10 - 2);
    await expectBalance(second, start + 10 - 2);

    // The server wrote a notification in the job's last transaction: the bell shows it when opened, already read,
    // since its owner watched the job end (issue #29: the bell rings only for what the user did not see finish).
    await page.getByRole('button', { name: /^Notifications, / }).click();
    const bell = page.getByRole('dialog', { name: 'Notifications' });
    await bell.getByRole('button', { name: /^Text to Image.* finished/ }).waitFor();
    await context.close();
  });
});
