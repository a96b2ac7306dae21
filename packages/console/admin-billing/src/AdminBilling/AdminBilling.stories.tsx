import { createFakeMediakitClient, type FakeInvoiceRecord } from '@mediakit/api-client/fake';
import {
  chartTableByKeyboardStory,
  fakeAdminClient as adminClient,
  loadFailureStories,
} from '@mediakit/test-support/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AdminBillingScreen } from './AdminBilling';

const meta = { title: 'Console/Admin billing', component: AdminBillingScreen } satisfies Meta<
  typeof AdminBillingScreen
>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  args: { client: adminClient() },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('₹24,999.00')).toBeInTheDocument();
    await expect(await canvas.findByRole('table', { name: 'Invoices of every account, newest first' })).toBeVisible();
  },
};

/** The same account figures in US English: the locale prop overrides the account's. */
export const LocaleOverride: Story = {
  args: { client: adminClient(), locale: 'en-US' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('₹24,999.00')).toBeInTheDocument();
  },
};

/** Keyboard only: Tab reaches the chart's table toggle; Enter shows the 12 periods as a table. */
export const KeyboardChartTable: Story = chartTableByKeyboardStory(adminClient());

export const Loading: Story = { args: { client: adminClient({ latencyMs: 600_000 }) } };

export const NoInvoices: Story = {
  args: { client: adminClient({ seed: { invoices: [] } }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No invoices found')).toBeInTheDocument();
  },
};

const manyInvoices: FakeInvoiceRecord[] = Array.from({ length: 36 }, (_, index) => {
  const date = new Date(Date.UTC(2023, index, 1));
  return {
    id: `INV-${String(index + 1).padStart(4, '0')}`,
    month: date.toLocaleString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
    amount: 24_999,
    currency: 'INR',
    status: index > 33 ? 'Pending' : 'Paid',
    date: date.toISOString().slice(0, 10),
    url: index % 5 ? `https://example.com/invoices/${index + 1}.pdf` : undefined,
  };
});

export const LongListPaged: Story = {
  args: { client: adminClient({ seed: { invoices: manyInvoices } }), pageSize: 10 },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Invoices of every account, newest first' });
    await expect(within(table).getAllByRole('row')).toHaveLength(11);
    await userEvent.click(canvas.getByRole('button', { name: /next/i }));
    await waitFor(() => expect(canvas.getByText('INV-0011')).toBeInTheDocument());
  },
};

const failureStory = loadFailureStories(
  (scenario) => adminClient({ scenario }),
  {
    unauthenticated: 'Unauthenticated',
    forbidden: 'Only administrators can see billing.',
    'server-error': 'The server could not load billing. Try again in a minute.',
    'network-error': 'No connection to the server. Check your network and try again.',
  },
  { severalPanels: true, retryFirstStop: true },
);
export const Unauthenticated401: Story = failureStory.unauthenticated;
export const Forbidden403: Story = failureStory.forbidden;
export const ServerError500: Story = failureStory.serverError;
export const NetworkError: Story = failureStory.networkError;

/** An ordinary user (not an administrator) gets the server's 403. */
export const NotAnAdministrator: Story = {
  args: { client: createFakeMediakitClient() },
  play: async ({ canvas }) => {
    const alerts = await canvas.findAllByRole('alert');
    await expect(alerts[0]).toHaveTextContent('Only administrators can see billing.');
  },
};
