import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AudioIcon, ImageIcon, VideoIcon } from '../Icon';
import { SegmentedControl } from './SegmentedControl';

const media = [
  { id: 'image', label: 'Image' },
  { id: 'video', label: 'Video' },
  { id: 'audio', label: 'Audio' },
];

const meta = {
  title: 'UI/SegmentedControl',
  component: SegmentedControl,
  args: { label: 'Media type', options: media, defaultValue: 'image', onChange: fn() },
} satisfies Meta<typeof SegmentedControl>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Image' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('radio', { name: 'Video' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('video');
  },
};

export const WithIcons: Story = {
  args: {
    options: [
      { id: 'image', label: 'Image', icon: <ImageIcon /> },
      { id: 'video', label: 'Video', icon: <VideoIcon /> },
      { id: 'audio', label: 'Audio', icon: <AudioIcon /> },
    ],
  },
};

export const IconOnly: Story = {
  args: {
    label: undefined,
    'aria-label': 'Media type',
    options: [
      { id: 'image', label: 'Image', icon: <ImageIcon />, iconOnly: true },
      { id: 'video', label: 'Video', icon: <VideoIcon />, iconOnly: true },
      { id: 'audio', label: 'Audio', icon: <AudioIcon />, iconOnly: true },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: 'Video' })).toBeInTheDocument();
  },
};

export const FullWidth: Story = { args: { fullWidth: true } };
export const DisabledSegment: Story = {
  args: { options: [...media.slice(0, 2), { id: 'audio', label: 'Audio', isDisabled: true }] },
};
export const Disabled: Story = { args: { isDisabled: true } };
export const EmptyOptions: Story = { args: { options: [] } };
