import { describe, expect, it } from 'vitest';
import { balance, chromiumPerFile, expectBalance, openProduct, signUpByApi } from '../support/browser';

// Issue #30: money in, for real. A new user buys a credit pack from the pricing page with the built-in test payment
// engine (what runs without a Stripe key): a declined test card changes nothing, 4242 4242 4242 4242 pays once, and
// the balance and the invoice (its row and its PDF) say it was a test payment.

const browser = chromiumPerFile();

describe('buying credits in test mode', () => {
  it('buys a credit pack with the test card; the balance and the invoice are labelled test mode', async () => {
    const { context, page } = await openProduct(browser(), { account: await signUpByApi() });
    await page.goto('/user/dashboard');
    const start = await balance(page);

    await page.goto('/pricing');
    await page.getByRole('link', { name: 'Buy 100 credits' }).click();
    await page.waitForURL(/\/checkout\/cs_test_/);
    await page.getByText('Test mode: no real money moves').waitFor();
    await page.getByText('100 credits', { exact: true }).waitFor();

    const card = page.getByRole('textbox', { name: 'Card number' });
    const expiry = page.getByRole('textbox', { name: 'Expiry (MM / YY)' });
    const cvc = page.getByRole('textbox', { name: 'CVC' });
    // Stripe's declined test card: its words, nothing paid.
    await card.fill('4000 0000 0000 0002');
    await expiry.fill('12 / 40');
    await cvc.fill('123');
    await page.getByRole('button', { name: 'Pay $3.00' }).click();
    await page.getByRole('alert').getByText('Your card was declined.').waitFor();
    // The test card pays, and the page goes back where the purchase started (the signed-in home).
    await card.fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Pay $3.00' }).click();
    await page.waitForURL(/\/user\/dashboard\?checkout=success$/);
    await expectBalance(page, start + 100);

    // The credits menu says it is test mode.
    await page.getByRole('button', { name: /^Credits: / }).click();
    await page.getByRole('dialog', { name: 'Credits' }).getByText('Test mode: no real money moves').waitFor();
    await page.keyboard.press('Escape');

    // The billing page's plan panel counts the same balance as the top bar.
    await page.goto('/user/billing');
    const plan = page.getByRole('region', { name: 'Subscription' });
    await plan.getByText(String(start + 100), { exact: true }).waitFor();
    await expectBalance(page, start + 100);

    // One paid invoice, labelled a test payment, whose PDF says so and names the engine.
    const table = page.getByRole('table');
    await table.getByText('Test payment').waitFor();
    expect(await table.getByRole('row').count()).toBe(2);
    const row = table.getByRole('row').nth(1);
    expect(await row.textContent()).toMatch(/\$3\.00.*Paid.*Test payment/);
    await page.getByText('Test mode: no real money moves').first().waitFor();
    const pdfLink = row.getByRole('link', { name: /^Download/ });
    const pdf = await context.request.get((await pdfLink.getAttribute('href'))!);
    const text = (await pdf.body()).toString('latin1');
    expect(text).toContain('Test mode: no real money moves.');
    expect(text).toContain('Credit pack: 100 credits');
    expect(text).toContain('Paid through: Mediakit test payments \\(test mode\\)');
    await context.close();
  });
});
