import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { JobStatus } from './JobStatus';

const meta = {
  title: 'Runtime/JobStatus',
  component: JobStatus,
  tags: ['autodocs'],
  args: { phase: 'running', statusText: 'Waiting in queue…', onCancel: fn() },
} satisfies Meta<typeof JobStatus>;

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
export const Succeeded: Story = { args: { phase: 'succeeded', statusText: undefined } };
