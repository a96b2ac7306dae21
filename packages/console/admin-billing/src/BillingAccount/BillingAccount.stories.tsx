import { createFakeMediakitClient } from '@mediakit/api-client/fake';
import { fakeAdminClient as adminClient } from '@mediakit/test-support/stories';
import type { MediakitConsoleClient } from '@mediakit/api-client/console';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { useBillingAccount } from '../useBillingAccount';
import { BillingActions, BillingProfileForm, PaymentCards } from './BillingAccount';

/** The account half of the billing screen: buttons, cards and profile. */
function BillingAccountSections({
  client,
  onCheckout = () => undefined,
}: {
  client: MediakitConsoleClient;
  onCheckout?: (url: string) => void;
}) {
  const account = useBillingAccount({
    client,
    saveFile: () => undefined,
    onCheckout,
    returnUrl: 'https://app.example.com/admin/billing',
  });
  return (
    <div style={{ display: 'grid', gap: 24 }}>
      <BillingActions account={account} />
      <PaymentCards account={account} />
      <BillingProfileForm account={account} />
    </div>
  );
}

const meta = {
  title: 'Console/Admin billing/Cards, profile and plan',
  component: BillingAccountSections,
} satisfies Meta<typeof BillingAccountSections>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  args: { client: adminClient() },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Visa ending in 4242')).toBeInTheDocument();
    await expect(await canvas.findByRole('link', { name: /Download Statement/ })).toHaveAttribute('href');
    await expect(await canvas.findByText('Test mode: no real money moves')).toBeVisible();
  },
};

/** No card kept yet (a free account): the engine's page is where one is added. */
export const NoCard: Story = {
  args: {
    client: createFakeMediakitClient({
      seed: { user: { role: 'admin', plan: { name: 'free', credits_per_month: 50 } } },
    }),
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        'No payment card yet. One is kept when you pay for a plan, or add one with Manage cards.',
      ),
    ).toBeInTheDocument();
  },
};

/** Manage cards and Update Payment open the payment engine's portal: no card number is typed here. */
export const ManageCardsOpensPortal: Story = {
  args: { client: adminClient(), onCheckout: fn() },
  play: async ({ canvas, args }) => {
    const manage = await canvas.findByRole('button', { name: 'Manage cards' });
    await waitFor(() => expect(manage).toBeEnabled());
    await userEvent.click(manage);
    await waitFor(() =>
      expect(args.onCheckout).toHaveBeenCalledWith(expect.stringMatching(/\/checkout\/cards\?return=/)),
    );
    await expect(canvas.queryByRole('textbox', { name: /Card number/ })).not.toBeInTheDocument();
  },
};

/** Change Plan by keyboard: the plan is chosen, Continue to payment opens the engine's checkout; test mode said. */
export const ChangePlanToCheckout: Story = {
  args: { client: adminClient(), onCheckout: fn() },
  play: async ({ canvas, args }) => {
    const change = await canvas.findByRole('button', { name: 'Change Plan' });
    await waitFor(() => expect(change).toBeEnabled());
    await userEvent.click(change);
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Change plan' }));
    await expect(dialog.getByText('Test mode: no real money moves')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(args.onCheckout).toHaveBeenCalledWith(expect.stringMatching(/\/checkout\/cs_test/)));
  },
};

/** Export CSV and Send to Email each do their job on the server and say so. */
export const EveryActionButton: Story = {
  args: { client: adminClient() },
  play: async ({ canvas }) => {
    const press = async (name: string, notice: string | RegExp) => {
      const button = await canvas.findByRole('button', { name });
      await waitFor(() => expect(button).toBeEnabled());
      await userEvent.click(button);
      await expect(await canvas.findByText(notice)).toBeInTheDocument();
    };
    await press('Export CSV', 'invoices.csv downloaded.');
    await press('Send to Email', /^The statement was sent to \S+@\S+\.$/);
  },
};

export const ProfileInvalidEmail: Story = {
  args: { client: adminClient() },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText('Billing email'), 'not-an-email');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await expect(await canvas.findByText('The billing email must be a valid email address.')).toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  args: { client: adminClient({ scenarios: { 'billing.cards': 'server-error' } }) },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('The server could not load billing. Try again in a minute.'),
    ).toBeInTheDocument();
  },
};
export const Loading: Story = { args: { client: adminClient({ latencyMs: 600_000 }) } };
