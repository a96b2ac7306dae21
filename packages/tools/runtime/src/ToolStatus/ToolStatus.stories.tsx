import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ToolStatus } from './ToolStatus';

const meta = {
  title: 'Runtime/ToolStatus',
  component: ToolStatus,
  args: { phase: 'running', statusText: 'Waiting in queue…', onCancel: fn() },
} satisfies Meta<typeof ToolStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Starting: Story = { args: { phase: 'starting', statusText: undefined } };

export const Queued: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

export const WithProgress: Story = { args: { statusText: 'Processing video…', progress: 64 } };
export const Resumed: Story = { args: { statusText: 'Rendering frames…', resumed: true } };
export const Cancelled: Story = { args: { phase: 'cancelled' } };
export const Failed: Story = { args: { phase: 'failed', error: 'Error checking video status' } };
export const CreditsShort: Story = {
  args: { phase: 'failed', error: 'Not enough credits. Need 5, you have 2.', creditsShort: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Buy credits' })).toHaveAttribute('href', '/pricing');
  },
};
/** One line in the box, its padding around it and no paragraph margins (the box once stood 68 px tall for it). */
export const Succeeded: Story = {
  args: { phase: 'succeeded', statusText: undefined },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Done.');
    const box = status.parentElement!.getBoundingClientRect();
    const line = status.getBoundingClientRect();
    await expect(line.top - box.top).toBeCloseTo(box.bottom - line.bottom, 0);
    await expect(line.top - box.top).toBeLessThanOrEqual(17);
  },
};
export const Cancelling: Story = { args: { phase: 'cancelled', cancellation: 'pending' } };
export const CancelledAndRefunded: Story = { args: { phase: 'cancelled', cancellation: 'refunded' } };
export const CancelledTooLate: Story = { args: { phase: 'cancelled', cancellation: 'ended' } };
