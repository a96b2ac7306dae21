import { createFakeMediakitClient, type FakeScenario } from '@mediakit/api-client/fake';
import { type Canvas, pasteInto } from '@mediakit/test-support/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { TestCheckout } from './TestCheckout';

type FakeClient = ReturnType<typeof createFakeMediakitClient>;
const returnUrl = 'https://app.example.com/user/billing';

/** A fresh fake client with a checkout session started on it (what the host's route is opened with). */
const session = (
  purchase: { pack: string } | { plan: string },
  options: Parameters<typeof createFakeMediakitClient>[0] = {},
) => [
  async () => {
    const client: FakeClient = createFakeMediakitClient(options);
    const { url } = await client.billing.checkout({ ...purchase, returnUrl });
    return { client, sessionId: decodeURIComponent(url.split('/checkout/')[1] ?? '') };
  },
];

const meta = {
  component: TestCheckout,
  args: { sessionId: '', onDone: fn(), now: () => new Date('2026-11-28T12:00:00Z') },
  render: (args, { loaded }) => {
    const { client, sessionId } = loaded as { client?: FakeClient; sessionId?: string };
    return <TestCheckout {...args} client={client ?? args.client} sessionId={sessionId ?? args.sessionId} />;
  },
} satisfies Meta<typeof TestCheckout>;

export default meta;
type Story = StoryObj<typeof meta>;

const typeCard = (canvas: Canvas, number: string, expiry = '1230', cvc = '123') =>
  pasteInto(canvas, { 'Card number': number, 'Expiry (MM / YY)': expiry, CVC: cvc });

/** A credit pack: what is bought, its total, test mode said; 4242 pays and the page goes back. */
export const PayCreditPack: Story = {
  loaders: session({ pack: 'credits-100' }),
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByText('100 credits')).toBeVisible();
    await expect(canvas.getByText('Test mode: no real money moves')).toBeVisible();
    await typeCard(canvas, '4242424242424242');
    await expect(canvas.getByRole('textbox', { name: 'Card number' })).toHaveValue('4242 4242 4242 4242');
    await userEvent.click(canvas.getByRole('button', { name: 'Pay $3.00' }));
    await waitFor(() => expect(args.onDone).toHaveBeenCalledWith(`${returnUrl}?checkout=success`));
    await expect(await canvas.findByText('Payment complete. Taking you back…')).toBeInTheDocument();
  },
};

/** Stripe's declined test card: its words, nothing paid, the form kept to try another card. */
export const Declined: Story = {
  loaders: session({ pack: 'credits-10' }),
  play: async ({ canvas, args }) => {
    await typeCard(canvas, '4000 0000 0000 0002');
    await userEvent.click(canvas.getByRole('button', { name: 'Pay $0.50' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Your card was declined.');
    await expect(args.onDone).not.toHaveBeenCalled();
  },
};

/** A real card number is refused before anything is sent: the test engine takes test cards only. */
export const NotATestCard: Story = {
  loaders: session({ pack: 'credits-10' }),
  play: async ({ canvas }) => {
    await typeCard(canvas, '4111 1111 1111 1111');
    await userEvent.keyboard('{Enter}');
    await expect(
      await canvas.findByText(
        'Your card was declined: this is test mode, which takes test cards only, such as 4242 4242 4242 4242.',
      ),
    ).toBeVisible();
  },
};

/** Submitted empty or half-typed: each field says what is missing, in Stripe Elements' words. */
export const Incomplete: Story = {
  loaders: session({ pack: 'credits-10' }),
  play: async ({ canvas }) => {
    await typeCard(canvas, '4242 4242', '0120', '1');
    await userEvent.click(canvas.getByRole('button', { name: 'Pay $0.50' }));
    await expect(await canvas.findByText('Your card number is incomplete.')).toBeVisible();
    await expect(canvas.getByText("Your card's expiration date is in the past.")).toBeVisible();
    await expect(canvas.getByText("Your card's security code is incomplete.")).toBeVisible();
    await userEvent.click(canvas.getByRole('textbox', { name: 'Card number' }));
    await userEvent.paste('4241 4242 4242');
    await expect(canvas.queryByText('Your card number is incomplete.')).not.toBeInTheDocument();
  },
};

/** A plan's first month: a subscription, with the card kept for its renewals. */
export const Subscribe: Story = {
  loaders: session({ plan: 'plus' }, { seed: { user: { plan: { name: 'free', credits_per_month: 50 } } } }),
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByText('Plus plan: 500 credits a month')).toBeVisible();
    await typeCard(canvas, '5555 5555 5555 4444');
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe for $9.00 a month' }));
    await waitFor(() => expect(args.onDone).toHaveBeenCalled());
  },
};

/** A subscriber's plan change: the saved default card pays the difference; another may be typed instead. */
export const ChangePlanWithSavedCard: Story = {
  loaders: session({ plan: 'business' }),
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByText('Pay with the saved Visa ending in 4242')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm and pay $60.00' }));
    await waitFor(() => expect(args.onDone).toHaveBeenCalledWith(`${returnUrl}?checkout=success`));
  },
};

/** A checkout already paid (a reload after paying, the back button): it says so and takes nothing again. */
export const AlreadyPaid: Story = {
  loaders: [
    async () => {
      const client: FakeClient = createFakeMediakitClient();
      const { url } = await client.billing.checkout({ pack: 'credits-10', returnUrl });
      const sessionId = decodeURIComponent(url.split('/checkout/')[1] ?? '');
      await client.billing.confirmTestCheckout(sessionId, {
        paymentMethod: 'pm_card_visa',
        expMonth: 12,
        expYear: 2040,
      });
      return { client, sessionId };
    },
  ],
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('This checkout is already complete.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
  },
};

export const Back: Story = {
  loaders: session({ pack: 'credits-50' }),
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Back without paying' }));
    await expect(args.onDone).toHaveBeenCalledWith(`${returnUrl}?checkout=cancelled`);
  },
};

export const Loading: Story = {
  args: { client: createFakeMediakitClient({ latencyMs: 60_000 }), sessionId: 'cs_test_slow' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading the checkout…');
  },
};

export const NotFound: Story = {
  args: { client: createFakeMediakitClient(), sessionId: 'cs_test_missing' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('This checkout does not exist, or it is not yours.')).toBeVisible();
  },
};

export const LoadFails: Story = {
  loaders: session({ pack: 'credits-50' }, { scenarios: { 'payments.testCheckout': 'server-error' as FakeScenario } }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The checkout could not be loaded. Try again.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};
