import { createFakeMediakitClient, type FakeInvoiceRecord } from '@mediakit/api-client/fake';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { InvoicesTable } from './InvoicesTable';

const rowsOf = () =>
  within(screen.getByRole('table', { name: 'Invoices, newest first' }))
    .getAllByRole('row')
    .slice(1);

describe('InvoicesTable', () => {
  it('lists invoices with month, date, amount, status and a link to each PDF', async () => {
    render(<InvoicesTable client={createFakeMediakitClient()} locale="en-US" />);
    await screen.findByRole('table', { name: 'Invoices, newest first' });
    expect(rowsOf().map((row) => row.textContent)).toEqual([
      expect.stringMatching(/INV-2025-003March 2025Mar 1, 2025\$29\.99Pending/),
      expect.stringMatching(/INV-2025-002February 2025Feb 1, 2025\$29\.99Paid/),
      expect.stringMatching(/INV-2025-001January 2025Jan 1, 2025\$29\.99Paid/),
    ]);
    const link = screen.getByRole('link', { name: /Download invoice INV-2025-001 \(PDF\)/ });
    expect(link).toHaveAttribute('href', expect.stringContaining('INV-2025-001'));
    expect(link).toHaveAttribute('download');
    expect(screen.getAllByRole('button', { name: /Pay invoice/ })).toHaveLength(1);
  });

  it('searches by month text, filters by month and status, and says No invoices found', async () => {
    const user = userEvent.setup();
    render(<InvoicesTable client={createFakeMediakitClient()} locale="en-US" />);
    await screen.findByRole('table', { name: 'Invoices, newest first' });
    await user.type(screen.getByRole('searchbox', { name: 'Search by month' }), 'JAN');
    await screen.findByText((_, element) => element?.tagName === 'TBODY' && element.children.length === 1);
    expect(rowsOf()[0]).toHaveTextContent('January 2025');
    await user.clear(screen.getByRole('searchbox'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Month' }), 'February 2025');
    await screen.findByText((_, element) => element?.tagName === 'TBODY' && element.children.length === 1);
    expect(rowsOf()[0]).toHaveTextContent('February 2025');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Pending');
    expect(await screen.findByText('No invoices found')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await screen.findByRole('table', { name: 'Invoices, newest first' });
    expect(rowsOf()).toHaveLength(3);
  });

  it("opens a pending invoice's payment page and announces it", async () => {
    const user = userEvent.setup();
    const onCheckout = vi.fn();
    render(<InvoicesTable client={createFakeMediakitClient()} locale="en-US" onCheckout={onCheckout} />);
    await user.click(await screen.findByRole('button', { name: 'Pay invoice INV-2025-003' }));
    await waitFor(() => expect(onCheckout).toHaveBeenCalledWith('https://invoice.stripe.com/i/acct_fake/INV-2025-003'));
  });

  it('offers no Pay without allowPay, and pages a long list', async () => {
    const invoices: FakeInvoiceRecord[] = Array.from({ length: 25 }, (_, index) => ({
      id: `INV-${index + 1}`,
      month: 'March 2025',
      amount: 10,
      currency: 'USD',
      status: 'Pending',
      date: `2025-03-${String((index % 28) + 1).padStart(2, '0')}`,
    }));
    const user = userEvent.setup();
    render(<InvoicesTable client={createFakeMediakitClient({ seed: { invoices } })} allowPay={false} pageSize={10} />);
    await screen.findByRole('table', { name: 'Invoices, newest first' });
    expect(rowsOf()).toHaveLength(10);
    expect(screen.queryByRole('button', { name: /Pay invoice/ })).toBeNull();
    expect(screen.getAllByText('No document')).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: /next/i }));
    await screen.findByText('INV-15');
  });

  it('says what failed, with Retry', async () => {
    const client = createFakeMediakitClient();
    client.fake.failNext('billing.invoices', 'unauthenticated');
    render(<InvoicesTable client={client} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Unauthenticated');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByRole('table', { name: 'Invoices, newest first' });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
