import { createFakeMediakitClient, type FakeMediakitClientOptions } from '@mediakit/api-client/fake';
import type { MediakitConsoleClient } from '@mediakit/api-client/console';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { useBillingAccount } from '../useBillingAccount';
import { BillingActions, BillingProfileForm, PaymentCards } from './BillingAccount';

const adminClient = (options: FakeMediakitClientOptions = {}) =>
  createFakeMediakitClient({ ...options, seed: { ...options.seed, user: { role: 'admin' } } });

/** The account half of the billing screen: buttons, cards and profile. */
function BillingAccountSections({ client }: { client: MediakitConsoleClient }) {
  const account = useBillingAccount({ client, saveFile: () => undefined, now: () => new Date(Date.UTC(2026, 10, 24)) });
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

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Populated: Story = {
  args: { client: adminClient() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Visa ending in 4242')).toBeInTheDocument();
    await expect(await canvas.findByRole('link', { name: /Download Statement/ })).toHaveAttribute('href');
  },
};
export const PopulatedDark: Story = { ...Populated, globals: { theme: 'dark' } };

/** Every rule's message: nothing is sent until the card passes. */
export const AddCardErrors: Story = {
  args: { client: adminClient() },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Add Card' }));
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: 'Add a payment card' }));
    await userEvent.type(dialog.getByLabelText(/Card number/), '4242 4242 4242 4241');
    await userEvent.type(dialog.getByLabelText(/Expiry/), '01/25');
    await userEvent.type(dialog.getByLabelText(/CVC/), '12');
    await userEvent.click(dialog.getByRole('button', { name: 'Save Card' }));
    await expect(await dialog.findByText("Enter the card holder's name.")).toBeInTheDocument();
    await expect(dialog.getByText('The card number is not valid.')).toBeInTheDocument();
    await expect(dialog.getByText('The card has expired.')).toBeInTheDocument();
    await expect(dialog.getByText('The CVC must be 3 or 4 digits.')).toBeInTheDocument();
  },
};
export const AddCardErrorsDark: Story = { ...AddCardErrors, globals: { theme: 'dark' } };

/** The declined test card saved as default: Add Seats shows the server's message. */
export const DeclinedCard: Story = {
  args: { client: adminClient() },
  play: async ({ canvasElement, args }) => {
    await args.client.billing.addCard({
      holder: 'Ada',
      number: '4000 0000 0000 0002',
      expiry: '04/39',
      cvc: '123',
      makeDefault: true,
    });
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add Seats' }));
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: 'Add seats' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Add Seats' }));
    await expect(await dialog.findByText('The card was declined. Use another card.')).toBeInTheDocument();
  },
};

/** Keyboard: the dialog takes focus on its field, says what is wrong under it, Escape closes, focus goes back. */
export const AddSeatsKeyboard: Story = {
  args: { client: adminClient() },
  play: async ({ canvasElement }) => {
    const opener = await within(canvasElement).findByRole('button', { name: 'Add Seats' });
    await waitFor(() => expect(opener).toBeEnabled());
    opener.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Add seats' });
    const field = within(dialog).getByLabelText('Seats to add');
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.clear(field);
    await userEvent.type(field, '0{Enter}');
    await expect(field).toHaveAccessibleDescription('Enter a whole number of seats from 1 to 100.');
    await expect(field).toBeInvalid();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(opener).toHaveFocus();
  },
};
export const AddSeatsKeyboardDark: Story = { ...AddSeatsKeyboard, globals: { theme: 'dark' } };

export const RemoveCardConfirm: Story = {
  args: { client: adminClient() },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Remove Visa ending in 4242' }));
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Remove Visa ending in 4242?' });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};
export const RemoveCardConfirmDark: Story = { ...RemoveCardConfirm, globals: { theme: 'dark' } };

/** Pay Early, Export CSV and Send to Email each do their job on the server and say so. */
export const EveryActionButton: Story = {
  args: { client: adminClient() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const press = async (name: string, notice: string | RegExp) => {
      const button = await canvas.findByRole('button', { name });
      await waitFor(() => expect(button).toBeEnabled());
      await userEvent.click(button);
      await expect(await canvas.findByText(notice)).toBeInTheDocument();
    };
    await expect(await canvas.findByText(/Pending: \$29\.99/)).toBeInTheDocument();
    await press('Pay Early', 'What was pending is paid.');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Pay Early' })).toBeDisabled());
    await press('Export CSV', 'invoices.csv downloaded.');
    await press('Send to Email', /^The statement was sent to \S+@\S+\.$/);
  },
};

/** A second saved card, so Update Payment has a choice (the fake starts with Visa 4242, the default). */
const twoCards = () => {
  const client = adminClient();
  void client.billing.addCard({ holder: 'Ada Lovelace', number: '5555 5555 5555 4444', expiry: '04/39', cvc: '123' });
  return client;
};

/**
 * Update Payment by keyboard: arrows choose the card that pays (its expiry fills the field), its renewed expiry is
 * typed, Enter saves; the server persists both, the card list follows, and focus goes back to the button.
 */
export const UpdatePaymentKeyboard: Story = {
  args: { client: twoCards() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Mastercard ending in 4444')).toBeInTheDocument();
    const opener = canvas.getByRole('button', { name: 'Update Payment' });
    await waitFor(() => expect(opener).toBeEnabled());
    opener.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: 'Update payment' }));
    const visa = dialog.getByRole('radio', { name: /^Visa ending in 4242/ });
    await waitFor(() => expect(visa).toHaveFocus());
    await expect(visa).toBeChecked();
    await userEvent.keyboard('{ArrowDown}');
    await expect(dialog.getByRole('radio', { name: /^Mastercard ending in 4444/ })).toBeChecked();
    const expiry = dialog.getByLabelText('Expiry of this card (MM/YY)');
    await expect(expiry).toHaveValue('04/39');
    await userEvent.keyboard('{Tab}');
    await expect(expiry).toHaveFocus();
    await userEvent.keyboard('{Control>}a{/Control}09/34{Enter}');
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(opener).toHaveFocus();
    await expect(
      await canvas.findByText('Payments now go to Mastercard ending in 4444, expiring 09/34.'),
    ).toBeInTheDocument();
    await expect(await canvas.findByText('Expires 09/34')).toBeInTheDocument();
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Make Default: Visa ending in 4242' })).toBeInTheDocument(),
    );
  },
};
export const UpdatePaymentKeyboardDark: Story = {
  ...UpdatePaymentKeyboard,
  args: { client: twoCards() },
  globals: { theme: 'dark' },
};

/** An expired or malformed expiry is refused in the dialog, tied to the field; nothing is sent. */
export const UpdatePaymentExpired: Story = {
  args: { client: adminClient() },
  play: async ({ canvasElement }) => {
    const opener = await within(canvasElement).findByRole('button', { name: 'Update Payment' });
    await waitFor(() => expect(opener).toBeEnabled());
    await userEvent.click(opener);
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: 'Update payment' }));
    const expiry = dialog.getByLabelText('Expiry of this card (MM/YY)');
    await userEvent.clear(expiry);
    await userEvent.type(expiry, '01/20{Enter}');
    await expect(expiry).toHaveAccessibleDescription('The card has expired.');
    await expect(expiry).toBeInvalid();
  },
};
export const UpdatePaymentExpiredDark: Story = { ...UpdatePaymentExpired, globals: { theme: 'dark' } };

/** With no saved card, Update Payment opens Add Card. */
export const UpdatePaymentNoCard: Story = {
  args: {
    client: (() => {
      const client = adminClient();
      void client.billing.removeCard('card_1');
      return client;
    })(),
  },
  play: async ({ canvasElement }) => {
    const opener = await within(canvasElement).findByRole('button', { name: 'Update Payment' });
    await waitFor(() => expect(opener).toBeEnabled());
    await userEvent.click(opener);
    await expect(await body(canvasElement).findByRole('dialog', { name: 'Add a payment card' })).toBeInTheDocument();
  },
};

export const ChangePlanDialog: Story = {
  args: { client: adminClient() },
  play: async ({ canvasElement }) => {
    const change = await within(canvasElement).findByRole('button', { name: 'Change Plan' });
    await waitFor(() => expect(change).toBeEnabled());
    await userEvent.click(change);
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Change plan' });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

export const ProfileInvalidEmail: Story = {
  args: { client: adminClient() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Billing email'), 'not-an-email');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await expect(await canvas.findByText('The billing email must be a valid email address.')).toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  args: { client: adminClient({ scenarios: { 'billing.cards': 'server-error' } }) },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('The server could not load billing. Try again in a minute.'),
    ).toBeInTheDocument();
  },
};
export const LoadFailedDark: Story = { ...LoadFailed, globals: { theme: 'dark' } };
export const Loading: Story = { args: { client: adminClient({ latencyMs: 600_000 }) } };
