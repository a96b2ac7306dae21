import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { Card } from './Card';
import { vars } from '../../theme';

const meta = {
  title: 'UI/Card',
  component: Card,
  args: {
    title: 'Your Plan & Usage',
    description: 'Pro plan, renews on the 1st',
    children: 'Credits 432 of 700 · Storage 18.3 of 50 GB',
  },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const AsSection: Story = {
  args: { as: 'section' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Your Plan & Usage' })).toBeInTheDocument();
  },
};

export const WithActionsAndFooter: Story = {
  args: {
    title: 'AI Chat',
    description: 'Ask anything and get an answer.',
    actions: <Badge tone="accent">New</Badge>,
    footer: <Button size="sm">Open tool</Button>,
  },
};

export const BodyOnly: Story = { args: { title: undefined, description: undefined, children: 'Just content.' } };

export const NoPadding: Story = {
  args: {
    padding: 'none',
    title: undefined,
    description: undefined,
    children: <div style={{ height: 120, background: vars.color.surfaceSunken }} />,
  },
};
