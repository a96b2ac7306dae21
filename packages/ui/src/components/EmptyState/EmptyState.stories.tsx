import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { ImageIcon, SearchIcon, UserIcon } from '../Icon';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'UI/EmptyState',
  component: EmptyState,
  args: { title: 'No media found.' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TitleOnly: Story = {};

export const WithIconAndDescription: Story = {
  args: {
    icon: <ImageIcon />,
    title: 'No media found.',
    headingLevel: 2,
    description: 'Generate an image or upload one to see it here.',
  },
};

const onClear = fn();

/** Keyboard: Tab to the action, Enter runs it. */
export const WithAction: Story = {
  args: {
    icon: <SearchIcon />,
    title: 'No users found',
    description: 'Try another search or clear the filters.',
    action: (
      <Button variant="secondary" onPress={onClear}>
        Clear filters
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Clear filters' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onClear).toHaveBeenCalled();
  },
};

export const Invoices: Story = { args: { icon: <UserIcon />, title: 'No invoices found' } };
