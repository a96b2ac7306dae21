import { createFakeMediakitClient } from '@mediakit/api-client/fake';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CreditsMenu } from './CreditsMenu';

const meta = {
  title: 'Runtime/CreditsMenu',
  component: CreditsMenu,
} satisfies Meta<typeof CreditsMenu>;

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
    await expect(within(dialog).getByRole('meter', { name: 'Used this month' })).toBeInTheDocument();
  },
};

export const ToppedUp: Story = {
  args: { client: createFakeMediakitClient({ credits: 432, latencyMs: 150 }) },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Credits: 432 credits' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Credits' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add 50 credits' }));
    await expect(await within(dialog).findByText('Added 50 credits. New balance: 482.')).toBeInTheDocument();
  },
};

export const TopUpFails: Story = {
  args: { client: createFakeMediakitClient({ credits: 432, scenarios: { 'credits.topUp': 'server-error' } }) },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Credits: 432 credits' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Credits' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add 10 credits' }));
    await expect(await within(dialog).findByRole('alert')).not.toBeEmptyDOMElement();
  },
};
