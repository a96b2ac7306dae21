import { createFakeMediakitClient, fakeAccounts } from '@mediakit/api-client/fake';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdminBillingScreen } from './AdminBilling';

async function adminClient() {
  const client = createFakeMediakitClient({ signedIn: false });
  await client.auth.login(fakeAccounts.admin);
  return client;
}

describe('AdminBillingScreen', () => {
  it('shows the tiles in the account’s currency and locale, the 12-period chart and the invoices with PDF links', async () => {
    render(<AdminBillingScreen client={await adminClient()} />);
    expect(await screen.findByText('Pro annual')).toBeInTheDocument();
    expect(screen.getByText('₹24,999.00')).toBeInTheDocument();
    expect(screen.getByText('₹0.85 per 1k tokens')).toBeInTheDocument();
    expect(screen.getByText('18%')).toBeInTheDocument();
    const chart = screen.getByRole('table', { name: /Token usage, last 12 periods/ });
    expect(within(chart).getAllByRole('row')).toHaveLength(13);
    const invoices = await screen.findByRole('table', { name: 'Invoices of every account, newest first' });
    expect(within(invoices).getAllByRole('row').length).toBeGreaterThan(1);
    expect(screen.getAllByRole('link', { name: /PDF of invoice/ })[0]).toHaveAttribute('download');
  });

  it("writes the account's figures in its own locale (en-IN) when the locale prop is one Intl cannot read", async () => {
    const tokensTile = async () => (await screen.findByRole('group', { name: 'Tokens used this month' })).textContent;
    const { unmount } = render(<AdminBillingScreen client={await adminClient()} />);
    const inAccountLocale = await tokensTile();
    unmount();
    render(<AdminBillingScreen client={await adminClient()} locale="not a locale!" />);
    expect(await tokensTile()).toBe(inAccountLocale);
    expect(inAccountLocale).toMatch(/Cr|L/);
  });

  it('says No invoices found', async () => {
    const client = createFakeMediakitClient({ signedIn: false, seed: { invoices: [] } });
    await client.auth.login(fakeAccounts.admin);
    render(<AdminBillingScreen client={client} />);
    expect(await screen.findByText('No invoices found')).toBeInTheDocument();
  });
});
