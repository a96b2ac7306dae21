import { describe, expect, it } from 'vitest';
import { balance, chromiumPerFile, openProduct } from '../support/browser';

// Journey 1 of issue #21: sign up (terms required), the dashboard with the starting balance, sign out, sign in.

const browser = chromiumPerFile();

describe('journey 1: an account', () => {
  it('signs up with the terms required, sees 50 credits on the dashboard, signs out and in again', async () => {
    const { context, page } = await openProduct(browser());
    const email = `grace-${Date.now()}@example.com`;
    const password = 'correct horse battery';

    await page.goto('/signup');
    await page.getByLabel('Username').fill('grace');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Create account' }).click();
    // The terms are required: nothing is created without them.
    await page.getByText('Accept the terms to create an account.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/signup');

    await page.getByText('I accept the terms of service').click();
    expect(await page.getByRole('checkbox', { name: 'I accept the terms of service' }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL('**/user/dashboard');
    await page.getByRole('heading', { level: 1 }).waitFor();
    // A new account's balance: MEDIAKIT_SIGNUP_CREDITS, 50 (the Starter plan's).
    expect(await balance(page)).toBe(50);

    await page.getByRole('button', { name: /^Account: / }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/user'));
    // Signed out for real: the user area sends us to sign in.
    await page.goto('/user/dashboard');
    await page.waitForURL('**/login');

    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/user/dashboard');
    expect(await balance(page)).toBe(50);
    await context.close();
  });
});
