import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProgressBar } from './ProgressBar';

const meta = {
  title: 'UI/ProgressBar',
  component: ProgressBar,
  args: { label: 'Uploading', value: 40 },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Determinate: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Uploading' });
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
    await expect(bar).toHaveTextContent('40%');
  },
};

export const Indeterminate: Story = {
  args: { label: 'Rendering frames…', isIndeterminate: true },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Rendering frames…' });
    await expect(bar).not.toHaveAttribute('aria-valuenow');
  },
};

export const Complete: Story = { args: { label: 'Upscaling', value: 100 } };
export const CustomValueText: Story = {
  args: { label: 'Frames', value: 30, maxValue: 120, valueLabel: '30 of 120 frames' },
};
