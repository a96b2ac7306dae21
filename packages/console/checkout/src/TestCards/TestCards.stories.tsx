import { createFakeMediakitClient } from '@mediakit/api-client/fake';
import { pasteInto } from '@mediakit/test-support/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { TestCards } from './TestCards';

const meta = {
  component: TestCards,
  args: { returnUrl: '/user/billing', now: () => new Date('2026-11-28T12:00:00Z') },
} satisfies Meta<typeof TestCards>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A subscriber's card (the fake's paid plan has one): brand, last four, expiry; test mode said. */
export const SavedCard: Story = {
  args: { client: createFakeMediakitClient() },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Visa ending in 4242 · Expires 04/30')).toBeVisible();
    await expect(canvas.getByText('Test mode: no real money moves')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to billing' })).toHaveAttribute('href', '/user/billing');
  },
};

export const Empty: Story = {
  args: { client: createFakeMediakitClient({ seed: { user: { plan: { name: 'free', credits_per_month: 50 } } } }) },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('No card yet. A card is saved when you subscribe to a plan, or add one here.'),
    ).toBeVisible();
  },
};

/** Adding a test card, making it the default, removing the old one. */
export const AddMakeDefaultRemove: Story = {
  args: { client: createFakeMediakitClient() },
  play: async ({ canvas }) => {
    await canvas.findByText('Visa ending in 4242 · Expires 04/30');
    await pasteInto(canvas, { 'Card number': '5555555555554444', 'Expiry (MM / YY)': '0531', CVC: '321' });
    await userEvent.click(canvas.getByRole('button', { name: 'Save card' }));
    await expect(await canvas.findByText('Mastercard ending in 4444 added.')).toBeInTheDocument();
    await userEvent.click(await canvas.findByRole('button', { name: 'Make default: Mastercard ending in 4444' }));
    await expect(await canvas.findByText('Mastercard ending in 4444 is now the default card.')).toBeInTheDocument();
    await userEvent.click(await canvas.findByRole('button', { name: 'Remove Visa ending in 4242' }));
    await expect(await canvas.findByText('Visa ending in 4242 removed.')).toBeInTheDocument();
  },
};

/** The declined test card cannot be saved: Stripe's words. */
export const DeclinedCard: Story = {
  args: { client: createFakeMediakitClient({ seed: { user: { plan: { name: 'free', credits_per_month: 50 } } } }) },
  play: async ({ canvas }) => {
    await pasteInto(canvas, { 'Card number': '4000000000000002', 'Expiry (MM / YY)': '0531', CVC: '321' });
    await userEvent.click(canvas.getByRole('button', { name: 'Save card' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Your card was declined.');
  },
};
