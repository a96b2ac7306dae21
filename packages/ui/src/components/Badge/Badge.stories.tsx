import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CheckCircleIcon } from '../Icon';
import { Badge } from './Badge';

const meta = {
  title: 'UI/Badge',
  component: Badge,
  args: { children: 'Beta' },
  argTypes: {
    tone: { control: 'inline-radio', options: ['neutral', 'accent', 'success', 'warning', 'danger', 'info'] },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = {};
export const Accent: Story = { args: { tone: 'accent', children: 'New' } };
export const Success: Story = { args: { tone: 'success', children: 'Completed' } };
export const Warning: Story = { args: { tone: 'warning', children: 'Rendering' } };
export const Danger: Story = { args: { tone: 'danger', children: 'Failed' } };
export const Info: Story = { args: { tone: 'info', children: 'Queued' } };
export const WithIcon: Story = { args: { tone: 'success', icon: <CheckCircleIcon />, children: 'Paid' } };

export const AllTones: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {(['neutral', 'accent', 'success', 'warning', 'danger', 'info'] as const).map((tone) => (
        <Badge key={tone} tone={tone}>
          {tone}
        </Badge>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('danger')).toHaveAttribute('data-tone', 'danger');
  },
};
