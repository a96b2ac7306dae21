import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CloseIcon, CopyIcon, TrashIcon } from '../Icon';
import { IconButton } from './IconButton';

const meta = {
  title: 'UI/IconButton',
  component: IconButton,
  args: { label: 'Close', children: <CloseIcon />, onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'quiet', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Quiet: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Close' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8 }}>
      <IconButton {...args} variant="primary" label="Copy">
        <CopyIcon />
      </IconButton>
      <IconButton {...args} variant="secondary" label="Copy link">
        <CopyIcon />
      </IconButton>
      <IconButton {...args} variant="quiet" label="Close panel">
        <CloseIcon />
      </IconButton>
      <IconButton {...args} variant="danger" label="Delete">
        <TrashIcon />
      </IconButton>
    </div>
  ),
};

export const Sizes: Story = {
  args: { variant: 'secondary' },
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      <IconButton {...args} size="sm" label="Close small" />
      <IconButton {...args} size="md" label="Close medium" />
      <IconButton {...args} size="lg" label="Close large" />
    </div>
  ),
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Close' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/** A missing label still yields a name, derived from the icon. */
export const MissingLabel: Story = {
  args: { label: '' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Close' })).toBeInTheDocument();
  },
};
