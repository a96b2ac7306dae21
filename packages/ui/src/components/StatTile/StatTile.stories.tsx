import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatTile } from './StatTile';

const meta = {
  title: 'UI/StatTile',
  component: StatTile,
  args: { label: 'Credits used', value: '1,208' },
  decorators: [(Story) => <div style={{ maxWidth: 260 }}>{Story()}</div>],
} satisfies Meta<typeof StatTile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group', { name: 'Credits used' })).toHaveTextContent('1,208');
  },
};

export const Increase: Story = { args: { delta: '+12% vs last month', trend: 'up' } };
export const Decrease: Story = { args: { delta: '−8% vs last month', trend: 'down' } };
export const Flat: Story = { args: { delta: 'Same as last month', trend: 'flat' } };

/** Spend going up is bad news: the tone is passed in. */
export const IncreaseIsNegative: Story = {
  args: { label: 'Spend', value: '₹45,200.00', delta: '+18% vs last month', trend: 'up', tone: 'negative' },
};

export const WithHelp: Story = {
  args: { label: 'Credits left', value: '292', help: 'Of 1,500 this month; resets on 1 December.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group', { name: 'Credits left' })).toHaveAccessibleDescription(
      'Of 1,500 this month; resets on 1 December.',
    );
  },
};

export const LongValue: Story = {
  args: { label: 'Tokens this year', value: '12,345,678,901', delta: '+4.2%', trend: 'up' },
};

/** A row of tiles as the usage and billing screens lay them out. */
export const Row: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 'none' }}>{Story()}</div>],
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))', gap: 16 }}>
      <StatTile label="Credits used" value="1,208" delta="+12% vs last month" trend="up" />
      <StatTile label="Images" value="342" delta="−3%" trend="down" />
      <StatTile label="Spend" value="₹45,200.00" delta="+18%" trend="up" tone="negative" />
      <StatTile label="Credits left" value="292" help="Resets on 1 December." />
    </div>
  ),
};

export const IncreaseDark: Story = { ...Increase, globals: { theme: 'dark' } };
export const DecreaseDark: Story = { ...Decrease, globals: { theme: 'dark' } };
export const RowDark: Story = { ...Row, globals: { theme: 'dark' } };
