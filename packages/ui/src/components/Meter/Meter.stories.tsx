import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Meter } from './Meter';

const meta = {
  title: 'UI/Meter',
  component: Meter,
  args: { label: 'Credits', value: 432, maxValue: 700, valueLabel: '432 of 700' },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof Meter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const meter = within(canvasElement).getByRole('meter', { name: 'Credits' });
    await expect(meter).toHaveAttribute('aria-valuenow', '432');
    await expect(meter).toHaveAttribute('aria-valuetext', '432 of 700');
  },
};

export const Percentage: Story = { args: { label: 'Storage', value: 18.3, maxValue: 50, valueLabel: undefined } };
export const AutoWarning: Story = { args: { tone: 'auto', value: 560, valueLabel: '560 of 700' } };
export const AutoDanger: Story = { args: { tone: 'auto', value: 690, valueLabel: '690 of 700' } };
export const Success: Story = {
  args: { tone: 'success', label: 'Renders', value: 1208, maxValue: 2000, valueLabel: '1,208 of 2,000' },
};
export const WithoutValueText: Story = { args: { showValueLabel: false } };
