import { createFakeMediakitClient } from '@mediakit/api-client/fake';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CreditsMenu } from './CreditsMenu';

const meta = { component: CreditsMenu } satisfies Meta<typeof CreditsMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Closed: Story = {
  args: { client: createFakeMediakitClient({ credits: 432 }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Credits: 432 credits' })).toBeVisible();
  },
};

export const Open: Story = {
  args: { client: createFakeMediakitClient({ credits: 432 }) },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Credits: 432 credits' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Credits' });
    // Spent this month (268 of the plan's 700), not the cap less the balance.
    await expect(await within(dialog).findByRole('meter', { name: 'Used this month' })).toHaveAttribute(
      'aria-valuetext',
      '268 of 700 (38%)',
    );
  },
};

/** A client whose checkout answers only when the story lets it: the "Opening…" state holds for as long as it looks. */
function heldCheckoutClient() {
  const client = createFakeMediakitClient({ credits: 432 });
  const answer = client.credits.checkout.bind(client.credits);
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  client.credits.checkout = (...args) => released.then(() => answer(...args));
  return Object.assign(client, { releaseCheckout: () => release() });
}

const checkoutClient = heldCheckoutClient();

/** A quick top-up opens the checkout of that pack: the balance does not move here; test mode is said. */
export const OpensCheckout: Story = {
  args: {
    client: checkoutClient,
    onCheckout: fn(),
    pricingHref: '/pricing',
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Credits: 432 credits' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Credits' });
    await expect(await within(dialog).findByText('Test mode: no real money moves')).toBeVisible();
    await expect(within(dialog).getByRole('link', { name: 'All credit packs and plans' })).toHaveAttribute(
      'href',
      '/pricing',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: '+50: buy 50 credits for $2.00' }));
    await expect(await within(dialog).findByText('Opening the checkout…')).toBeInTheDocument();
    checkoutClient.releaseCheckout();
    await waitFor(() => expect(args.onCheckout).toHaveBeenCalledWith(expect.stringMatching(/\/checkout\/cs_test/)));
    await expect(within(canvasElement).getByRole('button', { name: 'Credits: 432 credits' })).toBeInTheDocument();
  },
};

/** A new account: 500 credits of a 2,000 cap and nothing spent is 0% used (issue #29 showed 75%). */
export const NothingSpentYet: Story = {
  args: {
    client: createFakeMediakitClient({
      credits: 500,
      seed: { user: { plan: { name: 'pro', credits_per_month: 2000 }, credits_spent_this_month: 0 } },
    }),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Credits: 500 credits' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Credits' });
    const used = await within(dialog).findByRole('meter', { name: 'Used this month' });
    await expect(used).toHaveAttribute('aria-valuetext', '0 of 2,000 (0%)');
    await expect(used).toHaveAttribute('aria-valuenow', '0');
  },
};

export const CheckoutFails: Story = {
  args: {
    client: createFakeMediakitClient({ credits: 432, scenarios: { 'billing.checkout': 'server-error' } }),
    onCheckout: fn(),
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Credits: 432 credits' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Credits' });
    await userEvent.click(within(dialog).getByRole('button', { name: '+10: buy 10 credits for $0.50' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Could not open the checkout. Please try again.',
    );
    await expect(args.onCheckout).not.toHaveBeenCalled();
  },
};
