import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Tabs } from './Tabs';

const meta = {
  title: 'UI/Tabs',
  component: Tabs,
  tags: ['autodocs'],
  args: {
    label: 'Media type',
    items: [
      { id: 'image', label: 'Images', content: 'Your images appear here.' },
      { id: 'video', label: 'Videos', content: 'Your videos appear here.' },
      { id: 'audio', label: 'Audio', content: 'Your audio appears here.' },
    ],
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Images' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Audio' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Your audio appears here.');
  },
};

export const WithDisabledTab: Story = {
  args: {
    items: [
      { id: 'enhance', label: 'Enhance', content: 'Upscale an image 2x to 16x.' },
      { id: 'transform', label: 'Transform', content: 'Apply the style of a reference image.', isDisabled: true },
    ],
  },
};

export const Vertical: Story = { args: { orientation: 'vertical' } };

export const Empty: Story = { args: { items: [] } };
