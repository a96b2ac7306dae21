import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FailureAlert } from './FailureAlert';

const meta = {
  title: 'Runtime/FailureAlert',
  component: FailureAlert,
  tags: ['autodocs'],
  args: {
    error: 'The server is busy. Please try again.',
    gate: { shortMessage: undefined },
    isShortfall: false,
    buyCreditsHref: '/pricing',
    buyCreditsLabel: 'Buy credits',
  },
} satisfies Meta<typeof FailureAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Failed: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('The server is busy. Please try again.');
  },
};

/** A shortfall found by the server: the alert offers the link, reachable by Tab. */
export const CreditsRanOut: Story = {
  args: { error: 'This needs 5 credits; you have 2.', isShortfall: true },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('link', { name: 'Buy credits' })).toHaveFocus();
  },
};
