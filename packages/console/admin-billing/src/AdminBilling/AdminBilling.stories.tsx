import {
  createFakeMediakitClient,
  type FakeInvoiceRecord,
  type FakeMediakitClientOptions,
  type FakeScenario,
} from '@mediakit/api-client/fake';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AdminBillingScreen } from './AdminBilling';

/** The fake's demo user made an administrator, signed in from the start. */
const adminClient = (options: FakeMediakitClientOptions = {}) =>
  createFakeMediakitClient({ ...options, seed: { ...options.seed, user: { role: 'admin' } } });

const meta = {
  title: 'Console/Admin billing',
  component: AdminBillingScreen,
} satisfies Meta<typeof AdminBillingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  args: { client: adminClient() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('₹24,999.00')).toBeInTheDocument();
    await expect(await canvas.findByRole('table', { name: 'Invoices of every account, newest first' })).toBeVisible();
  },
};

export const PopulatedDark: Story = { ...Populated, globals: { theme: 'dark' } };

/** The same account figures in US English: the locale prop overrides the account's. */
export const LocaleOverride: Story = {
  args: { client: adminClient(), locale: 'en-US' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('₹24,999.00')).toBeInTheDocument();
  },
};

/** Keyboard only: Tab reaches the chart's table toggle; Enter shows the 12 periods as a table. */
export const KeyboardChartTable: Story = {
  args: { client: adminClient() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = await canvas.findByRole('button', { name: /table/i });
    while (document.activeElement !== toggle) await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: /table/i })).toHaveFocus();
  },
};

export const Loading: Story = { args: { client: adminClient({ latencyMs: 600_000 }) } };
export const LoadingDark: Story = { ...Loading, globals: { theme: 'dark' } };

export const NoInvoices: Story = {
  args: { client: adminClient({ seed: { invoices: [] } }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No invoices found')).toBeInTheDocument();
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
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Invoices of every account, newest first' });
    await expect(within(table).getAllByRole('row')).toHaveLength(11);
    await userEvent.click(canvas.getByRole('button', { name: /next/i }));
    await waitFor(() => expect(canvas.getByText('INV-0011')).toBeInTheDocument());
  },
};

const failureStory = (scenario: FakeScenario, message: string): Story => ({
  args: { client: adminClient({ scenario }) },
  play: async ({ canvasElement }) => {
    const alerts = await within(canvasElement).findAllByRole('alert');
    await expect(alerts[0]).toHaveTextContent(message);
    await userEvent.tab();
    await expect(within(canvasElement).getAllByRole('button', { name: 'Retry' })[0]).toHaveFocus();
  },
});

export const Unauthenticated401 = failureStory('unauthenticated', 'Unauthenticated');
export const Forbidden403 = failureStory('forbidden', 'Only administrators can see billing.');
export const ServerError500 = failureStory('server-error', 'The server could not load billing. Try again in a minute.');
export const NetworkError = failureStory(
  'network-error',
  'No connection to the server. Check your network and try again.',
);
export const ServerError500Dark: Story = { ...ServerError500, globals: { theme: 'dark' } };

/** An ordinary user (not an administrator) gets the server's 403. */
export const NotAnAdministrator: Story = {
  args: { client: createFakeMediakitClient() },
  play: async ({ canvasElement }) => {
    const alerts = await within(canvasElement).findAllByRole('alert');
    await expect(alerts[0]).toHaveTextContent('Only administrators can see billing.');
  },
};
