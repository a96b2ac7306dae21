import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { JobActions } from './JobActions';

const meta = {
  title: 'Runtime/JobActions',
  component: JobActions,
  tags: ['autodocs'],
  args: {
    phase: 'idle',
    isPending: false,
    submitLabel: 'Edit image',
    pendingLabel: 'Sending…',
    startOver: { label: 'Start over', onPress: fn() },
  },
} satisfies Meta<typeof JobActions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Edit image' })).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Start over' })).not.toBeInTheDocument();
  },
};

export const Running: Story = { args: { phase: 'running', isPending: true } };

/** Once the job has ended, Tab reaches Start over after the submit button; Enter presses it. */
export const Ended: Story = {
  args: { phase: 'succeeded' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Edit image' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Start over' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.startOver?.onPress).toHaveBeenCalledOnce();
  },
};

export const SubmitDisabled: Story = {
  args: { isSubmitDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Edit image' })).toBeDisabled();
  },
};
