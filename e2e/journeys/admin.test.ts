import { readFile } from 'node:fs/promises';
import { describe, expect, inject, it } from 'vitest';
import { chromiumPerFile, openProduct, signUpByApi } from '../support/browser';

// Journey 7 of issue #21: an admin signs in and lands on the admin dashboard; the users table searches, sorts, pages
// and exports CSV; a suspended user's next request is refused; a non-admin in /admin sees /unauthorized.

const browser = chromiumPerFile();

/** `count` accounts named `{prefix}-NN` through the product's own sign-up call, with their tokens. */
async function signUpMany(prefix: string, count: number) {
  const accounts: { name: string; email: string; token: string }[] = [];
  for (let index = 1; index <= count; index += 1) {
    const name = `${prefix}-${String(index).padStart(2, '0')}`;
    const email = `${name}@example.com`;
    const response = await fetch(`${inject('productUrl')}/api/v1/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: name, email, password: 'correct horse battery' }),
    });
    if (!response.ok) throw new Error(`Sign-up failed: ${response.status} ${await response.text()}`);
    const { token } = (await response.json()) as { token: string };
    accounts.push({ name, email, token });
  }
  return accounts;
}

const whoAmI = (token: string) =>
  fetch(`${inject('productUrl')}/api/v1/user`, {
    headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
  });

describe('journey 7: the admin console', () => {
  it('lands an admin on the dashboard; searches, sorts, pages and exports users; a suspended user is refused', async () => {
    const prefix = `jseven${Date.now()}`;
    const people = await signUpMany(prefix, 12);
    const admin = inject('adminUser');
    const { context, page } = await openProduct(browser());

    await page.goto('/login');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(admin.email);
    await page.getByLabel('Password', { exact: true }).fill(admin.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/admin/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Admin dashboard' }).waitFor({ state: 'attached' });
    // The server's own figures: at least the accounts made above.
    const users = page.getByRole('group', { name: 'Users', exact: true });
    await users.waitFor();
    expect(Number((await users.textContent())!.replace(/\D/g, ''))).toBeGreaterThanOrEqual(13);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Users' }).click();
    await page.waitForURL('**/admin/user');
    const table = page.getByRole('table', { name: 'Users' });
    await page.getByRole('searchbox', { name: 'Search users' }).fill(prefix);
    await page.getByText('1–10 of 12').waitFor();
    const names = () =>
      table.locator('tbody tr').evaluateAll((rows) => rows.map((row) => row.children[1]?.textContent));

    // Sort by Name, descending on the second press: the last of ours comes first.
    const nameHeader = table.getByRole('columnheader', { name: /^Name/ });
    await nameHeader.getByRole('button').click();
    await expect.poll(() => nameHeader.getAttribute('aria-sort')).toBe('ascending');
    await expect.poll(async () => (await names())[0]).toContain(`${prefix}-01`);
    await nameHeader.getByRole('button').click();
    await expect.poll(() => nameHeader.getAttribute('aria-sort')).toBe('descending');
    await expect.poll(async () => (await names())[0]).toContain(`${prefix}-12`);

    await page.getByRole('button', { name: /next/i }).click();
    await page.getByText('11–12 of 12').waitFor();
    await expect.poll(async () => (await names()).map((name) => name?.match(/-(\d\d)/)?.[1])).toEqual(['02', '01']);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^users_.+\.csv$/);
    const csv = await readFile((await download.path())!, 'utf8');
    const lines = csv.trim().split(/\r?\n/);
    expect(lines[0]).toBe('ID,Name,Email,Role,Status,Created At,Usage');
    // The export follows the search: our 12 accounts.
    expect(lines).toHaveLength(13);
    expect(lines.slice(1).every((line) => line.includes(prefix))).toBe(true);

    // Suspend the first of ours: its token works until then, and its next request is refused.
    const target = people[0]!;
    expect((await whoAmI(target.token)).status).toBe(200);
    await page.getByRole('searchbox', { name: 'Search users' }).fill(target.email);
    await page.getByText('1–1 of 1').waitFor();
    await page.getByRole('button', { name: `Edit ${target.name}` }).click();
    const form = page.getByRole('dialog', { name: 'Edit user' });
    await form.getByRole('combobox', { name: 'Status' }).selectOption('Suspended');
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByText(`Saved ${target.name}.`).waitFor();
    await table.getByText('Suspended').waitFor();
    const refused = await whoAmI(target.token);
    expect([401, 403]).toContain(refused.status);
    await context.close();
  });

  it('sends a non-admin who opens /admin to /unauthorized', async () => {
    const { context, page } = await openProduct(browser(), { account: await signUpByApi() });
    await page.goto('/admin');
    await page.waitForURL('**/unauthorized');
    await page.getByRole('heading', { level: 1, name: 'Unauthorized' }).waitFor();
    await context.close();
  });
});
