import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CostBadge } from './CostBadge';

const meta = {
  title: 'Runtime/CostBadge',
  component: CostBadge,
  args: { gate: { credits: 432, cost: 9, isShort: false, shortMessage: undefined } },
} satisfies Meta<typeof CostBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Enough: Story = {};

export const Short: Story = {
  args: { gate: { credits: 3, cost: 9, isShort: true, shortMessage: 'Insufficient credits. Need 9, you have 3.' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Buy credits' })).toHaveFocus();
  },
};

export const BalanceUnknown: Story = {
  args: { gate: { credits: undefined, cost: 2, isShort: false, shortMessage: undefined } },
};

export const BalanceUnavailable: Story = {
  args: {
    gate: {
      credits: undefined,
      cost: 2,
      isShort: false,
      shortMessage: undefined,
      refreshing: false,
      error: new Error('Network error') as never,
      refresh: () => Promise.resolve(),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Balance unavailable')).toBeInTheDocument();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toHaveFocus();
  },
};
