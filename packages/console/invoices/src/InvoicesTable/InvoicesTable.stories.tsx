import { createFakeMediakitClient, type FakeInvoiceRecord } from '@mediakit/api-client/fake';
import { type Canvas, loadFailureStories } from '@mediakit/test-support/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { InvoicesTable } from './InvoicesTable';

const meta = { title: 'Console/Invoices', component: InvoicesTable } satisfies Meta<typeof InvoicesTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const rows = (canvas: Canvas) =>
  within(canvas.getByRole('table', { name: 'Invoices, newest first' }))
    .getAllByRole('row')
    .slice(1);

export const Populated: Story = {
  args: { client: createFakeMediakitClient() },
  play: async ({ canvas }) => {
    await canvas.findByRole('table', { name: 'Invoices, newest first' });
    await expect(rows(canvas)).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: /Download invoice INV-2025-001/ })).toHaveAttribute('download');
  },
};

/** Keyboard only: type a month into the search, pick a status, and the table follows. */
export const KeyboardSearchAndFilter: Story = {
  args: { client: createFakeMediakitClient() },
  play: async ({ canvas }) => {
    await canvas.findByRole('table', { name: 'Invoices, newest first' });
    await userEvent.tab();
    await expect(canvas.getByRole('searchbox', { name: 'Search by month' })).toHaveFocus();
    await userEvent.keyboard('feb');
    await waitFor(() => expect(rows(canvas)).toHaveLength(1));
    await expect(rows(canvas)[0]).toHaveTextContent('February 2025');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(rows(canvas)).toHaveLength(3));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Status' }), 'Pending');
    await waitFor(() => expect(rows(canvas)).toHaveLength(1));
  },
};

export const NoInvoicesFound: Story = {
  args: { client: createFakeMediakitClient({ seed: { invoices: [] } }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No invoices found')).toBeInTheDocument();
  },
};

/** Filters that match nothing offer Clear filters. */
export const NothingMatches: Story = {
  args: { client: createFakeMediakitClient() },
  play: async ({ canvas }) => {
    await canvas.findByRole('table', { name: 'Invoices, newest first' });
    await userEvent.type(canvas.getByRole('searchbox'), 'December');
    await expect(await canvas.findByText('No invoices found')).toBeInTheDocument();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Clear filters' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(rows(canvas)).toHaveLength(3));
  },
};

export const Loading: Story = { args: { client: createFakeMediakitClient({ latencyMs: 600_000 }) } };

const longList: FakeInvoiceRecord[] = Array.from({ length: 48 }, (_, index) => {
  const date = new Date(Date.UTC(2022, index, 1));
  return {
    id: `INV-${date.getUTCFullYear()}-${String(index + 1).padStart(3, '0')}`,
    month: date.toLocaleString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
    amount: 19 + (index % 3) * 60,
    currency: 'USD',
    status: index > 45 ? 'Pending' : 'Paid',
    date: date.toISOString().slice(0, 10),
  };
});

export const LongListPaged: Story = {
  args: { client: createFakeMediakitClient({ seed: { invoices: longList } }), pageSize: 10 },
  play: async ({ canvas }) => {
    await canvas.findByRole('table', { name: 'Invoices, newest first' });
    await expect(rows(canvas)).toHaveLength(10);
    await userEvent.click(canvas.getByRole('button', { name: /next/i }));
    await waitFor(() => expect(rows(canvas)[0]).toHaveTextContent('INV-2025-038'));
  },
};

/** Pay: the payment engine's page for the invoice opens (with Stripe, its hosted invoice page). */
export const PayPending: Story = {
  args: { client: createFakeMediakitClient(), onCheckout: fn() },
  play: async ({ canvas, args }) => {
    const pay = await canvas.findByRole('button', { name: 'Pay invoice INV-2025-003' });
    pay.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(args.onCheckout).toHaveBeenCalledWith('https://invoice.stripe.com/i/acct_fake/INV-2025-003'),
    );
    await expect(await canvas.findByText('Opening the payment page of invoice INV-2025-003…')).toBeInTheDocument();
  },
};

/** Test payments are labelled on their rows and above the table. */
export const TestPayments: Story = {
  args: {
    client: createFakeMediakitClient({
      seed: {
        invoices: [
          {
            id: 'MK-1',
            month: 'November 2026',
            amount: 3,
            currency: 'USD',
            status: 'Paid',
            date: '2026-11-20',
            test_mode: true,
            engine: 'test',
            description: 'Credit pack: 100 credits',
            credits: 100,
          },
        ],
      },
    }),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Test mode: no real money moves')).toBeVisible();
    await expect(canvas.getByText('Test payment')).toBeVisible();
  },
};

const refusingClient = createFakeMediakitClient();
/** A refused payment (here: paid elsewhere meanwhile) shows the server's reason under the row. */
export const PayRefused: Story = {
  args: { client: refusingClient },
  beforeEach: () => {
    refusingClient.fake.failNext('billing.payInvoice', 'invalid-input');
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Pay invoice INV-2025-003' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The prompt field is required.');
  },
};

const failureStory = loadFailureStories((scenario) => createFakeMediakitClient({ scenario }), {
  unauthenticated: 'Unauthenticated',
  forbidden: 'You do not have access to these invoices.',
  'server-error': 'The server could not load your invoices. Try again in a minute.',
  'network-error': 'No connection to the server. Check your network and try again.',
});
export const Unauthenticated401: Story = failureStory.unauthenticated;
export const Forbidden403: Story = failureStory.forbidden;
export const ServerError500: Story = failureStory.serverError;
export const NetworkError: Story = failureStory.networkError;
