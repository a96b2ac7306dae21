import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Tabs } from './Tabs';

const meta = {
  title: 'UI/Tabs',
  component: Tabs,
  args: {
    label: 'Media type',
    onSelectionChange: fn(),
    items: [
      { id: 'image', label: 'Images', content: 'Your images appear here.' },
      { id: 'video', label: 'Videos', content: 'Your videos appear here.' },
      { id: 'audio', label: 'Audio', content: 'Your audio appears here.' },
    ],
  },
  parameters: {
    docs: {
      description: {
        component: [
          'The WAI-ARIA tabs pattern in a few lines of our own instead of react-aria’s Tabs (about 17 kB gzipped',
          'less). Kept: the props (`items`, `label`, `selectedKey`/`defaultSelectedKey`/`onSelectionChange`,',
          '`keyboardActivation` automatic or manual, `orientation`, `isDisabled`, `disabledKeys`), one tab stop for the',
          'list (roving tabindex on the selected tab), arrow keys that wrap and skip disabled tabs (left and right',
          'swapped in right-to-left text, Up/Down when vertical), Home/End, Enter/Space in manual mode, each panel',
          'labelled by its tab and focusable when it holds nothing focusable, both themes. Given up: react-aria’s',
          'collection features nobody used (drag-and-drop reordering, links as tabs, custom render props).',
        ].join(' '),
      },
    },
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Images' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Audio' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Audio' })).toHaveTextContent('Your audio appears here.');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('audio');
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel')).toHaveFocus();
  },
};

/** Manual activation: the arrows move focus, Enter shows the panel. */
export const ManualActivation: Story = {
  args: { keyboardActivation: 'manual' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Videos' })).toHaveFocus();
    await expect(canvas.getByRole('tab', { name: 'Images' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('video');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Your videos appear here.');
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

export const Vertical: Story = {
  args: { orientation: 'vertical' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('tab', { name: 'Videos' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const RightToLeft: Story = {
  render: (args) => (
    <div dir="rtl">
      <Tabs {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'Videos' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const Empty: Story = { args: { items: [] } };
