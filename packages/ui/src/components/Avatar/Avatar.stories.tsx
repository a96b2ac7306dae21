import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Avatar } from './Avatar';

const photo =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#c7d2fe"/><circle cx="32" cy="26" r="12" fill="#4338ca"/><rect x="12" y="42" width="40" height="22" rx="11" fill="#4338ca"/></svg>',
  );

const meta = {
  title: 'UI/Avatar',
  component: Avatar,
  args: { name: 'Ada Lovelace' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Image: Story = { args: { src: photo } };

export const Initials: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Ada Lovelace' })).toHaveTextContent('AL');
  },
};

export const FromUsername: Story = { args: { name: null, username: 'grace hopper' } };
export const FromEmail: Story = { args: { name: '', email: 'alan@example.com' } };
export const Unknown: Story = {
  args: { name: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'User' })).toHaveTextContent('U');
  },
};

/** A broken image URL falls back to initials. */
export const BrokenImage: Story = {
  args: { src: 'data:image/png;base64,broken', name: 'Katherine Johnson' },
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: 'Katherine Johnson' });
    await waitFor(() => expect(avatar).toHaveTextContent('KJ'));
  },
};

export const NullImage: Story = { args: { src: null, name: 'Linus' } };

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      <Avatar {...args} size="sm" />
      <Avatar {...args} size="md" />
      <Avatar {...args} size="lg" />
    </div>
  ),
};
